import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminPriceEntry } from '@portal/contract';
import { apiFieldErrors, withoutField, type ErrorTexts } from '@/shared/lib/form-errors.ts';
import { ApiError, errorMessage } from '@/shared/api/api-error.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { Modal } from '@/shared/ui/modal.tsx';
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
  const { t } = useTranslation(['admin-price-lists', 'server', 'common']);
  const { t: serverText } = useTranslation('server');
  const formId = useId();
  const toast = useToast();
  const put = usePutEntry(code, listId);
  const [values, setValues] = useState<EntryValues>(() => entryValues(entry));
  const [errors, setErrors] = useState<ErrorTexts>({});
  const [failure, setFailure] = useState<string | null>(null);
  const adding = entry === null;

  const change = (next: EntryValues, changed: string) => {
    setValues(next);
    setErrors((current) => withoutField(current, changed));
  };
  // The paths this dialog has a place for; a refusal of anything else shows above the fields.
  const shown = (path: string) =>
    path === 'tiers' ||
    /^tiers\.\d+\.(min_qty|unit_price)$/.test(path) ||
    (adding && (path === 'part_number' || path === 'uom_code'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (put.isPending) return;
    setFailure(null);
    const problems = entryProblems(values, entry?.min_order_qty ?? null);
    setErrors(
      Object.fromEntries(
        Object.entries(problems).map(([path, { key, params }]) => [path, serverText(key, params)]),
      ),
    );
    if (Object.keys(problems).length > 0) return;
    put.mutate(entryRequest(values), {
      onSuccess: () => {
        toast.success(
          t(adding ? 'entries.added' : 'entries.saved', {
            partNumber: values.part_number.trim(),
            unit: values.uom_code.trim().toUpperCase(),
          }),
        );
        onClose();
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        setErrors(fields);
        if (!Object.keys(fields).some(shown)) {
          const named = error instanceof ApiError ? error.firstFieldError() : undefined;
          setFailure(named ?? errorMessage(error, t('server:errors.unexpected')));
        }
      },
    });
  };

  return (
    <Modal
      open
      title={
        adding
          ? t('entries.addTitle')
          : t('entries.editTitle', { partNumber: entry.part_number, unit: entry.uom_code })
      }
      onClose={() => {
        if (!put.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={put.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={put.isPending}>
            {put.isPending ? t('entries.saving') : t('entries.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {adding ? <p>{t('entries.addHelp')}</p> : null}
        {adding ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('entries.partNumber')}
              required
              maxLength={64}
              autoComplete="off"
              value={values.part_number}
              onChange={(event) =>
                change({ ...values, part_number: event.target.value }, 'part_number')
              }
              error={errors.part_number}
            />
            <TextField
              label={t('entries.unitCode')}
              required
              maxLength={20}
              autoComplete="off"
              className="uppercase"
              value={values.uom_code}
              onChange={(event) => change({ ...values, uom_code: event.target.value }, 'uom_code')}
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
          idPrefix={formId}
          tiers={values.tiers}
          onChange={(tiers, changed) => change({ ...values, tiers }, changed)}
          errorAt={(path) => errors[path]}
        />
      </form>
    </Modal>
  );
}
