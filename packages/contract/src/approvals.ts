import { z } from 'zod';
import { withoutNul } from './admin/common.ts';
import { ORDER_STATUSES } from './order-fields.ts';
import { APPROVAL_CONDITIONS, APPROVER_ROLES, RULED_ROLES } from './rules/order-approval.ts';
import { idParam } from './common.ts';
import { OVER_LIMIT_CHOICES, SPENDING_PERIODS } from './rules/spending-limit.ts';

/**
 * Orders that wait for a colleague's approval (issue 29 point 3, decision 033): why each waits,
 * who decided it, and the approvers' inbox and decisions.
 */

export const DECLINE_COMMENT_MAX = 1000;

/** Why an order waits (order-approval.ts' ApprovalReason). */
export const approvalReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('requester') }),
  z.object({
    kind: z.enum(['total_above', 'lines_above']),
    rule_id: z.number().int(),
    threshold: z.number(),
  }),
  z.object({ kind: z.literal('category'), rule_id: z.number().int(), category_id: z.number() }),
  z.object({ kind: z.literal('ship_to'), rule_id: z.number().int(), address_id: z.number() }),
  z.object({ kind: z.literal('over_limit'), limit: z.number() }),
]);

/** A colleague as an order names them. */
export const colleagueRef = z.object({ id: z.number().int(), name: z.string() });
export type ColleagueRef = z.infer<typeof colleagueRef>;

/**
 * How an order went through approval; null for an order placed without one. `decided_by` is
 * the approver of an approved order (now draft or later) or the one who declined it.
 */
export const orderApproval = z.object({
  reasons: z.array(approvalReason),
  approver_role: z.enum(APPROVER_ROLES),
  /** The colleagues its rules name to decide it; null: anyone with the role. */
  approver_user_ids: z.array(z.number().int()).nullable(),
  decided_by: colleagueRef.nullable(),
  decided_at: z.string().nullable(),
  comment: z.string().nullable(),
});
export type OrderApproval = z.infer<typeof orderApproval>;

/** One order of the approvers' inbox. */
export const waitingOrder = z.object({
  id: z.number().int(),
  sale_no: z.number().int(),
  order_date: z.string(),
  placed_at: z.string(),
  total: z.number(),
  lines: z.number().int(),
  purchase_order: z.string().nullable(),
  placed_by: colleagueRef.nullable(),
  reasons: z.array(approvalReason),
  approver_role: z.enum(APPROVER_ROLES),
  approver_user_ids: z.array(z.number().int()).nullable(),
});
export type WaitingOrder = z.infer<typeof waitingOrder>;

/** The orders of the approver's company that they may decide, oldest first. */
export const approvalInbox = z.object({ data: z.array(waitingOrder) });
export type ApprovalInbox = z.infer<typeof approvalInbox>;

/** At most this many waiting orders are answered at once (the oldest). */
export const APPROVAL_INBOX_LIMIT = 100;

/** A decline says why, for the colleague who placed the order. */
export const declineOrderRequest = z.object({
  comment: z
    .string({ error: 'approvals.commentRequired' })
    .trim()
    .min(1, { error: 'approvals.commentRequired' })
    .max(DECLINE_COMMENT_MAX, { error: 'validation.tooLong' })
    .refine(withoutNul, { error: 'validation.invalidValue' }),
});
export type DeclineOrderRequest = z.input<typeof declineOrderRequest>;

/** What a decision answers: the order's new status. */
export const approvalDecisionResponse = z.object({
  data: z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES) }),
});
export type ApprovalDecisionResponse = z.infer<typeof approvalDecisionResponse>;

// Approval rules (issue 29 point 3): a customer's own data, kept by its administrator.

/** Rules one customer may keep: a handful is what purchasing policies need. */
export const MAX_APPROVAL_RULES = 20;
/** The largest threshold: an amount the order total column holds, or lines far above the cap. */
export const MAX_APPROVAL_THRESHOLD = 9_999_999_999.99;

export const approvalRuleParams = z.object({ code: z.string(), ruleId: idParam });
/** A customer's rule as the console names it. */
export const customerApprovalRuleParams = z.object({
  code: z.string(),
  id: idParam,
  ruleId: idParam,
});

/** Colleagues one rule may name to decide. */
export const MAX_NAMED_APPROVERS = 20;

const optionalId = (error: string) =>
  z
    .number({ error })
    .int({ error })
    .positive({ error })
    .max(2_147_483_647, { error })
    .nullable()
    .default(null);

/**
 * A rule as its administrator writes it: an amount with at most 2 decimals (total_above) or a
 * whole number of lines (lines_above), the roles whose orders it holds (at least one, each once),
 * and who may decide.
 */
export const approvalRuleRequest = z
  .object({
    condition: z.enum(APPROVAL_CONDITIONS, { error: 'approvals.invalidCondition' }),
    threshold: z
      .number({ error: 'approvals.invalidThreshold' })
      .min(0, { error: 'approvals.invalidThreshold' })
      .max(MAX_APPROVAL_THRESHOLD, { error: 'approvals.invalidThreshold' })
      // Cents at most: 0.1 + 0.2 is 0.30000000000000004, so compare with a tolerance.
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        error: 'approvals.invalidThreshold',
      }),
    applies_to: z
      .array(z.enum(RULED_ROLES, { error: 'approvals.invalidRole' }))
      .min(1, { error: 'approvals.rolesRequired' })
      .max(RULED_ROLES.length, { error: 'approvals.rolesRequired' })
      .refine((roles) => new Set(roles).size === roles.length, {
        error: 'approvals.rolesRepeated',
      }),
    approver_role: z.enum(APPROVER_ROLES, { error: 'approvals.invalidApproverRole' }),
    /** The chosen category (condition 'category'). */
    category_id: optionalId('approvals.categoryRequired'),
    /** The chosen ship-to address (condition 'ship_to'). */
    address_id: optionalId('approvals.addressRequired'),
    /** Colleagues who decide by name; empty: anyone with approver_role. */
    approver_user_ids: z
      .array(
        z
          .number({ error: 'approvals.invalidApprover' })
          .int({ error: 'approvals.invalidApprover' })
          .positive({ error: 'approvals.invalidApprover' })
          .max(2_147_483_647, { error: 'approvals.invalidApprover' }),
      )
      .max(MAX_NAMED_APPROVERS, { error: 'approvals.invalidApprover' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'approvals.invalidApprover' })
      .default([]),
  })
  .refine((rule) => rule.condition !== 'lines_above' || Number.isInteger(rule.threshold), {
    error: 'approvals.invalidThreshold',
    path: ['threshold'],
  })
  .refine((rule) => (rule.condition === 'category') === (rule.category_id !== null), {
    error: 'approvals.categoryRequired',
    path: ['category_id'],
  })
  .refine((rule) => (rule.condition === 'ship_to') === (rule.address_id !== null), {
    error: 'approvals.addressRequired',
    path: ['address_id'],
  });
export type ApprovalRuleRequest = z.input<typeof approvalRuleRequest>;
/** A rule as the server receives it, defaults applied. */
export type ApprovalRuleValues = z.output<typeof approvalRuleRequest>;

export const approvalRule = z.object({
  id: z.number().int(),
  condition: z.enum(APPROVAL_CONDITIONS),
  threshold: z.number(),
  applies_to: z.array(z.enum(RULED_ROLES)),
  approver_role: z.enum(APPROVER_ROLES),
  category_id: z.number().int().nullable(),
  address_id: z.number().int().nullable(),
  approver_user_ids: z.array(z.number().int()),
});
export type ApprovalRuleView = z.infer<typeof approvalRule>;

export const approvalRuleList = z.object({ data: z.array(approvalRule) });
export type ApprovalRuleList = z.infer<typeof approvalRuleList>;
export const approvalRuleResponse = z.object({ data: approvalRule });
export type ApprovalRuleResponse = z.infer<typeof approvalRuleResponse>;

// Spending limits (issue 29 point 4): per member, per month or quarter.

/** The member's own limit and what is left of it now; null when they have none. */
export const spendingLimitResponse = z.object({
  data: z
    .object({
      limit: z.number(),
      period: z.enum(SPENDING_PERIODS),
      period_start: z.string(),
      spent: z.number(),
      left: z.number(),
      over_limit: z.enum(OVER_LIMIT_CHOICES),
    })
    .nullable(),
});
export type SpendingLimitResponse = z.infer<typeof spendingLimitResponse>;

/** A colleague's limit as their administrator sets it: both values, or neither (no limit). */
export const setSpendingLimitRequest = z
  .object({
    limit: z
      .number({ error: 'approvals.invalidLimit' })
      .positive({ error: 'approvals.invalidLimit' })
      .max(MAX_APPROVAL_THRESHOLD, { error: 'approvals.invalidLimit' })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        error: 'approvals.invalidLimit',
      })
      .nullable(),
    period: z.enum(SPENDING_PERIODS, { error: 'approvals.invalidPeriod' }).nullable(),
    /** An order over the limit: refused (the default) or waits for an approver. */
    over_limit: z
      .enum(OVER_LIMIT_CHOICES, { error: 'approvals.invalidOverLimit' })
      .default('refused'),
  })
  .refine((body) => (body.limit === null) === (body.period === null), {
    error: 'approvals.invalidPeriod',
    path: ['period'],
  });
export type SetSpendingLimitRequest = z.input<typeof setSpendingLimitRequest>;
export type SpendingLimitValues = z.output<typeof setSpendingLimitRequest>;

export const colleagueSpendingLimitResponse = z.object({
  data: z.object({
    user_id: z.number().int(),
    limit: z.number().nullable(),
    period: z.enum(SPENDING_PERIODS).nullable(),
    spent: z.number(),
    over_limit: z.enum(OVER_LIMIT_CHOICES),
  }),
});
