import { useId, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { createCustomerRequest } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { apiFieldErrors } from '@/shared/lib/form-errors.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { Modal } from '@/shared/ui/modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useCreateCustomer } from '../api/customers.ts';
import { customerValues } from '../lib/customer-form.ts';
import { CustomerFields } from './customer-fields.tsx';

/** A new customer: code, name, email, phone; then its page, where its addresses are added. */
export function CreateCustomerDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation(['admin-accounts', 'server', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateCustomer(code);
  const form = useSchemaForm(createCustomerRequest, customerValues());
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || !form.check()) return;
    create.mutate(form.values, {
      onSuccess: ({ data }) => {
        toast.success(t('customers.created', { code: data.code }));
        void navigate(paths.adminCustomer(data.id));
      },
      onError: form.failed,
    });
  };
  const generalError =
    create.isError && Object.keys(apiFieldErrors(create.error)).length === 0
      ? errorMessage(create.error, t('server:errors.unexpected'))
      : null;

  return (
    <Modal
      open
      title={t('customers.newTitle')}
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            {create.isPending ? t('customers.creating') : t('customers.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {generalError ? <Alert tone="error">{generalError}</Alert> : null}
        <CustomerFields values={form.values} errors={form.errors} onEdit={form.edit} />
      </form>
    </Modal>
  );
}
