import { sql, type RawBuilder } from 'kysely';
import type { WebhookEvent, WebhookPayload } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { newMessageId } from '../outbox/message-id.ts';
import type { EmailTemplate } from './email-templates.ts';

/**
 * The e-mails of issue 13 point 4 as outbox messages of kind 'email' (decision 017), written in
 * the transaction of the event they tell: one row per recipient, addressed and in the recipient's
 * language at that moment (their membership's), holding only ids. The deliverer writes the text
 * from the database when it sends (email-handler.ts), as the order's number exists only after its
 * commit (decision 015).
 */

/** The payload every e-mail row carries; the deliverer reads the rest by these ids. */
export interface EmailPayload {
  template: EmailTemplate;
  language: string;
  order_id?: number;
  user_id?: number;
  /** An order's status when it changed (it may change again before the e-mail goes). */
  status?: string;
  /** A webhook endpoint turned off (admin_webhook_disabled). */
  url?: string;
  /** A colleague's invitation (colleague_invitation). */
  invitation_id?: number;
  /**
   * The invitation link's secret, which the database keeps only hashed: the message carries it to
   * its deliverer, and the outbox drops it once the message is settled (outbox-record.ts).
   */
  token?: string;
  /** The quote a quote's e-mail is about (issue 30). */
  quote_id?: number;
  /** The invoice an invoice's e-mail is about (issue 31). */
  invoice_id?: number;
  /** A decline's reason (order_declined). */
  comment?: string | null;
  /** The shipment an order_shipped e-mail tells (issue 31). */
  shipment_id?: number;
  /** The return a return decision's e-mail tells (issue 31 point 4). */
  return_id?: number;
}

interface Recipients {
  tenantId: number;
  event: string;
  template: EmailTemplate;
  /** Which members of the tenant (alias m) hear of it. */
  who: RawBuilder<unknown>;
  /** More of the payload, as a jsonb expression (may use `from`). */
  extra: RawBuilder<unknown>;
  from?: RawBuilder<unknown>;
}

const INSERT = sql`insert into outbox_messages (tenant_id, kind, event, message_id, recipient, payload)`;

function emailRows({ tenantId, event, template, who, extra, from }: Recipients) {
  return sql`
    select m.tenant_id, 'email', ${event}::text, ${newMessageId}, u.email,
      jsonb_build_object('template', ${template}::text, 'language', m.language) || ${extra}
    from memberships m join users u on u.id = m.user_id${from ? sql`, ${from}` : sql``}
    where m.tenant_id = ${tenantId} and ${who}`;
}

const ADMINS = sql`m.role = 'admin' and m.status = 'approved'`;
const approvedMember = (userId: RawBuilder<unknown> | number) =>
  sql`m.user_id = ${userId} and m.status = 'approved'`;

/**
 * The order's e-mails, for the statement that writes the order or approves it (its common table
 * expression `head`, with the order's id and placer): 'order received' to the buyer who placed
 * it, 'new order' to the administrators.
 */
export function orderCreatedEmails(tenantId: number) {
  const common = {
    tenantId,
    event: 'order.created',
    extra: sql`jsonb_build_object('order_id', head.id)`,
    from: sql`head`,
  };
  return sql`${INSERT}
    ${emailRows({ ...common, template: 'order_received', who: approvedMember(sql`head.placed_by_user_id`) })}
    union all
    ${emailRows({ ...common, template: 'admin_order', who: ADMINS })}`;
}

/**
 * An order that waits for approval, for the statement that writes it (its `head`, with the
 * order's customer, placer and approver role): 'approval requested' to each colleague who may
 * decide it (company-roles' mayApprove and the order's approver role; never its placer).
 */
export function approvalRequestedEmails(tenantId: number) {
  return sql`${INSERT}
    ${emailRows({
      tenantId,
      event: 'order.approval_requested',
      template: 'approval_requested',
      from: sql`head`,
      who: sql`m.status = 'approved' and m.role = 'customer' and m.customer_id = head.customer_id
        and m.user_id is distinct from head.placed_by_user_id
        and (m.company_role = 'customer_admin'
          or (m.company_role = 'approver' and head.approver_role = 'approver'))
        and (head.approver_user_ids is null or m.user_id = any (head.approver_user_ids))`,
      extra: sql`jsonb_build_object('order_id', head.id)`,
    })}`;
}

/**
 * An approval decision, for the statement that makes it (its `head`): 'approved' or 'declined' to
 * the colleague who placed the order, naming who decided (and a decline's reason).
 */
export function approvalDecidedEmails(
  tenantId: number,
  decision: 'approved' | 'declined',
  byUserId: number,
  comment: string | null,
) {
  return sql`${INSERT}
    ${emailRows({
      tenantId,
      event: `order.${decision}`,
      template: decision === 'approved' ? 'order_approved' : 'order_declined',
      from: sql`head`,
      who: approvedMember(sql`head.placed_by_user_id`),
      extra: sql`jsonb_build_object('order_id', head.id, 'user_id', ${byUserId}::int,
        'comment', ${comment}::text)`,
    })}`;
}

/** The e-mails an event other than an order's creation sends, written with it. */
export async function enqueueEventEmails<E extends WebhookEvent>(
  trx: Db,
  tenantId: number,
  event: E,
  payload: WebhookPayload<E>,
): Promise<void> {
  const rows = eventEmails(tenantId, event, payload);
  if (rows) await sql`${INSERT} ${rows}`.execute(trx);
}

function eventEmails(
  tenantId: number,
  event: WebhookEvent,
  payload: Record<string, unknown>,
): RawBuilder<unknown> | null {
  const userId = Number(payload.user_id);
  switch (event) {
    case 'registration.created':
      return emailRows({
        tenantId,
        event,
        template: 'admin_registration',
        who: ADMINS,
        extra: sql`jsonb_build_object('user_id', ${userId}::int)`,
      });
    case 'customer.approved':
      return emailRows({
        tenantId,
        event,
        template: 'account_approved',
        who: approvedMember(userId),
        extra: sql`jsonb_build_object('user_id', ${userId}::int)`,
      });
    case 'order.status_changed': {
      // To the buyer who placed it, unless they turned status e-mails off.
      const orderId = Number(payload.order_id);
      return emailRows({
        tenantId,
        event,
        template: 'order_status_changed',
        from: sql`orders o`,
        who: sql`o.tenant_id = ${tenantId} and o.id = ${orderId}
          and m.user_id = o.placed_by_user_id and m.status = 'approved' and m.order_status_emails`,
        extra: sql`jsonb_build_object('order_id', o.id, 'status', ${String(payload.to_status)}::text)`,
      });
    }
    case 'order.created':
    case 'order.approval_requested':
    case 'order.approved':
    case 'order.declined':
      // Written by the order's own statements (orderCreatedEmails, approvalRequestedEmails,
      // approvalDecidedEmails).
      return null;
    case 'quote.requested':
      // 'New quote request' to the administrators.
      return emailRows({
        tenantId,
        event,
        template: 'admin_quote_requested',
        who: ADMINS,
        extra: sql`jsonb_build_object('quote_id', ${Number(payload.quote_id)}::int)`,
      });
    case 'quote.offered': {
      // 'New offer' to the buyer who asked, while they are an approved member.
      const quoteId = Number(payload.quote_id);
      return emailRows({
        tenantId,
        event,
        template: 'quote_offered',
        from: sql`quotes q`,
        who: sql`q.tenant_id = ${tenantId} and q.id = ${quoteId}
          and m.user_id = q.requested_by_user_id and m.status = 'approved'`,
        extra: sql`jsonb_build_object('quote_id', q.id)`,
      });
    }
    case 'quote.accepted':
      // 'Quote accepted' to the administrators; the order it placed is read when it is sent.
      return emailRows({
        tenantId,
        event,
        template: 'admin_quote_accepted',
        who: ADMINS,
        extra: sql`jsonb_build_object('quote_id', ${Number(payload.quote_id)}::int)`,
      });
    case 'quote.expired':
      // Written by the expiry sweep's own statement (quotes/quote-expiry.ts, requesterEmails).
      return null;
    case 'shipment.created': {
      // 'Your order has shipped', with its tracking link, to the buyer who placed the order
      // while they are an approved member (decision 037).
      const orderId = Number(payload.order_id);
      return emailRows({
        tenantId,
        event,
        template: 'order_shipped',
        from: sql`orders o`,
        who: sql`o.tenant_id = ${tenantId} and o.id = ${orderId}
          and m.user_id = o.placed_by_user_id and m.status = 'approved'`,
        extra: sql`jsonb_build_object('order_id', o.id,
          'shipment_id', ${Number(payload.shipment_id)}::int)`,
      });
    }
    case 'invoice.created':
      // 'New invoice' to the customer's members who see its invoices (decision 038).
      return emailRows({
        tenantId,
        event,
        template: 'invoice_issued',
        who: sql`${invoiceRecipients(sql`${Number(payload.customer_id)}::int`)}`,
        extra: sql`jsonb_build_object('invoice_id', ${Number(payload.invoice_id)}::int)`,
      });
    case 'return.requested':
      // A webhook for the manufacturer's systems; the console lists it on the order (decision
      // 039). The buyer hears of the decision (returnDecidedEmail).
      return null;
  }
}

/**
 * The customer's members an invoice is e-mailed to (alias m): approved, and allowed to see the
 * company's invoices (rules/company-roles.ts' maySeeInvoices: a customer administrator, or the
 * membership's flag).
 */
export const invoiceRecipients = (customerId: RawBuilder<unknown>) =>
  sql`m.status = 'approved' and m.role = 'customer' and m.customer_id = ${customerId}
    and (m.company_role = 'customer_admin' or m.sees_invoices)`;

/** An invoice's e-mail to its recipients, for every invoice of `invoices` (tenant_id, id, customer_id). */
export function invoiceEmails(
  invoices: RawBuilder<unknown>,
  event: string,
  template: 'invoice_issued' | 'invoice_overdue',
) {
  return sql`${INSERT}
    select m.tenant_id, 'email', ${event}::text, ${newMessageId}, u.email,
      jsonb_build_object('template', ${template}::text, 'language', m.language, 'invoice_id', x.id)
    from ${invoices} x
    join memberships m on m.tenant_id = x.tenant_id
    join users u on u.id = m.user_id
    where ${invoiceRecipients(sql`x.customer_id`)}`;
}

/**
 * A quote's e-mail to the buyer who asked for it, while they are an approved member, for every
 * quote of `quotes` (a table or common table expression with `tenant_id`, `id` and
 * `requested_by_user_id`, of any tenants): for the sweeps' statements, which expire or remind
 * many quotes at once, and for a question from the staff.
 */
export function requesterEmails(
  quotes: RawBuilder<unknown>,
  event: string,
  template: 'quote_question' | 'quote_reminder' | 'quote_expired',
) {
  return sql`${INSERT}
    select m.tenant_id, 'email', ${event}::text, ${newMessageId}, u.email,
      jsonb_build_object('template', ${template}::text, 'language', m.language, 'quote_id', x.id)
    from ${quotes} x
    join memberships m on m.tenant_id = x.tenant_id and m.user_id = x.requested_by_user_id
    join users u on u.id = m.user_id
    where m.status = 'approved'`;
}

/** 'A question about your quote' to the buyer who asked, written with the question. */
export async function enqueueQuoteQuestionEmail(trx: Db, tenantId: number, quoteId: number) {
  await requesterEmails(
    sql`(select tenant_id, id, requested_by_user_id from quotes
      where tenant_id = ${tenantId} and id = ${quoteId})`,
    'quote.information_needed',
    'quote_question',
  ).execute(trx);
}

/** 'Your registration was not approved', written with the decision (no webhook event). */
export async function enqueueRejectionEmail(trx: Db, tenantId: number, userId: number) {
  await sql`${INSERT} ${emailRows({
    tenantId,
    event: 'registration.rejected',
    template: 'account_rejected',
    who: sql`m.user_id = ${userId} and m.status = 'rejected'`,
    extra: sql`jsonb_build_object('user_id', ${userId}::int)`,
  })}`.execute(trx);
}

/** Tells the tenant's administrators that a failing webhook endpoint was turned off. */
export async function enqueueEndpointDisabledEmails(trx: Db, tenantId: number, url: string) {
  await sql`${INSERT} ${emailRows({
    tenantId,
    event: 'webhook.disabled',
    template: 'admin_webhook_disabled',
    who: ADMINS,
    extra: sql`jsonb_build_object('url', ${url}::text)`,
  })}`.execute(trx);
}

/**
 * The invitation of a colleague (issue 29 point 2, decision 034), to an address that may have no
 * account yet: the only e-mail addressed by its row rather than by a membership.
 */
export async function enqueueInvitationEmail(
  trx: Db,
  invitation: { tenantId: number; id: number; email: string; language: string; token: string },
) {
  const payload: EmailPayload = {
    template: 'colleague_invitation',
    language: invitation.language,
    invitation_id: invitation.id,
    token: invitation.token,
  };
  await sql`${INSERT} values (${invitation.tenantId}, 'email', 'invitation.sent', ${newMessageId},
    ${invitation.email}, ${JSON.stringify(payload)}::jsonb)`.execute(trx);
}

/**
 * A return's decision (approved or refused) to the buyer who asked for it, while they are an
 * approved member, in their language, written with the decision (decision 039). No webhook event:
 * the manufacturer made the decision itself.
 */
export async function enqueueReturnDecidedEmail(
  trx: Db,
  tenantId: number,
  returnId: number,
  approved: boolean,
) {
  await sql`${INSERT} ${emailRows({
    tenantId,
    event: approved ? 'return.approved' : 'return.refused',
    template: approved ? 'return_approved' : 'return_refused',
    from: sql`returns r`,
    who: sql`r.tenant_id = ${tenantId} and r.id = ${returnId}
      and m.user_id = r.requested_by_user_id and m.status = 'approved'`,
    extra: sql`jsonb_build_object('return_id', r.id, 'order_id', r.order_id)`,
  })}`.execute(trx);
}
