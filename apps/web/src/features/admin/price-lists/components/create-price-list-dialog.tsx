import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { createPriceListRequest } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useCreatePriceList } from '../api/price-lists-api.ts';
import { priceListValues } from '../lib/price-list-form.ts';
import { PriceListFields } from './price-list-fields.tsx';

/** A new list: its name and days; then its page, where its prices and customers are added. */
export function CreatePriceListDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation('admin-price-lists');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreatePriceList(code);
  const form = useSchemaForm(createPriceListRequest, priceListValues());

  return (
    <FormDialog
      title={t('lists.newTitle')}
      submitLabel={t('lists.create')}
      pendingLabel={t('lists.creating')}
      pending={create.isPending}
      failure={form.failure}
      onSubmit={form.submit((values) =>
        create.mutate(values, {
          onSuccess: ({ data }) => {
            toast.success(t('lists.created', { name: data.name }));
            void navigate(consolePaths.adminPriceList(data.id));
          },
          onError: form.failed,
        }),
      )}
      onClose={onClose}
    >
      <PriceListFields values={form.values} errors={form.errors} onEdit={form.edit} />
    </FormDialog>
  );
}
