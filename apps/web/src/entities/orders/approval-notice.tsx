import { alwaysNeedsApprovalRole } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useCompanyRole, useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';

/**
 * At checkout: tells a requester that their order goes to an approver of their company before
 * the supplier receives it (the server places it waiting; decision 033). Nothing for others.
 */
export function ApprovalNotice() {
  const { t } = useTranslation('orders');
  const role = useCompanyRole();
  const company = useSession().manufacturer?.name ?? '';
  if (role === null || !alwaysNeedsApprovalRole(role)) return null;
  return <Alert tone="info">{t('approvals.checkoutNotice', { company })}</Alert>;
}
