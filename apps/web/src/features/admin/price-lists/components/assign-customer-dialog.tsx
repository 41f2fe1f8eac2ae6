import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { CustomerRef } from '@portal/contract';
import { CustomerPicker } from '@/entities/admin/customer-picker.tsx';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { Modal } from '@/shared/ui/modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useListAssignment } from '../api/list-customers-api.ts';

interface AssignCustomerDialogProps {
  code: string;
  list: { id: number; name: string };
  onClose: () => void;
}

/** Finds one of the company's customers and prices its buyers with this list. */
export function AssignCustomerDialog({ code, list, onClose }: AssignCustomerDialogProps) {
  const { t } = useTranslation(['admin-price-lists', 'server', 'common']);
  const formId = useId();
  const toast = useToast();
  const assign = useListAssignment(code, list.id);
  const [customer, setCustomer] = useState<CustomerRef | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (assign.isPending) return;
    if (!customer) {
      setMissing(true);
      return;
    }
    assign.mutate(
      { customerId: customer.id, assign: true },
      {
        onSuccess: () => {
          toast.success(t('customers.assigned', { customer: customer.name, list: list.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('customers.assignTitle', { list: list.name })}
      onClose={() => {
        if (!assign.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={assign.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={assign.isPending}>
            {assign.isPending ? t('customers.assigning') : t('customers.assign')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p>{t('customers.assignHelp')}</p>
        {assign.isError ? (
          <Alert tone="error">{errorMessage(assign.error, t('server:errors.unexpected'))}</Alert>
        ) : null}
        <CustomerPicker
          code={code}
          value={customer}
          onChange={(chosen) => {
            setCustomer(chosen);
            setMissing(false);
          }}
          label={t('customers.customer')}
          error={missing ? t('customers.chooseCustomer') : undefined}
        />
      </form>
    </Modal>
  );
}
