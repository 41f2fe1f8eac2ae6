import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { CustomerRef } from '@portal/contract';
import { CustomerPicker } from '@/entities/admin/customer-picker.tsx';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useListAssignment } from '../api/list-customers-api.ts';

interface AssignCustomerDialogProps {
  code: string;
  list: { id: number; name: string };
  onClose: () => void;
}

/** Finds one of the company's customers and prices its buyers with this list. */
export function AssignCustomerDialog({ code, list, onClose }: AssignCustomerDialogProps) {
  const { t } = useTranslation('admin-price-lists');
  const toast = useToast();
  const assign = useListAssignment(code, list.id);
  const form = useSchemaForm(
    // The request is the picked customer's id in the path: all there is to check is the pick.
    ({ customer }: { customer: CustomerRef | null }) =>
      customer ? {} : { customer: 'admin-price-lists:customers.chooseCustomer' },
    { customer: null as CustomerRef | null },
  );

  const send = ({ customer }: { customer: CustomerRef | null }) => {
    if (!customer) return;
    assign.mutate(
      { customerId: customer.id, assign: true },
      {
        onSuccess: () => {
          toast.success(t('customers.assigned', { customer: customer.name, list: list.name }));
          onClose();
        },
        onError: form.failed,
      },
    );
  };

  return (
    <FormDialog
      title={t('customers.assignTitle', { list: list.name })}
      intro={t('customers.assignHelp')}
      submitLabel={t('customers.assign')}
      pendingLabel={t('customers.assigning')}
      pending={assign.isPending}
      failure={form.failure}
      onSubmit={form.submit(send)}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <CustomerPicker
        code={code}
        value={form.values.customer}
        onChange={(chosen) => form.edit('customer', chosen)}
        label={t('customers.customer')}
        error={form.errors.customer}
      />
    </FormDialog>
  );
}
