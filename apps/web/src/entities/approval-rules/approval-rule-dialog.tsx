import type { UseMutationResult } from '@tanstack/react-query';
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
import type { RuleChoices } from './rule-choices.ts';

/** One rule written: a null id adds it. */
export interface RuleWrite {
  ruleId: number | null;
  body: ApprovalRuleRequest;
}

/**
 * Saves a rule where its owner keeps it: the customer administrator's own company, or a customer
 * of the console's (decision 042). Both answer the same rule.
 */
export type RuleSaver = Pick<UseMutationResult<unknown, Error, RuleWrite>, 'mutate' | 'isPending'>;

interface ApprovalRuleDialogProps {
  /** The rule changed; null adds one. */
  rule: ApprovalRuleView | null;
  /** The categories, addresses and approvers a rule may name. */
  choices: RuleChoices;
  /** Said when there is no colleague to name, in the words of who edits. */
  noApprovers: string;
  save: RuleSaver;
  onClose: () => void;
}

interface RuleValues {
  condition: ApprovalCondition;
  /** As typed: an amount or a number of lines. */
  threshold: string;
  applies_to: RuledRole[];
  approver_role: ApproverRole;
  /** The chosen category or address, as its select holds it ('' none). */
  category_id: string;
  address_id: string;
  approver_user_ids: number[];
}

const conditionOf = (value: string): ApprovalCondition =>
  APPROVAL_CONDITIONS.find((condition) => condition === value) ?? 'total_above';
const approverOf = (value: string): ApproverRole =>
  APPROVER_ROLES.find((role) => role === value) ?? 'approver';

const idOf = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * Adds or changes one approval rule of a customer (issue 29 point 3, decisions 033 and 042):
 * what it looks at (the order's total above an amount, more than a number of lines, a line from a
 * category, a ship-to address), whose orders it holds, and who may approve them (a role, or
 * named colleagues). The contract's schema checks it here as the server will. The Company area
 * and the console's customer page both use it, each with its own endpoints (`save`, `choices`).
 */
export function ApprovalRuleDialog({
  rule,
  choices,
  noApprovers,
  save,
  onClose,
}: ApprovalRuleDialogProps) {
  const { t } = useTranslation('company');
  const toast = useToast();
  const form = useSchemaForm(
    approvalRuleRequest,
    (): RuleValues => ({
      condition: rule?.condition ?? 'total_above',
      threshold: rule ? String(rule.threshold) : '',
      applies_to: rule ? [...rule.applies_to] : ['buyer'],
      approver_role: rule?.approver_role ?? 'approver',
      category_id: rule?.category_id ? String(rule.category_id) : '',
      address_id: rule?.address_id ? String(rule.address_id) : '',
      approver_user_ids: rule ? [...rule.approver_user_ids] : [],
    }),
    {
      body: (values): ApprovalRuleRequest => {
        const measured = values.condition === 'total_above' || values.condition === 'lines_above';
        return {
          condition: values.condition,
          // An empty or unreadable entry is sent as NaN, which the schema names as the field's
          // error; a category or an address has no threshold.
          threshold: !measured
            ? 0
            : values.threshold.trim() === ''
              ? Number.NaN
              : Number(values.threshold),
          applies_to: RULED_ROLES.filter((role) => values.applies_to.includes(role)),
          approver_role: values.approver_role,
          category_id: values.condition === 'category' ? idOf(values.category_id) : null,
          address_id: values.condition === 'ship_to' ? idOf(values.address_id) : null,
          approver_user_ids: values.approver_user_ids,
        };
      },
    },
  );
  const toggleApprover = (id: number, on: boolean) =>
    form.edit(
      'approver_user_ids',
      on
        ? [...form.values.approver_user_ids, id]
        : form.values.approver_user_ids.filter((other) => other !== id),
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
      {form.values.condition === 'category' ? (
        <SelectField
          label={t('ruleDialog.category')}
          required
          value={form.values.category_id}
          onChange={(event) => form.edit('category_id', event.target.value)}
          error={form.errors.category_id}
        >
          <option value="">{t('ruleDialog.chooseCategory')}</option>
          {choices.categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </SelectField>
      ) : form.values.condition === 'ship_to' ? (
        <SelectField
          label={t('ruleDialog.address')}
          required
          value={form.values.address_id}
          onChange={(event) => form.edit('address_id', event.target.value)}
          error={form.errors.address_id}
        >
          <option value="">{t('ruleDialog.chooseAddress')}</option>
          {choices.addresses.map((address) => (
            <option key={address.id} value={String(address.id)}>
              {address.name}
            </option>
          ))}
        </SelectField>
      ) : (
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
      )}
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
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{t('ruleDialog.namedApprovers')}</legend>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {choices.approvers.length > 0 ? t('ruleDialog.namedApproversNote') : noApprovers}
        </p>
        {choices.approvers.map((approver) => (
          <CheckboxField
            key={approver.id}
            name="approver_user_ids"
            label={approver.name}
            checked={form.values.approver_user_ids.includes(approver.id)}
            onChange={(event) => toggleApprover(approver.id, event.target.checked)}
          />
        ))}
        {form.errors.approver_user_ids ? (
          <p className="text-sm text-red-700 dark:text-red-400" role="alert">
            {form.errors.approver_user_ids}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
