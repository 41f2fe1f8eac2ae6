import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import {
  isManufacturersOrder,
  nextOrderStatuses,
  type AdminOrderDetail,
  type ManufacturerOrderStatus,
} from '@portal/contract';
import { CommentModal } from '@/entities/admin/comment-modal.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useChangeOrderStatus } from '../api/admin-orders.ts';

/**
 * The moves the order may make from where it stands (rules/order-status.ts: draft -> pending ->
 * processed, or canceled before it is done), each confirmed in a dialog with an optional comment.
 */
export function StatusActions({ code, order }: { code: string; order: AdminOrderDetail }) {
  const { t } = useTranslation(['admin-orders', 'orders', 'server']);
  const toast = useToast();
  const change = useChangeOrderStatus(code, order.id);
  const [target, setTarget] = useState<ManufacturerOrderStatus | null>(null);
  const moves = nextOrderStatuses(order.status);

  if (!isManufacturersOrder(order.status)) {
    // Waiting for, declined or withdrawn by its customer's approver (decision 033): not ours.
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(`actions.customerSide.${order.status}`)}
      </p>
    );
  }
  if (moves.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('actions.final', { status: t(`server:orderStatus.staff.${order.status}`) })}
      </p>
    );
  }
  const open = (status: ManufacturerOrderStatus) => {
    change.reset();
    setTarget(status);
  };
  const confirm = (comment: string, failed: (error: unknown) => void) => {
    if (!target) return;
    change.mutate(
      { status: target, comment },
      {
        onSuccess: (answer) => {
          setTarget(null);
          toast.success(
            t('actions.done', {
              number: answer.data.sale_no,
              status: t(`server:orderStatus.staff.${answer.data.status}`),
            }),
          );
        },
        onError: failed,
      },
    );
  };
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((status) => (
        <Button
          key={status}
          variant={status === 'canceled' ? 'danger' : 'primary'}
          onClick={() => open(status)}
        >
          {t(`actions.to.${status}`)}
        </Button>
      ))}
      <CommentModal
        open={target !== null}
        title={target ? t(`actions.title.${target}`, { number: order.sale_no }) : ''}
        message={target ? t(`actions.message.${target}`) : ''}
        commentLabel={t('actions.comment')}
        confirmLabel={target ? t(`actions.to.${target}`) : ''}
        danger={target === 'canceled'}
        field="comment"
        pending={change.isPending}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}
