import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { CardSection } from '@/shared/ui/card-section.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import type { AdminCustomer, ApprovalRuleView } from '@portal/contract';
import { useCustomerApprovalRules } from '../api/customers.ts';

/**
 * The customer's approval rules as its administrator set them (decisions 033 and 042), read
 * here: an order a rule matches waits in the customer's company before it reaches the console.
 * A rule on an address names it, and named approvers are named, from the customer's own page.
 */
export function CustomerApprovalRules({
  code,
  customer,
}: {
  code: string;
  customer: Pick<AdminCustomer, 'id' | 'addresses' | 'members'>;
}) {
  const { t } = useTranslation('admin-accounts');
  const formatMoney = useFormatMoney();
  const rules = useCustomerApprovalRules(code, customer.id);
  const condition = (rule: ApprovalRuleView) => {
    switch (rule.condition) {
      case 'total_above':
        return t('customer.ruleTotalAbove', { amount: formatMoney(rule.threshold) });
      case 'lines_above':
        return t('customer.ruleLinesAbove', { count: rule.threshold });
      case 'category':
        return t('customer.ruleCategory', { id: rule.category_id ?? 0 });
      case 'ship_to': {
        const address = customer.addresses.find((item) => item.id === rule.address_id);
        return t('customer.ruleShipTo', {
          address: address ? [address.address, address.city].join(', ') : '—',
        });
      }
    }
  };
  const approver = (rule: ApprovalRuleView) =>
    rule.approver_user_ids.length > 0
      ? rule.approver_user_ids
          .map((id) => customer.members.find((member) => member.user_id === id)?.name ?? '—')
          .join(', ')
      : t(`customer.ruleApprovers.${rule.approver_role}`);
  return (
    <CardSection title={t('customer.approvalRules')} description={t('customer.approvalRulesIntro')}>
      {rules.isPending ? (
        <Loading label={t('customer.approvalRulesLoading')} />
      ) : rules.isError ? (
        <Alert tone="error">{t('customer.approvalRulesError')}</Alert>
      ) : rules.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('customer.noApprovalRules')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {rules.data.map((rule) => (
            <li key={rule.id}>
              <span className="font-medium">{condition(rule)}</span>{' '}
              <span className="text-slate-600 dark:text-slate-400">
                {t('customer.ruleWho', {
                  roles: rule.applies_to
                    .map((role) => t(`customer.companyRoles.${role}`))
                    .join(', '),
                  approver: approver(rule),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
