import { useState } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ApprovalRuleView } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { CardSection } from '@/shared/ui/card-section.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { ApprovalRuleDialog, type RuleSaver } from './approval-rule-dialog.tsx';
import { ApprovalRulesTable, useRuleCondition, type RuleAction } from './approval-rules-table.tsx';
import type { RuleChoices } from './rule-choices.ts';

/** What the section says in the words of who edits: "your company" or "this customer". */
export interface RulesSectionTexts {
  title: string;
  intro: string;
  tableLabel: string;
  loading: string;
  loadError: string;
  empty: string;
  noApprovers: string;
}

/** Deletes a rule by its id. */
export type RuleRemover = Pick<
  UseMutationResult<unknown, Error, number>,
  'mutate' | 'isPending' | 'variables'
>;

interface ApprovalRulesSectionProps {
  rules: UseQueryResult<readonly ApprovalRuleView[], Error>;
  choices: RuleChoices;
  save: RuleSaver;
  remove: RuleRemover;
  texts: RulesSectionTexts;
}

/**
 * A customer's approval rules (decisions 033 and 042): an order a rule matches waits for an
 * approver of the customer before the manufacturer sees it. Listed, added, changed and deleted
 * here, by the customer's administrator (Company area) or the manufacturer (console), each
 * through its own endpoints.
 */
export function ApprovalRulesSection({
  rules,
  choices,
  save,
  remove,
  texts,
}: ApprovalRulesSectionProps) {
  const { t } = useTranslation('company');
  const condition = useRuleCondition(choices);
  const toast = useToast();
  // The rule being edited; 'new' adds one.
  const [editing, setEditing] = useState<ApprovalRuleView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ApprovalRuleView | null>(null);
  const onAction = (action: RuleAction, rule: ApprovalRuleView) =>
    action === 'edit' ? setEditing(rule) : setDeleting(rule);

  return (
    <CardSection
      title={texts.title}
      description={texts.intro}
      action={
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setEditing('new')}>
          {t('rules.add')}
        </Button>
      }
    >
      {rules.isPending ? (
        <Loading label={texts.loading} />
      ) : rules.isError ? (
        <Alert tone="error">{texts.loadError}</Alert>
      ) : rules.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{texts.empty}</p>
      ) : (
        <ApprovalRulesTable
          caption={texts.tableLabel}
          rules={rules.data}
          busyId={remove.isPending ? (remove.variables ?? null) : null}
          choices={choices}
          onAction={onAction}
        />
      )}
      {editing ? (
        <ApprovalRuleDialog
          rule={editing === 'new' ? null : editing}
          choices={choices}
          noApprovers={texts.noApprovers}
          save={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmModal
        open={deleting !== null}
        danger
        title={t('rules.deleteTitle')}
        message={t('rules.deleteMessage', { rule: deleting ? condition(deleting) : '' })}
        confirmLabel={t('rules.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const rule = deleting;
          setDeleting(null);
          if (!rule) return;
          remove.mutate(rule.id, {
            onSuccess: () => toast.success(t('rules.deleted')),
            onError: () => toast.error(t('rules.actionFailed')),
          });
        }}
      />
    </CardSection>
  );
}
