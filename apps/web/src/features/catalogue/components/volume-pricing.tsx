import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Product } from '@portal/contract';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { currentRowIndex, tierRows } from '../lib/tier-rows.ts';

const cell = 'px-3 py-1.5 tabular-nums';
const current =
  'aria-[current=true]:bg-blue-50 aria-[current=true]:font-semibold aria-[current=true]:text-blue-800 dark:aria-[current=true]:bg-sky-950 dark:aria-[current=true]:text-sky-200';

/**
 * The details' volume pricing table (issue 11): from which quantity which unit price, the row of
 * the chosen quantity marked current. Nothing for a product without tiers.
 */
export function VolumePricing({ product, quantity }: { product: Product; quantity: number }) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const rows = tierRows(product);
  if (rows.length === 0) return null;
  const currentIndex = currentRowIndex(rows, quantity);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="text-base font-semibold">
        {t('volumePricing.title')}
      </h2>
      <table
        aria-labelledby={titleId}
        className="w-full max-w-xs overflow-hidden rounded-lg border border-slate-200 text-sm dark:border-slate-700"
      >
        <thead className="bg-slate-50 text-left text-xs tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('volumePricing.quantity')}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              {t('volumePricing.unitPrice')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map((row, index) => (
            <tr
              key={row.fromQty}
              aria-current={index === currentIndex ? 'true' : undefined}
              className={current}
            >
              <td className={cell}>{t('volumePricing.from', { qty: row.fromQty })}</td>
              <td className={`${cell} text-right`}>{formatMoney(row.unitPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
