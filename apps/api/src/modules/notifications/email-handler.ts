import { LRUCache } from 'lru-cache';
import { LANGUAGES, ORDER_STATUSES, type Language, type OrderStatus } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import type { MailMessage, Mailer } from '../../lib/mailer/mailer.ts';
import { mimeBody } from '../../lib/mailer/mime-message.ts';
import type { PortalAddress } from '../../lib/portal-url.ts';
import type { AttemptOutcome, ClaimedMessage, OutboxHandler } from '../outbox/outbox-worker.ts';
import type { EmailPayload } from './email-fan-out.ts';
import { readOrderDocument } from '../documents/order-document.ts';
import { readBrand } from '../documents/tenant-brand.ts';
import { quoteForEmail as readQuoteForEmail } from '../../readers/quote-reader.ts';
import { composeEmail, type EmailContent } from './email-templates.ts';
import { readInvoiceForEmail } from './invoice-email-facts.ts';
import { orderPdfAttachment } from './order-pdf-attachment.ts';
import { readInvitationContent } from './email-invitation.ts';
import { readShipmentForEmail } from './email-shipment.ts';
import { returnsOf } from '../../readers/return-reader.ts';

export interface EmailHandlerOptions {
  db: Db;
  mailer: Mailer;
  /** The base of the e-mails' links and their sender (portal-url.ts). */
  portal: PortalAddress;
  /**
   * How long the e-mails of one event share what they read (EMAIL_READ_CACHE_MS; 0: each e-mail
   * reads its own). Default READ_ONCE_MS.
   */
  readCacheMs?: number;
}

const fullName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name}`.trim();

const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';

async function readMember(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.email', 'u.first_name', 'u.last_name', 'm.decision_note', 'm.registration'])
    .where('m.tenant_id', '=', tenantId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

/** How long what an e-mail tells is kept for the other e-mails of the same event. */
export const READ_ONCE_MS = 2_000;

/** A read shared by the e-mails of one event (the buyer's and each administrator's). */
export type ReadOnce = <T>(key: string, read: () => Promise<T>) => Promise<T>;

/**
 * Reads shared for `ttlMs` by key: a read under way or done within that time is handed to the
 * next caller of its key; a failed one is forgotten. With 0, nothing is kept: every call reads.
 */
export function sharedReads(ttlMs: number): ReadOnce {
  if (ttlMs <= 0) return (_key, read) => read();
  const recent = new LRUCache<string, Promise<unknown>>({ max: 2_000, ttl: ttlMs });
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const kept = recent.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    const reading = read();
    recent.set(key, reading);
    reading.catch(() => recent.delete(key));
    return reading;
  };
}

function stableMessageId(outboxMessageId: string, from: MailMessage['from']): string {
  const address = typeof from === 'string' ? from : from.address;
  return `<${outboxMessageId}@${address.split('@')[1] ?? 'localhost'}>`;
}

/**
 * What the e-mail tells, read now from the database by the ids its row holds; null when what it
 * was about is gone (the e-mail is then not sent).
 */
async function readContent(
  db: Db,
  tenantId: number,
  payload: EmailPayload,
  once: ReadOnce,
): Promise<EmailContent | null> {
  switch (payload.template) {
    case 'order_received':
    case 'order_status_changed':
    case 'admin_order': {
      const orderId = Number(payload.order_id);
      // The head, the placer and the lines (one statement), read once for the buyer and every
      // administrator of the event.
      const order = await once(`order:${tenantId}:${orderId}`, () =>
        readOrderDocument(db, { tenantId }, orderId),
      );
      if (!order) return null;
      const status = (ORDER_STATUSES as readonly string[]).includes(payload.status ?? '')
        ? (payload.status as OrderStatus)
        : order.status;
      const facts = { ...order, status };
      if (payload.template === 'admin_order') return { template: 'admin_order', order: facts };
      const { placedBy } = order;
      const name = placedBy?.firstName
        ? fullName({ first_name: placedBy.firstName, last_name: placedBy.lastName })
        : order.customer;
      return { template: payload.template, name, order: facts };
    }
    case 'account_approved':
    case 'account_rejected':
    case 'admin_registration': {
      const userId = Number(payload.user_id);
      const member = await once(`member:${tenantId}:${userId}`, () =>
        readMember(db, tenantId, userId),
      );
      if (!member) return null;
      const name = fullName(member);
      if (payload.template === 'account_approved') return { template: 'account_approved', name };
      if (payload.template === 'account_rejected') {
        return { template: 'account_rejected', name, note: member.decision_note };
      }
      return {
        template: 'admin_registration',
        name,
        email: member.email,
        registeredCompany: member.registration.company || name,
      };
    }
    case 'admin_webhook_disabled':
      return { template: 'admin_webhook_disabled', url: String(payload.url ?? '') };
    case 'order_shipped': {
      const shipmentId = Number(payload.shipment_id);
      const shipment = await once(`shipment:${tenantId}:${shipmentId}`, () =>
        readShipmentForEmail(db, tenantId, shipmentId),
      );
      if (!shipment) return null;
      const order = await once(`order:${tenantId}:${shipment.orderId}`, () =>
        readOrderDocument(db, { tenantId }, shipment.orderId),
      );
      const placedBy = order?.placedBy;
      const name = placedBy?.firstName
        ? fullName({ first_name: placedBy.firstName, last_name: placedBy.lastName })
        : (order?.customer ?? '');
      return { template: 'order_shipped', name, shipment };
    }
    case 'return_approved':
    case 'return_refused': {
      const returnId = Number(payload.return_id);
      const [row] = await returnsOf(db, { tenantId, returnId });
      if (!row) return null;
      const name =
        `${row.requested_by_first_name ?? ''} ${row.requested_by_last_name ?? ''}`.trim() ||
        row.customer_name;
      return {
        template: payload.template,
        name,
        facts: {
          id: row.id,
          orderId: row.order_id,
          orderNumber: row.sale_no,
          comment: row.decision_comment,
          lines: row.lines.map((line) => ({
            lineNo: line.line_no,
            partNumber: line.part_number,
            description: line.description,
            quantity: line.quantity,
          })),
        },
      };
    }
    case 'colleague_invitation':
      return readInvitationContent(db, tenantId, payload);
    case 'admin_quote_requested':
    case 'admin_quote_accepted':
    case 'quote_offered':
    case 'quote_question':
    case 'quote_reminder':
    case 'quote_expired': {
      const quoteId = Number(payload.quote_id);
      const quote = await once(`quote:${tenantId}:${quoteId}`, () =>
        readQuoteForEmail(db, tenantId, quoteId),
      );
      if (!quote) return null;
      const { customer } = quote;
      const name = quote.requester ?? customer;
      const validUntil = quote.validUntilDate ?? '';
      switch (payload.template) {
        case 'admin_quote_requested':
          return { template: payload.template, quoteId, customer };
        case 'admin_quote_accepted':
          return { template: payload.template, quoteId, customer, order: quote.order };
        case 'quote_question':
          return { template: payload.template, quoteId, name, question: quote.question };
        case 'quote_expired':
          return { template: payload.template, quoteId, name };
        default:
          return { template: payload.template, quoteId, name, validUntil };
      }
    }
    case 'invoice_issued':
    case 'invoice_overdue': {
      const invoiceId = Number(payload.invoice_id);
      const invoice = await once(`invoice:${tenantId}:${invoiceId}`, () =>
        readInvoiceForEmail(db, tenantId, invoiceId),
      );
      return invoice ? { template: payload.template, invoice } : null;
    }
    case 'approval_requested':
    case 'order_approved':
    case 'order_declined': {
      const orderId = Number(payload.order_id);
      const order = await once(`order:${tenantId}:${orderId}`, () =>
        readOrderDocument(db, { tenantId }, orderId),
      );
      if (!order) return null;
      const { placedBy } = order;
      const name = placedBy?.firstName
        ? fullName({ first_name: placedBy.firstName, last_name: placedBy.lastName })
        : order.customer;
      if (payload.template === 'approval_requested') {
        return { template: 'approval_requested', placer: name, order };
      }
      const userId = Number(payload.user_id);
      const decider = await once(`member:${tenantId}:${userId}`, () =>
        readMember(db, tenantId, userId),
      );
      const approver = decider ? fullName(decider) : order.customer;
      if (payload.template === 'order_approved') {
        return { template: 'order_approved', name, approver, order };
      }
      return {
        template: 'order_declined',
        name,
        approver,
        comment: typeof payload.comment === 'string' ? payload.comment : null,
        order,
      };
    }
  }
}

/**
 * Sends the outbox's e-mails (kind 'email') by SMTP_URL or into OUTBOX_DIR, written from the
 * database when they go, in the language and to the address their row names. A mail server that
 * refuses or does not answer leaves the message to be tried again (the outbox's backoff).
 */
export function emailHandler({
  db,
  mailer,
  portal,
  readCacheMs = READ_ONCE_MS,
}: EmailHandlerOptions): OutboxHandler {
  // An event e-mails several people at once (the buyer, each administrator): what they are told
  // is read once for all of them, kept a few seconds; another event reads it anew.
  const readOnce = sharedReads(readCacheMs);

  /** The mail an event tells in one language, but for its recipient; null when it is gone. */
  async function writeMail(
    tenantId: number,
    payload: EmailPayload,
    language: Language,
    event: string,
  ): Promise<Omit<MailMessage, 'to' | 'messageId'> | null> {
    const [brand, content] = await Promise.all([
      readOnce(`brand:${tenantId}`, () => readBrand(db, tenantId)),
      readContent(db, tenantId, payload, (key, read) => readOnce(`${key}:${event}`, read)),
    ]);
    if (!brand || !content) return null;
    // The tenant may send the order's PDF with the buyer's confirmation (a console setting).
    const attachment =
      content.template === 'order_received' && brand.attachOrderPdf
        ? await orderPdfAttachment(db, tenantId, content.order, brand, language)
        : null;
    const { to: _to, ...mail } = composeEmail(
      content.template === 'order_received' ? { ...content, pdfAttached: !!attachment } : content,
      { email: '', language },
      brand,
      portal,
    );
    const parts = attachment ? { ...mail, attachments: [attachment] } : mail;
    // Its copies (one a recipient, each with its own address and id) share the encoded body.
    return { ...parts, body: mimeBody(parts) };
  }

  return {
    async deliver(message: ClaimedMessage): Promise<AttemptOutcome> {
      const started = performance.now();
      const done = (
        outcome: Omit<AttemptOutcome, 'durationMs' | 'statusCode'>,
      ): AttemptOutcome => ({
        statusCode: null,
        durationMs: Math.round(performance.now() - started),
        ...outcome,
      });
      const payload = message.payload as unknown as EmailPayload;
      const recipient = message.recipient;
      // The e-mails of one event are written by one statement: they share its time.
      const event = `${message.event}:${new Date(message.created_at).getTime()}`;
      const language = languageOf(payload.language);
      // What one event tells in one language is written once: its administrators (and anyone
      // else told the same in that language) get copies, each with its own address and id.
      // The payload names the template, the language and what it is about (an order, a user).
      const written = await readOnce(
        `mail:${message.tenant_id}:${event}:${JSON.stringify(payload)}`,
        () => writeMail(message.tenant_id, payload, language, event),
      );
      if (!written || !recipient) {
        return done({ ok: false, cancel: true, error: 'nothing left to tell', excerpt: null });
      }
      const mail: MailMessage = {
        ...written,
        to: recipient,
        // Sending is at least once (a killed instance's e-mail goes again after its lease): the
        // outbox message's own id makes the copies one message to a mail client.
        messageId: stableMessageId(message.message_id, written.from),
      };
      try {
        const receipt = await mailer.send(mail);
        return done({ ok: true, error: null, excerpt: receipt.via });
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        return done({ ok: false, error: text.slice(0, 500), excerpt: null });
      }
    },
  };
}
