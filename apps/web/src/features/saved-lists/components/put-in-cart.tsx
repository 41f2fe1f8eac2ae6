import { useState } from 'react';
import { Link } from 'react-router';
import type { SavedListLine } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Button } from '@/shared/ui/button.tsx';
import { lineName } from '../hooks/use-line-actions.ts';
import { planPutInCart, type PutInCartPlan } from '../lib/put-in-cart.ts';
import { problemText } from '../lib/problem-text.ts';

interface PutInCartProps {
  lines: readonly SavedListLine[];
  chosen: ReadonlySet<number>;
}

/**
 * The whole list, or the chosen lines, into the cart (issue 12): the lines without problems go
 * (added to what the cart holds, by its rules); the report says how many, and names each line
 * left on the list with its reasons.
 */
export function PutInCart({ lines, chosen }: PutInCartProps) {
  const { t } = useTranslation(['saved-lists', 'server']);
  // The report speaks of the lines as they were: a change to the list (a fix) ends it.
  const [made, setMade] = useState<{ plan: PutInCartPlan; of: readonly SavedListLine[] } | null>(
    null,
  );
  const report = made?.of === lines ? made.plan : null;
  const chosenLines = lines.filter((line) => chosen.has(line.id));

  const put = (which: readonly SavedListLine[]) => {
    const plan = planPutInCart(which);
    cartStore.addMany(
      plan.additions.map(({ line, product }) => ({
        product,
        quantity: line.quantity,
        comment: line.comment,
      })),
    );
    setMade({ plan, of: lines });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={() => put(lines)} disabled={lines.length === 0}>
          {t('detail.addAll')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => put(chosenLines)}
          disabled={chosenLines.length === 0}
        >
          {chosenLines.length > 0
            ? t('detail.addChosen', { count: chosenLines.length })
            : t('detail.addChosenNone')}
        </Button>
      </div>
      {/* A polite region, always there, so that each report is read out once it changes. */}
      <div aria-live="polite" aria-atomic="true">
        {report ? (
          <div
            className={`flex flex-col gap-2 rounded-md border px-4 py-3 text-sm ${
              report.left.length > 0
                ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100'
                : 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200'
            }`}
          >
            <p className="font-medium">
              {report.additions.length > 0
                ? t('detail.added', { count: report.additions.length })
                : t('detail.noneAdded')}
            </p>
            {report.left.length > 0 ? (
              <>
                <p>{t('detail.leftOut', { count: report.left.length })}</p>
                <ul className="flex list-disc flex-col gap-1 pl-5">
                  {report.left.map(({ line, problems }) => (
                    <li key={line.id}>
                      <span className="font-medium">
                        {line.part_number} {lineName(line)}:
                      </span>{' '}
                      {problems.length > 0
                        ? problems.map((problem) => problemText(t, problem)).join(' ')
                        : t('detail.unavailable')}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {report.additions.length > 0 ? (
              <Link
                to={paths.cart()}
                className="self-start font-medium text-blue-800 underline dark:text-sky-300"
              >
                {t('detail.goToCart')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
