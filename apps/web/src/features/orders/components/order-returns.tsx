import { useState } from 'react';
import type { OrderDetail } from '@portal/contract';
import { holdsQuantity, returnActionsOf } from '@portal/contract/rules/return-states';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { ReturnCard } from '@/entities/returns/return-card.tsx';
import { buyerReturnPhoto, useOrderReturns, useWithdrawReturn } from '../api/returns.ts';
import { RequestReturnDialog } from './request-return-dialog.tsx';

/**
 * The order page's Returns (issue 31 point 4): "Request a return" once anything shipped, the
 * order's returns with their state, and "Withdraw" while one is requested.
 */
export function OrderReturns({ code, order }: { code: string; order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const returns = useOrderReturns(code, order.id);
  const withdraw = useWithdrawReturn(code, order.id);
  const [asking, setAsking] = useState(false);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const shipped = order.items.some((line) => line.shipped_qty > 0);
  if (!shipped && (returns.data?.data.length ?? 0) === 0) return null;

  const held = new Map<number, number>();
  for (const item of returns.data?.data ?? []) {
    if (!holdsQuantity(item.state)) continue;
    for (const line of item.lines) {
      held.set(line.order_line_id, (held.get(line.order_line_id) ?? 0) + line.quantity);
    }
  }
  const anyLeft = order.items.some((line) => line.shipped_qty - (held.get(line.id) ?? 0) > 0);

  return (
    <section aria-labelledby="order-returns-heading" className="flex flex-col gap-3">
      <h2 id="order-returns-heading" className="text-lg font-semibold">
        {t('returns.heading')}
      </h2>
      {shipped && returns.data && anyLeft ? (
        <div data-print="hide">
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('returns.request')}
          </Button>
        </div>
      ) : null}
      {returns.isPending ? (
        <Loading label={t('returns.loading')} />
      ) : returns.isError ? (
        <Alert tone="error">{t('returns.loadError')}</Alert>
      ) : returns.data.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('returns.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {returns.data.data.map((item) => (
            <ReturnCard
              key={item.id}
              value={item}
              photo={buyerReturnPhoto(code, item.id)}
              actions={
                returnActionsOf(item.state, 'buyer').includes('withdraw') ? (
                  <Button
                    variant="secondary"
                    disabled={withdraw.isPending}
                    onClick={() => setWithdrawing(item.id)}
                  >
                    {t('returns.withdraw')}
                  </Button>
                ) : null
              }
            />
          ))}
        </ul>
      )}
      {asking ? (
        <RequestReturnDialog
          code={code}
          order={order}
          held={held}
          onClose={() => setAsking(false)}
        />
      ) : null}
      <ConfirmModal
        open={withdrawing !== null}
        title={t('returns.withdrawTitle', { id: withdrawing ?? 0 })}
        message={t('returns.withdrawMessage')}
        confirmLabel={t('returns.withdraw')}
        danger
        onConfirm={() =>
          withdraw.mutate(withdrawing ?? 0, {
            onSuccess: () => {
              setWithdrawing(null);
              toast.success(t('returns.withdrawn'));
            },
            onError: (error) => {
              setWithdrawing(null);
              toast.error(errorMessage(error, t('returns.failed')));
            },
          })
        }
        onCancel={() => setWithdrawing(null)}
      />
    </section>
  );
}
