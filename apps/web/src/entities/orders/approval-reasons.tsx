import type { ApprovalReason } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';

/**
 * Why an order waits, one sentence per reason (a requester placed it, a rule held it, it passes
 * its placer's spending limit).
 */
export function ApprovalReasons({ reasons }: { reasons: readonly ApprovalReason[] }) {
  const { t } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const reasonText = (reason: ApprovalReason) => {
    switch (reason.kind) {
      case 'requester':
        return t('approvals.reason.requester');
      case 'total_above':
        return t('approvals.reason.totalAbove', { amount: formatMoney(reason.threshold) });
      case 'lines_above':
        return t('approvals.reason.linesAbove', { count: reason.threshold });
      case 'category':
        return t('approvals.reason.category');
      case 'ship_to':
        return t('approvals.reason.shipTo');
      case 'over_limit':
        return t('approvals.reason.overLimit', { amount: formatMoney(reason.limit) });
    }
  };
  return (
    <ul className="list-disc ps-5 text-sm text-slate-700 dark:text-slate-300">
      {reasons.map((reason, index) => (
        <li key={index}>{reasonText(reason)}</li>
      ))}
    </ul>
  );
}
