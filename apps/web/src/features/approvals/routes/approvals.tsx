import { useState } from 'react';
import { declineOrderRequest, DECLINE_COMMENT_MAX } from '@portal/contract';
import { CommentModal } from '@/entities/admin/comment-modal.tsx';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useApprovalInbox, useDecideOrder } from '../api/approvals.ts';
import { WaitingOrderCard } from '../components/waiting-order-card.tsx';

/**
 * /approvals: the orders of the approver's company that wait for them, oldest first, with why
 * each waits; approve at once, or decline with a reason (decision 033). Another approver may
 * decide first: the server then answers that the order no longer waits, and the list refreshes.
 */
export function ApprovalsRoute() {
  const { t } = useTranslation('orders');
  const code = useSession().manufacturer?.code ?? '';
  const inbox = useApprovalInbox(code);
  const decide = useDecideOrder(code);
  const toast = useToast();
  const [declining, setDeclining] = useState<number | null>(null);
  const declined = inbox.data?.data.find((order) => order.id === declining);

  const approve = (orderId: number, number: number) =>
    decide.mutate(
      { orderId, decision: 'approve' },
      {
        onSuccess: () => toast.success(t('approvals.approved', { number })),
        onError: (error) => toast.error(errorMessage(error, t('approvals.failed'))),
      },
    );
  const decline = (comment: string, failed: (error: unknown) => void) => {
    if (!declined) return;
    decide.mutate(
      { orderId: declined.id, decision: 'decline', comment },
      {
        onSuccess: () => {
          setDeclining(null);
          toast.success(t('approvals.declined', { number: declined.sale_no }));
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('approvals.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('approvals.intro')}</p>
      {inbox.isPending ? (
        <Loading label={t('approvals.loading')} />
      ) : inbox.isError ? (
        <Alert tone="error">{t('approvals.loadError')}</Alert>
      ) : inbox.data.data.length === 0 ? (
        <p className="py-10 text-center text-slate-600 dark:text-slate-400">
          {t('approvals.empty')}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          {inbox.data.data.map((order) => (
            <WaitingOrderCard
              key={order.id}
              order={order}
              busy={decide.isPending}
              onApprove={() => approve(order.id, order.sale_no)}
              onDecline={() => {
                decide.reset();
                setDeclining(order.id);
              }}
            />
          ))}
        </div>
      )}
      <CommentModal
        open={declined !== undefined}
        title={declined ? t('approvals.declineTitle', { number: declined.sale_no }) : ''}
        message={t('approvals.declineMessage')}
        commentLabel={t('approvals.declineReason')}
        field="comment"
        rules={declineOrderRequest}
        confirmLabel={t('approvals.decline')}
        pending={decide.isPending}
        maxLength={DECLINE_COMMENT_MAX}
        danger
        onConfirm={decline}
        onCancel={() => setDeclining(null)}
      />
    </div>
  );
}
