import type { AdminCustomer } from '@portal/contract';
import { adminCategoryTree, useAdminCategories } from '@/entities/admin/admin-categories.ts';
import { ApprovalRulesSection } from '@/entities/approval-rules/approval-rules-section.tsx';
import { ruleChoices } from '@/entities/approval-rules/rule-choices.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import {
  useCustomerApprovalRules,
  useDeleteCustomerApprovalRule,
  useSaveCustomerApprovalRule,
} from '../api/customers.ts';

/**
 * The customer's approval rules (decisions 033 and 042), kept here by the manufacturer as the
 * customer's administrator keeps them in the Company area, with the same form: an order a rule
 * matches waits in the customer's company before it reaches the console. A rule names one of
 * the tenant's categories, one of the customer's shipping addresses, or its approvers, all read
 * from the console's own answers (the customer's page, the categories).
 */
export function CustomerApprovalRules({
  code,
  customer,
}: {
  code: string;
  customer: Pick<AdminCustomer, 'id' | 'addresses' | 'members'>;
}) {
  const { t } = useTranslation('admin-accounts');
  const categories = useAdminCategories(code);
  const choices = ruleChoices({
    categories: adminCategoryTree(categories.data ?? []),
    addresses: customer.addresses.filter((address) => address.type === 'S'),
    people: customer.members,
  });
  return (
    <ApprovalRulesSection
      rules={useCustomerApprovalRules(code, customer.id)}
      choices={choices}
      save={useSaveCustomerApprovalRule(code, customer.id)}
      remove={useDeleteCustomerApprovalRule(code, customer.id)}
      texts={{
        title: t('customer.approvalRules'),
        intro: t('customer.approvalRulesIntro'),
        tableLabel: t('customer.approvalRulesTable'),
        loading: t('customer.approvalRulesLoading'),
        loadError: t('customer.approvalRulesError'),
        empty: t('customer.noApprovalRules'),
        noApprovers: t('customer.noApprovers'),
      }}
    />
  );
}
