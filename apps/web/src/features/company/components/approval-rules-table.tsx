import type { ApprovalRuleView } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';

export type RuleAction = 'edit' | 'delete';

interface ApprovalRulesTableProps {
  rules: readonly ApprovalRuleView[];
  /** The rule whose deletion is on its way: its buttons wait. */
  busyId: number | null;
  onAction: (action: RuleAction, rule: ApprovalRuleView) => void;
}

/** "Order total above $5,000.00" or "More than 10 lines": what a rule looks at. */
export function useRuleCondition() {
  const { t } = useTranslation('company');
  const formatMoney = useFormatMoney();
  return (rule: Pick<ApprovalRuleView, 'condition' | 'threshold'>) =>
    rule.condition === 'total_above'
      ? t('rules.totalAbove', { amount: formatMoney(rule.threshold) })
      : t('rules.linesAbove', { count: rule.threshold });
}

/**
 * One row per approval rule (a card on a phone, decision 026): what it looks at, whose orders it
 * holds, who approves them.
 */
export function ApprovalRulesTable({ rules, busyId, onAction }: ApprovalRulesTableProps) {
  const { t } = useTranslation('company');
  const condition = useRuleCondition();
  return (
    <ResponsiveTable
      caption={t('rules.tableLabel')}
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
          <td className={cellClasses}>{t(`rules.approvers.${rule.approver_role}`)}</td>
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
