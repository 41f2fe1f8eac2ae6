import { useId, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { createPriceListRequest } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { apiFieldErrors } from '@/shared/lib/form-errors.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { Modal } from '@/shared/ui/modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useCreatePriceList } from '../api/price-lists-api.ts';
import { priceListValues } from '../lib/price-list-form.ts';
import { PriceListFields } from './price-list-fields.tsx';

/** A new list: its name and days; then its page, where its prices and customers are added. */
export function CreatePriceListDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation(['admin-price-lists', 'server', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreatePriceList(code);
  const form = useSchemaForm(createPriceListRequest, priceListValues());
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || !form.check()) return;
    create.mutate(form.values, {
      onSuccess: ({ data }) => {
        toast.success(t('lists.created', { name: data.name }));
        void navigate(paths.adminPriceList(data.id));
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
      title={t('lists.newTitle')}
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            {create.isPending ? t('lists.creating') : t('lists.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {generalError ? <Alert tone="error">{generalError}</Alert> : null}
        <PriceListFields values={form.values} errors={form.errors} onEdit={form.edit} />
      </form>
    </Modal>
  );
}
