import type { ApprovalRuleView } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { nameOf, type RuleChoices } from './rule-choices.ts';

export type RuleAction = 'edit' | 'delete';

interface ApprovalRulesTableProps {
  /** Whose rules, as the table is named: "Your company's approval rules". */
  caption: string;
  rules: readonly ApprovalRuleView[];
  /** The rule whose deletion is on its way: its buttons wait. */
  busyId: number | null;
  /** Names of the categories, addresses and colleagues rules name. */
  choices: RuleChoices;
  onAction: (action: RuleAction, rule: ApprovalRuleView) => void;
}

type RuleFacts = Pick<ApprovalRuleView, 'condition' | 'threshold' | 'category_id' | 'address_id'>;

/**
 * "Order total above $5,000.00", "More than 10 lines", "A line from Tools › Spanners" or "Shipped
 * to 2 Dock Road, Halifax": what a rule looks at.
 */
export function useRuleCondition(choices: RuleChoices) {
  const { t } = useTranslation('company');
  const formatMoney = useFormatMoney();
  const gone = t('rules.unknownTarget');
  return (rule: RuleFacts) => {
    switch (rule.condition) {
      case 'total_above':
        return t('rules.totalAbove', { amount: formatMoney(rule.threshold) });
      case 'lines_above':
        return t('rules.linesAbove', { count: rule.threshold });
      case 'category':
        return t('rules.category', { name: nameOf(choices.categories, rule.category_id) ?? gone });
      case 'ship_to':
        return t('rules.shipTo', {
          address: nameOf(choices.addresses, rule.address_id) ?? gone,
        });
    }
  };
}

/**
 * One row per approval rule (a card on a phone, decision 026): what it looks at, whose orders it
 * holds, who approves them.
 */
export function ApprovalRulesTable({
  caption,
  rules,
  busyId,
  choices,
  onAction,
}: ApprovalRulesTableProps) {
  const { t } = useTranslation('company');
  const condition = useRuleCondition(choices);
  const approvers = (rule: ApprovalRuleView) =>
    rule.approver_user_ids.length > 0
      ? t('rules.named', {
          names: rule.approver_user_ids
            .map((id) => nameOf(choices.approvers, id) ?? t('rules.unknownTarget'))
            .join(', '),
        })
      : t(`rules.approvers.${rule.approver_role}`);
  return (
    <ResponsiveTable
      caption={caption}
      columns={[
        t('rules.condition'),
        t('rules.appliesTo'),
        t('rules.approver'),
        t('rules.actions'),
      ]}
    >
      {rules.map((rule) => (
        <tr key={rule.id}>
          <td className={`${cellClasses} font-medium`}>{condition(rule)}</td>
          <td className={cellClasses}>
            {rule.applies_to.map((role) => t(`roles.${role}`)).join(', ')}
          </td>
          <td className={cellClasses}>{approvers(rule)}</td>
          <td className={cellClasses}>
            <div className="flex gap-2 whitespace-nowrap">
              {(['edit', 'delete'] as const).map((action) => (
                <Button
                  key={action}
                  variant={action === 'delete' ? 'quietDanger' : 'secondary'}
                  className="px-3 py-1.5"
                  disabled={busyId === rule.id}
                  onClick={() => onAction(action, rule)}
                  aria-label={t(`rules.${action}Of`, { rule: condition(rule) })}
                >
                  {t(`rules.${action}`)}
                </Button>
              ))}
            </div>
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
