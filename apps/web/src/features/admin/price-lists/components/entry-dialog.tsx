import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminPriceEntry } from '@portal/contract';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { usePutEntry } from '../api/entries-api.ts';
import { entryProblems, entryRequest, entryValues, type EntryValues } from '../lib/tier-form.ts';
import { TierRows } from './tier-rows.tsx';

interface EntryDialogProps {
  code: string;
  listId: number;
  /** The row whose tiers are edited; null adds a product by part number and unit. */
  entry: AdminPriceEntry | null;
  onClose: () => void;
}

/**
 * The tiers of one product and unit, checked with the contract's rules before sending; the
 * server's refusals (an unknown part number, a tier below the product's minimum) show at the
 * field they name.
 */
export function EntryDialog({ code, listId, entry, onClose }: EntryDialogProps) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation('admin-price-lists');
  const idPrefix = useId();
  const toast = useToast();
  const put = usePutEntry(code, listId);
  const adding = entry === null;
  const form = useSchemaForm(
    (values: EntryValues) => entryProblems(values, entry?.min_order_qty ?? null),
    () => entryValues(entry),
    {
      // The paths this dialog has a place for; a refusal of anything else shows above the fields.
      shows: (path) =>
        path === 'tiers' ||
        /^tiers\.\d+\.(min_qty|unit_price)$/.test(path) ||
        (adding && (path === 'part_number' || path === 'uom_code')),
    },
  );
  const { values, errors } = form;

  const send = (sent: EntryValues) =>
    put.mutate(entryRequest(sent), {
      onSuccess: () => {
        toast.success(
          t(adding ? 'entries.added' : 'entries.saved', {
            partNumber: sent.part_number.trim(),
            unit: sent.uom_code.trim().toUpperCase(),
          }),
        );
        onClose();
      },
      onError: form.failed,
    });

  return (
    <FormDialog
      title={
        adding
          ? t('entries.addTitle')
          : t('entries.editTitle', { partNumber: entry.part_number, unit: entry.uom_code })
      }
      submitLabel={t('entries.save')}
      pendingLabel={t('entries.saving')}
      pending={put.isPending}
      failure={form.failure}
      onSubmit={form.submit(send)}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      {adding ? <p>{t('entries.addHelp')}</p> : null}
      {adding ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('entries.partNumber')}
            required
            maxLength={64}
            autoComplete="off"
            value={values.part_number}
            onChange={(event) => form.edit('part_number', event.target.value)}
            error={errors.part_number}
          />
          <TextField
            label={t('entries.unitCode')}
            required
            maxLength={20}
            autoComplete="off"
            className="uppercase"
            value={values.uom_code}
            onChange={(event) => form.edit('uom_code', event.target.value)}
            error={errors.uom_code}
          />
        </div>
      ) : (
        <p>
          {entry.description}
          <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
            {t('entries.ownPrice', {
              price: formatMoney(entry.selling_price),
              unit: entry.uom_code,
              min: entry.min_order_qty,
            })}
          </span>
        </p>
      )}
      <TierRows
        idPrefix={idPrefix}
        tiers={values.tiers}
        onChange={(tiers, changed) => form.edit('tiers', tiers, changed)}
        errorAt={(path) => errors[path]}
      />
    </FormDialog>
  );
}
