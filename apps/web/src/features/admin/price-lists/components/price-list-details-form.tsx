import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { updatePriceListRequest, type AdminPriceList } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useDeletePriceList, useUpdatePriceList } from '../api/price-lists-api.ts';
import { priceListValues } from '../lib/price-list-form.ts';
import { PriceListFields } from './price-list-fields.tsx';
import { Validity } from './validity.tsx';

/**
 * The list's name and days, edited in place, and its deletion: offered only once no customer
 * uses it (the server refuses otherwise, and its message says why).
 */
export function PriceListDetailsForm({ code, list }: { code: string; list: AdminPriceList }) {
  const { t } = useTranslation(['admin-price-lists', 'server']);
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdatePriceList(code, list.id);
  const remove = useDeletePriceList(code, list.id);
  const form = useSchemaForm(updatePriceListRequest, priceListValues(list));
  const [confirming, setConfirming] = useState(false);
  const inUse = list.customer_count > 0;

  const submit = form.submit((values) =>
    update.mutate(values, {
      onSuccess: () => toast.success(t('detail.saved')),
      onError: form.failed,
    }),
  );
  const confirmDelete = () => {
    setConfirming(false);
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('detail.deleted', { name: list.name }));
        void navigate(consolePaths.adminPriceLists());
      },
    });
  };
  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="price-list-details-title"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="price-list-details-title" className="text-lg font-semibold">
            {t('detail.details')}
          </h2>
          <Validity list={list} />
        </div>
        {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
        {remove.isError ? (
          <Alert tone="error">{errorMessage(remove.error, t('server:errors.unexpected'))}</Alert>
        ) : null}
        <PriceListFields values={form.values} errors={form.errors} onEdit={form.edit} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('detail.saving') : t('detail.save')}
          </Button>
          <Button
            variant="quietDanger"
            disabled={inUse || remove.isPending}
            aria-describedby={inUse ? 'price-list-in-use' : undefined}
            onClick={() => setConfirming(true)}
          >
            {remove.isPending ? t('detail.deleting') : t('detail.delete')}
          </Button>
          {inUse ? (
            <p id="price-list-in-use" className="text-sm text-slate-600 dark:text-slate-400">
              {t('server:admin.priceLists.inUse', { count: list.customer_count })}
            </p>
          ) : null}
        </div>
      </form>
      <ConfirmModal
        open={confirming}
        danger
        title={t('detail.confirmDeleteTitle', { name: list.name })}
        message={t('detail.confirmDelete', { count: list.product_count })}
        confirmLabel={t('detail.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
