import {
  OVER_LIMIT_CHOICES,
  SPENDING_PERIODS,
  setSpendingLimitRequest,
  type Colleague,
  type OverLimitChoice,
  type SetSpendingLimitRequest,
  type SpendingPeriod,
} from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useSetSpendingLimit } from '../api/approval-rules.ts';

interface SpendingLimitDialogProps {
  code: string;
  colleague: Colleague;
  onClose: () => void;
}

interface LimitValues {
  limited: boolean;
  /** As typed. */
  limit: string;
  period: SpendingPeriod;
  over_limit: OverLimitChoice;
}

const periodOf = (value: string): SpendingPeriod =>
  SPENDING_PERIODS.find((period) => period === value) ?? 'month';

/**
 * A colleague's spending limit per calendar month or quarter, or none (issue 29 point 4): their
 * orders of the period count against it, and one that would pass it is refused or waits for an
 * approver, as the administrator chooses (decision 042). Setting one counts the period's orders
 * already placed.
 */
export function SpendingLimitDialog({ code, colleague, onClose }: SpendingLimitDialogProps) {
  const { t } = useTranslation('company');
  const toast = useToast();
  const setLimit = useSetSpendingLimit(code);
  const current = colleague.spending_limit;
  const form = useSchemaForm(
    setSpendingLimitRequest,
    (): LimitValues => ({
      limited: current !== null,
      limit: current ? String(current.limit) : '',
      period: current?.period ?? 'month',
      over_limit: current?.over_limit ?? 'refused',
    }),
    {
      body: (values): SetSpendingLimitRequest =>
        values.limited
          ? {
              limit: values.limit.trim() === '' ? Number.NaN : Number(values.limit),
              period: values.period,
              over_limit: values.over_limit,
            }
          : { limit: null, period: null },
    },
  );

  const send = (body: SetSpendingLimitRequest) =>
    setLimit.mutate(
      { userId: colleague.user_id, body },
      {
        onSuccess: () => {
          toast.success(t('limitDialog.saved', { name: colleague.name }));
          onClose();
        },
        onError: form.failed,
      },
    );

  return (
    <FormDialog
      title={t('limitDialog.title', { name: colleague.name })}
      intro={t('limitDialog.intro')}
      submitLabel={t('limitDialog.save')}
      pendingLabel={t('limitDialog.saving')}
      pending={setLimit.isPending}
      failure={form.failure}
      onSubmit={form.submit(send)}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('limitDialog.legend')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="limited"
            className="size-4"
            checked={!form.values.limited}
            onChange={() => form.edit('limited', false, 'limit')}
          />
          {t('limitDialog.none')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="limited"
            className="size-4"
            checked={form.values.limited}
            onChange={() => form.edit('limited', true, 'limit')}
          />
          {t('limitDialog.some')}
        </label>
      </fieldset>
      {form.values.limited ? (
        <>
          <TextField
            label={t('limitDialog.amount')}
            inputMode="decimal"
            required
            value={form.values.limit}
            onChange={(event) => form.edit('limit', event.target.value)}
            error={form.errors.limit}
          />
          <SelectField
            label={t('limitDialog.period')}
            value={form.values.period}
            onChange={(event) => form.edit('period', periodOf(event.target.value))}
            error={form.errors.period}
          >
            {SPENDING_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`limitDialog.periods.${period}`)}
              </option>
            ))}
          </SelectField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('limitDialog.overLimit')}</legend>
            {OVER_LIMIT_CHOICES.map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="over_limit"
                  className="size-4"
                  checked={form.values.over_limit === choice}
                  onChange={() => form.edit('over_limit', choice)}
                />
                {t(`limitDialog.overLimitChoices.${choice}`)}
              </label>
            ))}
          </fieldset>
        </>
      ) : null}
    </FormDialog>
  );
}
