import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CheckedLine } from '@portal/contract';
import { MAX_QUICK_ORDER_LINES, quickOrderCheckRequest } from '@portal/contract/quick-order';
import { paths } from '@/app/paths.ts';
import { schemaErrors } from '@/shared/lib/schema-errors.ts';
import { ApiError, errorMessage } from '@/shared/api/api-error.ts';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { quoteLinesOf } from '@/entities/quotes/quote-lines.ts';
import { RequestQuoteButton } from '@/entities/quotes/request-quote-button.tsx';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { useCheckLines } from '../api/quick-order-api.ts';
import { FileUpload } from '../components/file-upload.tsx';
import {
  LineRow,
  partFieldId,
  quantityFieldId,
  type RowAction,
  type RowErrors,
} from '../components/line-row.tsx';
import { PasteBox, type TakeLines } from '../components/paste-box.tsx';
import type { ParsedLine } from '../lib/parse-lines.ts';
import {
  addParsed,
  applyAllFixes,
  applyCheck,
  applyFix,
  checkRequest,
  filledRows,
  fixableCount,
  isBlank,
  isReady,
  newRow,
  readyTotalCents,
  withoutReady,
  type Row,
} from '../lib/rows.ts';

type Action =
  | RowAction
  | { type: 'set'; rows: Row[] }
  | { type: 'insertAfter'; id: number; row: Row }
  | { type: 'checked'; sent: ReturnType<typeof checkRequest>; lines: readonly CheckedLine[] }
  | { type: 'fixAll' };

function reduce(rows: Row[], action: Action): Row[] {
  const update = (id: number, change: (row: Row) => Row) =>
    rows.map((row) => (row.id === id ? change(row) : row));
  switch (action.type) {
    case 'set':
      return action.rows;
    case 'edit':
      return update(action.id, (row) => ({
        ...row,
        part: action.part ?? row.part,
        quantity: action.quantity ?? row.quantity,
        // A unit read from a file belongs to the part number it came with, and so does the line
        // the buyer pasted.
        uom: action.part === undefined ? row.uom : null,
        source: action.part === undefined ? row.source : null,
        checked: null,
      }));
    case 'pick':
      return update(action.id, (row) => ({
        ...row,
        part: action.product.part_number,
        uom: null,
        source: null,
        checked: null,
      }));
    case 'fix':
      return update(action.id, (row) => applyFix(row, action.problem));
    case 'remove': {
      const left = rows.filter((row) => row.id !== action.id);
      return left.length > 0 ? left : [newRow()];
    }
    case 'insertAfter': {
      const index = rows.findIndex((row) => row.id === action.id);
      return [...rows.slice(0, index + 1), action.row, ...rows.slice(index + 1)];
    }
    case 'checked':
      return applyCheck(rows, action.sent, action.lines);
    case 'fixAll':
      return applyAllFixes(rows);
    case 'addAfter':
      return rows;
  }
}

/**
 * /quick-order (issue 12): order by part number. Rows typed with type-ahead, lines pasted from a
 * spreadsheet or an e-mail, or a CSV or XLSX file; 'Check lines' asks the server once for every
 * line; each problem shows with its one-click fix; the ready lines go to the cart together and
 * the others stay to be fixed.
 */
export function QuickOrderRoute() {
  const formatMoney = useFormatMoney();
  const { t, i18n } = useTranslation(['quick-order', 'server']);
  const code = useSession().manufacturer?.code ?? '';
  const [rows, dispatch] = useReducer(reduce, undefined, () => [newRow()]);
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const check = useCheckLines(code);
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);
  useEffect(() => {
    if (focusId !== null) document.getElementById(partFieldId(focusId))?.focus();
  }, [focusId]);

  const filled = filledRows(rows);
  const ready = rows.filter(isReady);
  const toFix = fixableCount(rows);
  const checkedCount = filled.filter((row) => row.checked !== null).length;
  const full = filled.length >= MAX_QUICK_ORDER_LINES;
  const count = (value: number) => value.toLocaleString(i18n.language);

  // Stable, so that a row is drawn again only when it changes.
  const act = useCallback((action: RowAction) => {
    if (action.type === 'addAfter') {
      const current = rowsRef.current;
      const index = current.findIndex((row) => row.id === action.id);
      const next = current[index + 1];
      if (next && isBlank(next)) {
        document.getElementById(partFieldId(next.id))?.focus();
        return;
      }
      if (filledRows(current).length >= MAX_QUICK_ORDER_LINES) return;
      const row = newRow();
      dispatch({ type: 'insertAfter', id: action.id, row });
      setFocusId(row.id);
      return;
    }
    dispatch(action);
    setAdded(null);
    if (action.type === 'edit' || action.type === 'pick' || action.type === 'remove') {
      setErrors((current) => {
        if (!(action.id in current)) return current;
        const next = { ...current };
        delete next[action.id];
        return next;
      });
    }
  }, []);

  const takeLines: TakeLines = (lines: readonly ParsedLine[], textOf) => {
    const outcome = addParsed(rowsRef.current, lines, textOf);
    rowsRef.current = outcome.rows;
    dispatch({ type: 'set', rows: outcome.rows });
    setAdded(null);
    setFailure(null);
    return { added: outcome.added, rejected: outcome.rejected };
  };

  const addRow = () => {
    const row = newRow();
    const last = rows.at(-1);
    if (last) dispatch({ type: 'insertAfter', id: last.id, row });
    else dispatch({ type: 'set', rows: [row] });
    setFocusId(row.id);
  };

  /** Field errors by row, from the contract's schema or the server's 422 ('lines.3.quantity'). */
  const rowErrors = (byPath: Record<string, string>, rowIds: readonly number[]) => {
    const found: Record<number, RowErrors> = {};
    for (const [path, text] of Object.entries(byPath)) {
      const match = /^lines\.(\d+)\.(part_number|quantity|uom_code)$/.exec(path);
      const rowId = match ? rowIds[Number(match[1])] : undefined;
      if (rowId === undefined) continue;
      const field = match![2] === 'quantity' ? 'quantity' : 'part';
      found[rowId] = { ...found[rowId], [field]: found[rowId]?.[field] ?? text };
    }
    return found;
  };

  const checkLines = () => {
    if (check.isPending) return;
    setAdded(null);
    setFailure(null);
    const sent = checkRequest(rows);
    if (sent.body.lines.length === 0) {
      setErrors({});
      setFailure(t('server:quickOrder.noLines'));
      return;
    }
    const keys = schemaErrors(quickOrderCheckRequest, sent.body);
    const found = rowErrors(
      Object.fromEntries(Object.entries(keys).map(([path, key]) => [path, t(`server:${key}`)])),
      sent.rowIds,
    );
    setErrors(found);
    const firstBad = sent.rowIds.find((id) => id in found);
    if (firstBad !== undefined) {
      setFailure(t('lines.fixFields'));
      const field = found[firstBad]?.part ? partFieldId(firstBad) : quantityFieldId(firstBad);
      document.getElementById(field)?.focus();
      return;
    }
    check.mutate(sent.body, {
      onSuccess: (answer) => dispatch({ type: 'checked', sent, lines: answer.data.lines }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          const refused = rowErrors(
            Object.fromEntries(
              Object.entries(error.fieldErrors).map(([path, texts]) => [path, texts[0] ?? '']),
            ),
            sent.rowIds,
          );
          setErrors(refused);
          if (Object.keys(refused).length > 0) {
            setFailure(t('lines.fixFields'));
            return;
          }
        }
        setFailure(errorMessage(error, t('actions.checkFailed')));
      },
    });
  };

  const addToCart = () => {
    cartStore.addMany(
      ready.map((row) => ({ product: row.checked.product, quantity: row.checked.quantity })),
    );
    setAdded(ready.length);
    dispatch({ type: 'set', rows: withoutReady(rows) });
    setErrors({});
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{t('intro')}</p>
      </div>

      <div className="grid gap-6 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
        <PasteBox onLines={takeLines} />
        <FileUpload onLines={takeLines} />
      </div>

      <section aria-labelledby="quick-order-lines" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="quick-order-lines" className="text-lg font-semibold">
            {t('lines.heading')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {filled.length === 0
              ? t('lines.none')
              : checkedCount === 0
                ? t('lines.count', { count: filled.length, shown: count(filled.length) })
                : t('lines.summary', {
                    count: filled.length,
                    shown: count(filled.length),
                    ready: count(ready.length),
                  })}
          </p>
        </div>

        {added !== null ? (
          <Alert tone="success">
            <span>{t('cart.added', { count: added })}</span>{' '}
            <Link to={paths.cart()} className="font-semibold underline">
              {t('cart.goToCart')}
            </Link>
          </Alert>
        ) : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}

        <div
          className="hidden text-xs font-semibold tracking-wide text-slate-600 uppercase sm:grid sm:grid-cols-[minmax(0,13rem)_7rem_minmax(0,1fr)_auto] sm:gap-x-3 dark:text-slate-400"
          aria-hidden="true"
        >
          <span>{t('lines.partNumber')}</span>
          <span className="text-right">{t('lines.quantity')}</span>
          <span>{t('lines.product')}</span>
          <span className="w-10" />
        </div>
        <ol
          aria-label={t('lines.heading')}
          aria-busy={check.isPending || undefined}
          className="flex flex-col gap-3 sm:gap-0"
        >
          {rows.map((row, index) => (
            <LineRow
              key={row.id}
              code={code}
              row={row}
              number={index + 1}
              errors={errors[row.id]}
              dispatch={act}
            />
          ))}
        </ol>
        <div>
          <Button variant="secondary" onClick={addRow} disabled={full}>
            {t('lines.add')}
          </Button>
          {full ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('lines.full', { max: count(MAX_QUICK_ORDER_LINES) })}
            </p>
          ) : (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t('lines.enterHint')}
            </p>
          )}
        </div>

        {/* Stays in view down a long list: both actions, in two short rows on a phone. */}
        <div className="sticky bottom-0 z-10 -mx-3 flex flex-col gap-2 border-t border-slate-200 bg-white px-3 py-2 sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:rounded-lg sm:border sm:px-4 sm:py-3 dark:border-slate-700 dark:bg-slate-900">
          <div className="flex gap-2">
            <Button className="flex-1 sm:flex-none" onClick={checkLines} disabled={check.isPending}>
              {check.isPending ? t('actions.checking') : t('actions.check')}
            </Button>
            {toFix > 0 ? (
              <Button
                variant="secondary"
                className="flex-1 sm:flex-none"
                onClick={() => dispatch({ type: 'fixAll' })}
              >
                {t('actions.fixAll', { count: toFix })}
              </Button>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {ready.length > 0 ? (
              <RequestQuoteButton
                lines={quoteLinesOf(
                  ready.map((row) => ({
                    product: row.checked.product,
                    quantity: row.checked.quantity,
                  })),
                )}
                source="quickOrder"
                quotePath={paths.quote}
              />
            ) : null}
            {ready.length > 0 ? (
              <p className="flex-1 text-sm sm:flex-none">
                {t('actions.readyTotal', { total: formatMoney(readyTotalCents(rows) / 100) })}
              </p>
            ) : null}
            <Button
              className="flex-1 sm:flex-none"
              onClick={addToCart}
              disabled={ready.length === 0}
            >
              {ready.length === 0
                ? t('actions.addNone')
                : t('actions.addToCart', { count: ready.length })}
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
