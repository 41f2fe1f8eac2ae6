import { useState } from 'react';
import { Link } from 'react-router';
import type { CheckedLine, Product } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useLineProblemText } from '@/entities/orders/line-problem.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { useReorder } from '../api/reorder.ts';

type GoodLine = CheckedLine & { product: Product };
const isGood = (line: CheckedLine): line is GoodLine =>
  line.product !== null && line.problems.length === 0;
/** The quantity that makes a line good, when every problem it has is a quantity with a fix. */
const fixOf = (line: CheckedLine) =>
  line.product !== null && line.problems.every((problem) => problem.fix !== null)
    ? (line.problems.at(-1)?.fix?.quantity ?? null)
    : null;

interface Outcome {
  added: number;
  left: CheckedLine[];
}

/**
 * 'Order again' (issue 12): the order's lines checked with today's products, prices and rules;
 * the good ones go to the cart at once, the others are listed with the reason (product gone,
 * below the minimum now), with the quantity that would do where there is one.
 */
export function OrderAgain({
  code,
  orderId,
  variant = 'primary',
}: {
  code: string;
  orderId: number;
  /** Secondary on an order still on its way: following it comes first, not ordering it again. */
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation('orders');
  const problemText = useLineProblemText();
  const reorder = useReorder(code, orderId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const orderAgain = () => {
    setOutcome(null);
    reorder.mutate(undefined, {
      onSuccess: ({ data }) => {
        const good = data.lines.filter(isGood);
        cartStore.addMany(good.map((line) => ({ product: line.product, quantity: line.quantity })));
        setOutcome({ added: good.length, left: data.lines.filter((line) => !isGood(line)) });
      },
    });
  };
  const addFixed = (line: CheckedLine, quantity: number) => {
    if (!line.product) return;
    cartStore.add(line.product, quantity);
    setOutcome((current) =>
      current
        ? { added: current.added + 1, left: current.left.filter((other) => other !== line) }
        : current,
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant={variant}
        className="self-start"
        onClick={orderAgain}
        disabled={reorder.isPending}
      >
        {reorder.isPending ? t('reorder.working') : t('reorder.button')}
      </Button>
      {reorder.isError ? (
        <Alert tone="error">{errorMessage(reorder.error, t('reorder.failed'))}</Alert>
      ) : null}
      {outcome ? (
        <Alert tone={outcome.added > 0 ? 'success' : 'error'} takesFocus>
          <p className="font-semibold">
            {outcome.added > 0 ? t('reorder.added', { count: outcome.added }) : t('reorder.none')}
          </p>
          {outcome.left.length > 0 ? (
            <>
              <p className="mt-2">{t('reorder.notAdded', { count: outcome.left.length })}</p>
              <ul className="mt-1 flex flex-col gap-2">
                {outcome.left.map((line, index) => {
                  const fix = fixOf(line);
                  return (
                    <li key={index} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span>
                        <span className="font-mono font-semibold">{line.part_number}</span>
                        {line.product ? ` ${line.product.description}` : ''}:{' '}
                        {line.problems.map((problem) => problemText(problem)).join(' ')}
                      </span>
                      {fix !== null ? (
                        <Button
                          variant="secondary"
                          className="px-2 py-1"
                          onClick={() => addFixed(line, fix)}
                        >
                          {t('reorder.addFixed', { quantity: fix, part: line.part_number })}
                        </Button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
          <Link to={paths.cart()} className="mt-2 inline-block font-semibold underline">
            {t('reorder.goToCart')}
          </Link>
        </Alert>
      ) : null}
    </div>
  );
}
