import { memo, type Dispatch } from 'react';
import type { LineProblem, Product } from '@portal/contract';
import { productLinePrice } from '@portal/contract/rules/contract-price';
import { BuyerPrice } from '@/entities/catalogue/buyer-price.tsx';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { useLineProblemText } from '@/entities/orders/line-problem.ts';
import { Badge } from '@/shared/ui/badge.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { inputClasses } from '@/shared/ui/field.tsx';
import { fixKind, isBlank, isReady, type Row } from '../lib/rows.ts';
import { PartNumberCombobox } from './part-number-combobox.tsx';

export type RowAction =
  | { type: 'edit'; id: number; part?: string; quantity?: string }
  | { type: 'pick'; id: number; product: Product }
  | { type: 'fix'; id: number; problem: LineProblem }
  | { type: 'remove'; id: number }
  | { type: 'addAfter'; id: number };

export interface RowErrors {
  part?: string | undefined;
  quantity?: string | undefined;
}

interface LineRowProps {
  code: string;
  row: Row;
  number: number;
  errors: RowErrors | undefined;
  dispatch: Dispatch<RowAction>;
}

export const partFieldId = (rowId: number) => `quick-order-part-${rowId}`;
export const quantityFieldId = (rowId: number) => `quick-order-quantity-${rowId}`;

/**
 * One line: part number (with type-ahead), quantity, and what the server says of it: the product
 * and the buyer's price, or each problem with its one-click fix. Enter in the quantity adds the
 * next line. Drawn again only when its own row changes: a list holds up to 1,000.
 */
export const LineRow = memo(function LineRow({
  code,
  row,
  number,
  errors,
  dispatch,
}: LineRowProps) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation('quick-order');
  const problemText = useLineProblemText();
  const partId = partFieldId(row.id);
  const quantityId = quantityFieldId(row.id);
  const checked = row.checked;
  // The fields and buttons name their line: 'Quantity, line 3' (one text, so that every browser
  // reads it alike).
  const ofLine = (text: string) => `${text}${t('lines.lineLabel', { number })}`;

  return (
    <li className="grid grid-cols-[minmax(0,1fr)_5.5rem_auto] items-start gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[minmax(0,13rem)_7rem_minmax(0,1fr)_auto] sm:gap-x-3 sm:rounded-none sm:border-0 sm:border-b sm:px-0 dark:border-slate-700">
      <div>
        <PartNumberCombobox
          code={code}
          id={partId}
          label={t('lines.partNumber')}
          labelClassName="sm:sr-only"
          name={ofLine(t('lines.partNumber'))}
          value={row.part}
          onChange={(part) => dispatch({ type: 'edit', id: row.id, part })}
          onPick={(product) => dispatch({ type: 'pick', id: row.id, product })}
          onEnter={() => document.getElementById(quantityId)?.focus()}
          invalid={Boolean(errors?.part)}
          describedBy={errors?.part ? `${partId}-error` : undefined}
        />
        {errors?.part ? (
          <p id={`${partId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {errors.part}
          </p>
        ) : null}
      </div>
      <div>
        <label
          htmlFor={quantityId}
          className="mb-1 block text-sm font-medium text-slate-700 sm:sr-only dark:text-slate-200"
        >
          {t('lines.quantity')}
        </label>
        <input
          id={quantityId}
          aria-label={ofLine(t('lines.quantity'))}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={row.quantity}
          aria-invalid={errors?.quantity ? true : undefined}
          aria-describedby={errors?.quantity ? `${quantityId}-error` : undefined}
          onChange={(event) => dispatch({ type: 'edit', id: row.id, quantity: event.target.value })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            dispatch({ type: 'addAfter', id: row.id });
          }}
          className={`${inputClasses} text-right tabular-nums`}
        />
        {errors?.quantity ? (
          <p id={`${quantityId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {errors.quantity}
          </p>
        ) : null}
      </div>
      <div className="col-span-3 min-w-0 text-sm sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:pt-2">
        {checked?.product ? (
          <p className="text-slate-800 dark:text-slate-200">{checked.product.description}</p>
        ) : null}
        {checked === null ? (
          isBlank(row) ? null : (
            <p className="text-slate-600 dark:text-slate-400">{t('status.notChecked')}</p>
          )
        ) : (
          <ul className="mt-1 flex flex-col gap-1">
            {checked.problems.map((problem, index) => {
              const fix = problem.fix
                ? t(`fix.${fixKind(problem, checked.quantity)}`, {
                    quantity: problem.fix.quantity,
                  })
                : null;
              return (
                <li key={index} className="flex flex-wrap items-center gap-2">
                  <span className="text-red-700 dark:text-red-400">
                    {row.source === null
                      ? problemText(problem)
                      : t('lines.problemOf', { source: row.source, problem: problemText(problem) })}
                  </span>
                  {fix !== null ? (
                    <Button
                      variant="secondary"
                      className="px-2 py-1"
                      aria-label={ofLine(fix)}
                      onClick={() => dispatch({ type: 'fix', id: row.id, problem })}
                    >
                      {fix}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {checked?.product ? (
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            {isReady(row) ? <Badge tone="success">{t('status.ready')}</Badge> : null}
            {checked.out_of_stock ? <Badge tone="warning">{t('status.outOfStock')}</Badge> : null}
            <span className="inline-flex flex-wrap items-baseline gap-x-1 text-slate-700 dark:text-slate-300">
              <BuyerPrice product={checked.product} quantity={checked.quantity} />
              <span aria-hidden="true">×</span>
              <span className="sr-only">{t('lines.times')}</span>
              <span className="tabular-nums">{checked.quantity}</span>
              <span aria-hidden="true">=</span>
              <span className="sr-only">{t('lines.equals')}</span>
              <span className="font-semibold tabular-nums">
                {formatMoney(
                  (productLinePrice(checked.product, checked.quantity).unitPriceCents *
                    checked.quantity) /
                    100,
                )}
              </span>
            </span>
          </div>
        ) : null}
      </div>
      <div className="col-start-3 row-start-1 flex justify-end pt-6 sm:col-start-4 sm:pt-0">
        <Button
          variant="ghost"
          className="px-2"
          onClick={() => dispatch({ type: 'remove', id: row.id })}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
          <span className="sr-only">{t('lines.remove', { number })}</span>
        </Button>
      </div>
    </li>
  );
});
