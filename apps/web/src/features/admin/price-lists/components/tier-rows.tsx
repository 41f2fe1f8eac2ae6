import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { MAX_TIERS } from '@portal/contract';
import { Button } from '@/shared/ui/button.tsx';
import { errorProps, inputClasses } from '@/shared/ui/field.tsx';
import { tierRow, type TierRow } from '../lib/tier-form.ts';

interface TierRowsProps {
  /** Prefix of the inputs' ids, unique in the page. */
  idPrefix: string;
  tiers: readonly TierRow[];
  onChange: (tiers: TierRow[], changed: string) => void;
  /** The error shown at a field path ('tiers', 'tiers.0.min_qty'). */
  errorAt: (path: string) => string | undefined;
}

const cell = 'py-1 pr-2 align-top';

/**
 * A product and unit's tiers: a minimum quantity and a unit price each, added and removed as
 * rows. One row at least: taking a product off the list is the list's own action.
 */
export function TierRows({ idPrefix, tiers, onChange, errorAt }: TierRowsProps) {
  const { t } = useTranslation('admin-price-lists');
  const listError = errorAt('tiers');
  const edit = (index: number, field: 'min_qty' | 'unit_price', value: string) =>
    onChange(
      tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)),
      `tiers.${index}.${field}`,
    );

  const input = (index: number, field: 'min_qty' | 'unit_price', label: string) => {
    const id = `${idPrefix}-${tiers[index]!.key}-${field}`;
    const error = errorAt(`tiers.${index}.${field}`);
    return (
      <>
        <input
          id={id}
          inputMode={field === 'min_qty' ? 'numeric' : 'decimal'}
          autoComplete="off"
          aria-label={label}
          value={tiers[index]![field]}
          onChange={(event) => edit(index, field, event.target.value)}
          className={inputClasses}
          {...errorProps(id, error)}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </>
    );
  };

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={listError ? `${idPrefix}-tiers-error` : undefined}
    >
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {t('tiers.title')}
      </legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('tiers.help')}</p>
      <table className="w-full text-sm">
        <thead className="text-left text-xs font-semibold text-slate-600 dark:text-slate-300">
          <tr>
            <th scope="col" className={cell}>
              {t('tiers.minQty')}
            </th>
            <th scope="col" className={cell}>
              {t('tiers.unitPrice')}
            </th>
            <th scope="col" className="py-1">
              <span className="sr-only">{t('tiers.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={tier.key}>
              <td className={cell}>
                {input(index, 'min_qty', t('tiers.minQtyOf', { row: index + 1 }))}
              </td>
              <td className={cell}>
                {input(index, 'unit_price', t('tiers.unitPriceOf', { row: index + 1 }))}
              </td>
              <td className="py-1 text-right align-top">
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={tiers.length === 1}
                  aria-label={t('tiers.removeOf', { row: index + 1 })}
                  onClick={() =>
                    onChange(
                      tiers.filter((other) => other.key !== tier.key),
                      'tiers',
                    )
                  }
                >
                  {t('tiers.remove')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {listError ? (
        <p id={`${idPrefix}-tiers-error`} className="text-sm text-red-700 dark:text-red-400">
          {listError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        className="self-start"
        disabled={tiers.length >= MAX_TIERS}
        onClick={() => onChange([...tiers, tierRow()], 'tiers')}
      >
        {t('tiers.add')}
      </Button>
    </fieldset>
  );
}
