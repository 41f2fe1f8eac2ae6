// From the rules' own modules, not the contract's index: checkout loads this before its first paint,
// and the first-screen chunks follow imports only past the index (build/first-screen-chunks.ts).
import type { SpendingLimitResponse } from '@portal/contract';
import { approvalReasons, approverRoleFor } from '@portal/contract/rules/order-approval';
import { spendingVerdict } from '@portal/contract/rules/spending-limit';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { useCompanyRole, useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { asApprovalRule, useApprovalInputs } from './approval-inputs-api.ts';
import { ApprovalReasons } from './approval-reasons.tsx';

interface ApprovalNoticeProps {
  /** The order about to be placed: the cart's total and number of lines. */
  total: number;
  lines: number;
}

/** The member's limit as the contract's spending-limit module reads it. */
const spendingState = (limit: NonNullable<SpendingLimitResponse['data']>) => ({
  limit: limit.limit,
  period: limit.period,
  spent: limit.spent,
  spentSince: limit.period_start,
});

/**
 * In the cart and at checkout, before the order is placed (issue 29 points 4 and 6, decision
 * 033): what is left of the member's spending limit ("$1,240.00 of $2,000.00 left this month"),
 * that this order would pass it (the server refuses it, or sends it for approval when the limit
 * says so, decision 042), and whether it will wait for a
 * colleague's approval, why and for whom. The contract's rules decide, as the server's do; the
 * server decides again when the order is placed.
 */
export function ApprovalNotice({ total, lines }: ApprovalNoticeProps) {
  const { t } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const role = useCompanyRole();
  const session = useSession();
  const code = session.manufacturer?.code ?? '';
  const company = session.manufacturer?.name ?? '';
  const { rules, spending } = useApprovalInputs(code, role !== null);
  // The day the limit's period is judged on, read once, not at every render (React's purity rule).
  const [today] = useState(() => new Date());
  if (role === null) return null;
  const member = { memberId: 0, customerId: 0, role, seesAllOrders: false, active: true };
  const ruled = (rules ?? []).map(asApprovalRule);
  const reasons = lines > 0 ? approvalReasons(member, { total, lines }, ruled) : [];
  // Over the limit: refused, or (when the administrator chose so) waiting for an approver.
  const verdict =
    spending != null && lines > 0
      ? spendingVerdict(spendingState(spending), spending.over_limit, total, today)
      : 'fits';
  const overLimit = verdict === 'refused';
  if (verdict === 'needs_approval' && spending) {
    reasons.push({ kind: 'over_limit', limit: spending.limit });
  }
  return (
    <>
      {spending ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t(`approvals.spendingLeft.${spending.period}`, {
            left: formatMoney(spending.left),
            limit: formatMoney(spending.limit),
          })}
        </p>
      ) : null}
      {overLimit ? <Alert tone="error">{t('approvals.overSpendingLimit')}</Alert> : null}
      {reasons.length > 0 && !overLimit ? (
        <Alert tone="info">
          <p>
            {t(
              approverRoleFor(reasons, ruled) === 'customer_admin'
                ? 'approvals.waitsForAdministrator'
                : 'approvals.checkoutNotice',
              { company },
            )}
          </p>
          <ApprovalReasons reasons={reasons} />
        </Alert>
      ) : null}
    </>
  );
}
