import type { ApprovalReason } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';

/** Why an order waits, one sentence per reason (a requester placed it, a rule held it). */
export function ApprovalReasons({ reasons }: { reasons: readonly ApprovalReason[] }) {
  const { t } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  return (
    <ul className="list-disc ps-5 text-sm text-slate-700 dark:text-slate-300">
      {reasons.map((reason, index) => (
        <li key={index}>
          {reason.kind === 'requester'
            ? t('approvals.reason.requester')
            : reason.kind === 'total_above'
              ? t('approvals.reason.totalAbove', { amount: formatMoney(reason.threshold) })
              : t('approvals.reason.linesAbove', { count: reason.threshold })}
        </li>
      ))}
    </ul>
  );
}
