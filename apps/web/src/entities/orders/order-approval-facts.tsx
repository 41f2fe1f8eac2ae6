import type { OrderDetail } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDateTime } from '@/shared/lib/format.ts';
import { ApprovalReasons } from './approval-reasons.tsx';

/**
 * Who placed the order, and how it went through its company's approval: why it waited, who
 * approved or declined it and when, and a decline's reason (decision 033).
 */
export function OrderApprovalFacts({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const { approval } = order;
  const placer = order.placed_by?.name ?? t('approvals.someone');
  return (
    <section
      aria-labelledby="order-approval-title"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="order-approval-title" className="text-base font-semibold">
        {t('approvals.detailTitle')}
      </h2>
      <p>{t('approvals.placedByName', { name: placer })}</p>
      {approval ? (
        <>
          <p className="font-medium">{t('approvals.whyWaited')}</p>
          <ApprovalReasons reasons={approval.reasons} />
          {approval.decided_by && approval.decided_at ? (
            <p>
              {t(order.status === 'declined' ? 'approvals.declinedBy' : 'approvals.approvedBy', {
                name: approval.decided_by.name,
                date: formatDateTime(approval.decided_at, i18n.language),
              })}
            </p>
          ) : null}
          {approval.comment ? (
            <p>{t('approvals.declineComment', { comment: approval.comment })}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
