import type { SavedListLine } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Badge } from '@/shared/ui/badge.tsx';
import { lineName, type LineActions } from '../hooks/use-line-actions.ts';
import { problemText } from '../lib/problem-text.ts';

/**
 * What keeps a line out of the cart (the server's check: product gone, below the minimum, over
 * the maximum, off the step), each with its one-click fix where there is one; out of stock is
 * only flagged, as on the cart.
 */
export function LineProblems({ line, actions }: { line: SavedListLine; actions: LineActions }) {
  const { t } = useTranslation(['saved-lists', 'server']);
  if (line.problems.length === 0 && !line.out_of_stock) return null;
  return (
    <div className="flex flex-col items-start gap-1">
      {line.out_of_stock ? <Badge tone="warning">{t('detail.outOfStock')}</Badge> : null}
      {line.problems.map(({ fix, ...problem }) => (
        <p
          key={`${problem.key}-${fix?.quantity ?? ''}`}
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-red-700 dark:text-red-300"
        >
          <span>{problemText(t, { ...problem, fix })}</span>
          {fix ? (
            <button
              type="button"
              disabled={actions.busy}
              onClick={() => actions.setQuantity(line, fix.quantity)}
              aria-label={t('detail.fixFor', { qty: fix.quantity, name: lineName(line) })}
              className="rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {t('detail.fix', { qty: fix.quantity })}
            </button>
          ) : null}
        </p>
      ))}
    </div>
  );
}
