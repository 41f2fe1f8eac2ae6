import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { createCustomerRequest } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useCreateCustomer } from '../api/customers.ts';
import { customerValues } from '../lib/customer-form.ts';
import { CustomerFields } from './customer-fields.tsx';

/** A new customer: code, name, email, phone; then its page, where its addresses are added. */
export function CreateCustomerDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation('admin-accounts');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateCustomer(code);
  const form = useSchemaForm(createCustomerRequest, customerValues());

  return (
    <FormDialog
      title={t('customers.newTitle')}
      submitLabel={t('customers.create')}
      pendingLabel={t('customers.creating')}
      pending={create.isPending}
      failure={form.failure}
      onSubmit={form.submit((values) =>
        create.mutate(values, {
          onSuccess: ({ data }) => {
            toast.success(t('customers.created', { code: data.code }));
            void navigate(consolePaths.adminCustomer(data.id));
          },
          onError: form.failed,
        }),
      )}
      onClose={onClose}
    >
      <CustomerFields values={form.values} errors={form.errors} onEdit={form.edit} />
    </FormDialog>
  );
}
