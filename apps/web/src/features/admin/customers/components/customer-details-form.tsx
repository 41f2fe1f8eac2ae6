import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { updateCustomerRequest, type AdminCustomer } from '@portal/contract';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useUpdateCustomer } from '../api/customers.ts';
import { customerValues } from '../lib/customer-form.ts';
import { CustomerFields } from './customer-fields.tsx';

/** The customer's code, name, email and phone, edited in place. */
export function CustomerDetailsForm({ code, customer }: { code: string; customer: AdminCustomer }) {
  const { t } = useTranslation('admin-accounts');
  const toast = useToast();
  const update = useUpdateCustomer(code, customer.id);
  const form = useSchemaForm(updateCustomerRequest, customerValues(customer));

  const submit = form.submit((values) =>
    update.mutate(values, {
      onSuccess: () => toast.success(t('customer.saved')),
      onError: form.failed,
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="customer-details-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id="customer-details-title" className="text-lg font-semibold">
        {t('customer.details')}
      </h2>
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <CustomerFields values={form.values} errors={form.errors} onEdit={form.edit} />
      </div>
      <Button type="submit" disabled={update.isPending} className="self-start">
        {update.isPending ? t('customer.saving') : t('customer.save')}
      </Button>
    </form>
  );
}
