import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { CardSection } from '@/shared/ui/card-section.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useCustomerApprovalRules } from '../api/customers.ts';

/**
 * The customer's approval rules as its administrator set them (decision 033), read-only: an
 * order a rule matches waits in the customer's company before it reaches the console.
 */
export function CustomerApprovalRules({ code, customerId }: { code: string; customerId: number }) {
  const { t } = useTranslation('admin-accounts');
  const formatMoney = useFormatMoney();
  const rules = useCustomerApprovalRules(code, customerId);
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
              <span className="font-medium">
                {rule.condition === 'total_above'
                  ? t('customer.ruleTotalAbove', { amount: formatMoney(rule.threshold) })
                  : t('customer.ruleLinesAbove', { count: rule.threshold })}
              </span>{' '}
              <span className="text-slate-600 dark:text-slate-400">
                {t('customer.ruleWho', {
                  roles: rule.applies_to
                    .map((role) => t(`customer.companyRoles.${role}`))
                    .join(', '),
                  approver: t(`customer.ruleApprovers.${rule.approver_role}`),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
