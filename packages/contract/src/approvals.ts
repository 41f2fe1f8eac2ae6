import { z } from 'zod';
import { withoutNul } from './admin/common.ts';
import { ORDER_STATUSES } from './order-fields.ts';
import { APPROVAL_CONDITIONS, APPROVER_ROLES } from './rules/order-approval.ts';

/**
 * Orders that wait for a colleague's approval (issue 29 point 3, decision 033): why each waits,
 * who decided it, and the approvers' inbox and decisions.
 */

export const DECLINE_COMMENT_MAX = 1000;

/** Why an order waits (order-approval.ts' ApprovalReason). */
export const approvalReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('requester') }),
  z.object({
    kind: z.enum(APPROVAL_CONDITIONS),
    rule_id: z.number().int(),
    threshold: z.number(),
  }),
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
