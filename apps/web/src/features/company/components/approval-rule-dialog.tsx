import {
  APPROVAL_CONDITIONS,
  APPROVER_ROLES,
  RULED_ROLES,
  approvalRuleRequest,
  type ApprovalCondition,
  type ApprovalRuleRequest,
  type ApprovalRuleView,
  type ApproverRole,
  type RuledRole,
} from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { CheckboxField } from '@/shared/ui/checkbox-field.tsx';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useSaveApprovalRule } from '../api/approval-rules.ts';

interface ApprovalRuleDialogProps {
  code: string;
  /** The rule changed; null adds one. */
  rule: ApprovalRuleView | null;
  onClose: () => void;
}

interface RuleValues {
  condition: ApprovalCondition;
  /** As typed: an amount or a number of lines. */
  threshold: string;
  applies_to: RuledRole[];
  approver_role: ApproverRole;
}

const conditionOf = (value: string): ApprovalCondition =>
  APPROVAL_CONDITIONS.find((condition) => condition === value) ?? 'total_above';
const approverOf = (value: string): ApproverRole =>
  APPROVER_ROLES.find((role) => role === value) ?? 'approver';

/**
 * Adds or changes one of the company's approval rules (issue 29 point 3): what it looks at (the
 * order's total above an amount, or more than a number of lines), whose orders it holds, and who
 * may approve them. The contract's schema checks it here as the server will.
 */
export function ApprovalRuleDialog({ code, rule, onClose }: ApprovalRuleDialogProps) {
  const { t } = useTranslation('company');
  const toast = useToast();
  const save = useSaveApprovalRule(code);
  const form = useSchemaForm(
    approvalRuleRequest,
    (): RuleValues => ({
      condition: rule?.condition ?? 'total_above',
      threshold: rule ? String(rule.threshold) : '',
      applies_to: rule ? [...rule.applies_to] : ['buyer'],
      approver_role: rule?.approver_role ?? 'approver',
    }),
    {
      body: (values): ApprovalRuleRequest => ({
        condition: values.condition,
        // An empty or unreadable entry is sent as NaN, which the schema names as the field's error.
        threshold: values.threshold.trim() === '' ? Number.NaN : Number(values.threshold),
        applies_to: RULED_ROLES.filter((role) => values.applies_to.includes(role)),
        approver_role: values.approver_role,
      }),
    },
  );
  const toggleRole = (role: RuledRole, on: boolean) =>
    form.edit(
      'applies_to',
      on ? [...form.values.applies_to, role] : form.values.applies_to.filter((r) => r !== role),
    );

  const send = (body: ApprovalRuleRequest) =>
    save.mutate(
      { ruleId: rule?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(t(rule ? 'ruleDialog.saved' : 'ruleDialog.added'));
          onClose();
        },
        onError: form.failed,
      },
    );

  return (
    <FormDialog
      title={t(rule ? 'ruleDialog.editTitle' : 'ruleDialog.addTitle')}
      intro={t('ruleDialog.intro')}
      submitLabel={t('ruleDialog.save')}
      pendingLabel={t('ruleDialog.saving')}
      pending={save.isPending}
      failure={form.failure}
      onSubmit={form.submit(send)}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <SelectField
        label={t('ruleDialog.condition')}
        value={form.values.condition}
        onChange={(event) => form.edit('condition', conditionOf(event.target.value))}
        error={form.errors.condition}
      >
        {APPROVAL_CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {t(`ruleDialog.conditions.${condition}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t(
          form.values.condition === 'total_above' ? 'ruleDialog.amount' : 'ruleDialog.lines',
        )}
        inputMode={form.values.condition === 'total_above' ? 'decimal' : 'numeric'}
        required
        value={form.values.threshold}
        onChange={(event) => form.edit('threshold', event.target.value)}
        error={form.errors.threshold}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{t('ruleDialog.appliesTo')}</legend>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('ruleDialog.requesterNote')}
        </p>
        {RULED_ROLES.map((role) => (
          <CheckboxField
            key={role}
            name="applies_to"
            label={t(`roles.${role}`)}
            checked={form.values.applies_to.includes(role)}
            onChange={(event) => toggleRole(role, event.target.checked)}
          />
        ))}
        {form.errors.applies_to ? (
          <p className="text-sm text-red-700 dark:text-red-400" role="alert">
            {form.errors.applies_to}
          </p>
        ) : null}
      </fieldset>
      <SelectField
        label={t('ruleDialog.approver')}
        value={form.values.approver_role}
        onChange={(event) => form.edit('approver_role', approverOf(event.target.value))}
        error={form.errors.approver_role}
      >
        {APPROVER_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`rules.approvers.${role}`)}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
