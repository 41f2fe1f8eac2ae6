import {
  formatCalendarDate,
  formatMoney,
  INVITATION_DAYS,
  translate,
  type CompanyRole,
  type Language,
  type MessageKey,
  type MessageParams,
} from '@portal/contract';
import type { MailMessage } from '../../lib/mailer/mailer.ts';
import type { PortalAddress } from '../../lib/portal-url.ts';
import type { OrderDocument } from '../documents/order-document.ts';
import type { Brand } from '../documents/tenant-brand.ts';
import {
  button,
  emailDocument,
  escapeHtml,
  htmlText,
  paragraph,
  smallPrint,
} from './email-html.ts';
import { orderBlock, type OrderBlock, type StatusAudience } from './email-order.ts';
import { shipmentBlock, type ShipmentFacts } from './email-shipment.ts';

export type { Brand } from '../documents/tenant-brand.ts';

/** The order an e-mail tells: every fact of its document (lines, totals, ship-to, PO). */
export type OrderFacts = OrderDocument;

/** What each e-mail of issue 13 point 4 tells, with what it needs to tell it. */
export type EmailContent =
  | { template: 'order_received'; name: string; order: OrderFacts; pdfAttached?: boolean }
  | { template: 'order_status_changed'; name: string; order: OrderFacts }
  | { template: 'account_approved'; name: string }
  | { template: 'account_rejected'; name: string; note: string | null }
  | { template: 'admin_registration'; name: string; email: string; registeredCompany: string }
  | { template: 'admin_order'; order: OrderFacts }
  | { template: 'admin_webhook_disabled'; url: string }
  | {
      template: 'colleague_invitation';
      inviter: string;
      customer: string;
      role: CompanyRole;
      /** The link's path below the portal's address, with the token. */
      path: string;
    }
  | { template: 'admin_quote_requested'; quoteId: number; customer: string }
  | { template: 'quote_offered'; name: string; quoteId: number; validUntil: string }
  // Approvals inside a customer company (decision 033).
  | { template: 'approval_requested'; placer: string; order: OrderFacts }
  | { template: 'order_approved'; name: string; approver: string; order: OrderFacts }
  | {
      template: 'order_declined';
      name: string;
      approver: string;
      comment: string | null;
      order: OrderFacts;
    }
  | { template: 'quote_question'; name: string; quoteId: number; question: string | null }
  | { template: 'quote_reminder'; name: string; quoteId: number; validUntil: string }
  | { template: 'quote_expired'; name: string; quoteId: number }
  // Invoices (issue 31, decision 038): a new one, and the reminder of one past its due date.
  | { template: 'invoice_issued' | 'invoice_overdue'; invoice: InvoiceFacts }
  | {
      template: 'admin_quote_accepted';
      quoteId: number;
      customer: string;
      /** The order it placed, null when that order is gone. */
      order: { id: number; saleNo: number } | null;
    }
  // A shipment of the buyer's order (issue 31), with its tracking link.
  | { template: 'order_shipped'; name: string; shipment: ShipmentFacts }
  // A decision on the buyer's return (issue 31 point 4, decision 039).
  | { template: 'return_approved' | 'return_refused'; name: string; facts: ReturnFacts };

/** What a return decision's e-mail says of the return. */
export interface ReturnFacts {
  id: number;
  orderId: number;
  orderNumber: number;
  comment: string | null;
  lines: { lineNo: number; partNumber: string; description: string; quantity: number }[];
}

export type EmailTemplate = EmailContent['template'];

/** What an invoice's e-mail says of it. */
export interface InvoiceFacts {
  id: number;
  number: string;
  dueDate: string;
  currency: string;
  total: number;
  openAmount: number;
}

export interface Recipient {
  email: string;
  language: Language;
}

interface Written {
  subject: string;
  paragraphs: string[];
  /** The order it is about, with whose status words (a buyer's or the staff's). */
  order?: { facts: OrderFacts; audience: StatusAudience };
  /** Another block of facts in the order's place (a shipment's). */
  block?: OrderBlock;
  /** The portal page the e-mail is about, below the portal's base URL (portal-url.ts). */
  path: string;
  /** The button's label, when the page is worth a button (an order); else a plain link. */
  action?: MessageKey;
  /** The text alternative's line for the button's link; 'Open the order: ...' by default. */
  actionText?: MessageKey;
  /** Whether a buyer who is signed out is shown the tenant's own sign-in page. */
  signIn?: boolean;
  /** Whether the e-mail says how to turn it off (only status changes can be). */
  optOut?: boolean;
  afterOrder?: string[];
}

function write(content: EmailContent, brand: Brand, language: Language): Written {
  const t = (key: MessageKey, params: MessageParams = {}) =>
    translate(language, key, { company: brand.name, ...params });
  const greeting = (name: string) => t('emails.greeting', { name });
  switch (content.template) {
    case 'order_received': {
      const { order } = content;
      return {
        subject: t('emails.orderReceivedSubject', { number: order.number }),
        paragraphs: [
          greeting(content.name),
          t('emails.orderReceivedIntro', { number: order.number }),
        ],
        order: { facts: order, audience: 'buyer' },
        path: `/orders/${order.id}`,
        action: 'emails.openOrder',
        signIn: true,
        afterOrder: content.pdfAttached ? [t('emails.pdfAttached')] : [],
      };
    }
    case 'order_status_changed': {
      const { order } = content;
      const status = t(`orderStatus.buyer.${order.status}` as MessageKey);
      return {
        subject: t('emails.orderStatusSubject', { number: order.number, status }),
        paragraphs: [
          greeting(content.name),
          t('emails.orderStatusIntro', { number: order.number, status }),
        ],
        order: { facts: order, audience: 'buyer' },
        path: `/orders/${order.id}`,
        action: 'emails.openOrder',
        signIn: true,
        optOut: true,
      };
    }
    case 'account_approved':
      return {
        subject: t('emails.accountApprovedSubject'),
        paragraphs: [greeting(content.name), t('emails.accountApprovedBody')],
        path: `/login/${encodeURIComponent(brand.code)}`,
      };
    case 'account_rejected':
      return {
        subject: t('emails.accountRejectedSubject'),
        paragraphs: [
          greeting(content.name),
          t('emails.accountRejectedBody'),
          ...(content.note ? [t('emails.decisionNote', { note: content.note })] : []),
        ],
        path: `/login/${encodeURIComponent(brand.code)}`,
      };
    case 'admin_registration':
      return {
        subject: t('emails.adminRegistrationSubject', { name: content.name }),
        paragraphs: [
          t('emails.adminHello'),
          t('emails.adminRegistrationBody', {
            name: content.name,
            email: content.email,
            registeredCompany: content.registeredCompany,
          }),
        ],
        path: '/admin/registrations',
      };
    case 'admin_order': {
      const { order } = content;
      const params = { number: order.number, customer: order.customer };
      return {
        subject: t('emails.adminOrderSubject', params),
        paragraphs: [t('emails.adminHello'), t('emails.adminOrderIntro', params)],
        order: { facts: order, audience: 'staff' },
        path: `/admin/orders/${order.id}`,
        action: 'emails.openOrder',
      };
    }
    case 'colleague_invitation': {
      const params = {
        inviter: content.inviter,
        customer: content.customer,
        role: t(`company.roles.${content.role}` as MessageKey),
        days: INVITATION_DAYS,
      };
      return {
        subject: t('emails.invitationSubject', params),
        paragraphs: [
          t('emails.invitationHello'),
          t('emails.invitationBody', params),
          t('emails.invitationExpiry', params),
        ],
        path: content.path,
        action: 'emails.acceptInvitation',
        actionText: 'emails.acceptInvitationText',
      };
    }
    case 'admin_quote_requested': {
      const params = { number: content.quoteId, customer: content.customer };
      return {
        subject: t('emails.adminQuoteSubject', params),
        paragraphs: [t('emails.adminHello'), t('emails.adminQuoteBody', params)],
        path: `/admin/quotes/${content.quoteId}`,
      };
    }
    case 'quote_offered':
      return {
        subject: t('emails.quoteOfferedSubject', { number: content.quoteId }),
        paragraphs: [
          greeting(content.name),
          t('emails.quoteOfferedBody', {
            number: content.quoteId,
            date: formatCalendarDate(content.validUntil, language),
          }),
        ],
        path: `/quotes/${content.quoteId}`,
        signIn: true,
      };
    case 'approval_requested': {
      const { order } = content;
      const params = { number: order.number, placer: content.placer };
      return {
        subject: t('emails.approvalRequestedSubject', params),
        paragraphs: [t('emails.adminHello'), t('emails.approvalRequestedIntro', params)],
        order: { facts: order, audience: 'buyer' },
        path: '/approvals',
        action: 'emails.openApprovals',
        actionText: 'emails.openApprovalsText',
        signIn: true,
      };
    }
    case 'order_approved':
    case 'order_declined': {
      const { order } = content;
      const params = { number: order.number, approver: content.approver };
      const approved = content.template === 'order_approved';
      const reason =
        content.template === 'order_declined' && content.comment
          ? [t('emails.declineReason', { comment: content.comment })]
          : [];
      return {
        subject: t(
          approved ? 'emails.orderApprovedSubject' : 'emails.orderDeclinedSubject',
          params,
        ),
        paragraphs: [
          greeting(content.name),
          t(approved ? 'emails.orderApprovedIntro' : 'emails.orderDeclinedIntro', params),
          ...reason,
        ],
        order: { facts: order, audience: 'buyer' },
        path: `/orders/${order.id}`,
        action: 'emails.openOrder',
        signIn: true,
      };
    }
    case 'quote_question':
      return {
        subject: t('emails.quoteQuestionSubject', { number: content.quoteId }),
        paragraphs: [
          greeting(content.name),
          t('emails.quoteQuestionBody', { number: content.quoteId }),
          // The question itself, as the staff wrote it (escaped like every parameter).
          ...(content.question ? [content.question] : []),
        ],
        path: `/quotes/${content.quoteId}`,
        signIn: true,
      };
    case 'quote_reminder':
      return {
        subject: t('emails.quoteReminderSubject', { number: content.quoteId }),
        paragraphs: [
          greeting(content.name),
          t('emails.quoteReminderBody', {
            number: content.quoteId,
            date: formatCalendarDate(content.validUntil, language),
          }),
        ],
        path: `/quotes/${content.quoteId}`,
        signIn: true,
      };
    case 'quote_expired':
      return {
        subject: t('emails.quoteExpiredSubject', { number: content.quoteId }),
        paragraphs: [
          greeting(content.name),
          t('emails.quoteExpiredBody', { number: content.quoteId }),
        ],
        path: `/quotes/${content.quoteId}`,
        signIn: true,
      };
    case 'invoice_issued':
    case 'invoice_overdue': {
      const { invoice } = content;
      const params = {
        number: invoice.number,
        date: formatCalendarDate(invoice.dueDate, language),
        total: formatMoney(invoice.total, language, invoice.currency),
        open: formatMoney(invoice.openAmount, language, invoice.currency),
      };
      const issued = content.template === 'invoice_issued';
      return {
        subject: t(issued ? 'emails.invoiceIssuedSubject' : 'emails.invoiceOverdueSubject', params),
        paragraphs: [
          t('emails.adminHello'),
          t(issued ? 'emails.invoiceIssuedBody' : 'emails.invoiceOverdueBody', params),
        ],
        path: `/invoices/${invoice.id}`,
        signIn: true,
      };
    }
    case 'admin_quote_accepted': {
      const params = { number: content.quoteId, customer: content.customer };
      return {
        subject: t('emails.adminQuoteAcceptedSubject', params),
        paragraphs: [
          t('emails.adminHello'),
          content.order
            ? t('emails.adminQuoteAcceptedBody', { ...params, order: content.order.saleNo })
            : t('emails.adminQuoteAcceptedNoOrderBody', params),
        ],
        path: content.order
          ? `/admin/orders/${content.order.id}`
          : `/admin/quotes/${content.quoteId}`,
      };
    }
    case 'order_shipped': {
      const { shipment } = content;
      const params = { number: shipment.orderNumber };
      return {
        subject: t('emails.orderShippedSubject', params),
        paragraphs: [greeting(content.name), t('emails.orderShippedIntro', params)],
        block: shipmentBlock(shipment, language),
        path: `/orders/${shipment.orderId}`,
        action: 'emails.openOrder',
        signIn: true,
      };
    }
    case 'return_approved':
    case 'return_refused': {
      const { facts } = content;
      const params = { id: facts.id, number: facts.orderNumber };
      const approved = content.template === 'return_approved';
      return {
        subject: t(
          approved ? 'emails.returnApprovedSubject' : 'emails.returnRefusedSubject',
          params,
        ),
        paragraphs: [
          greeting(content.name),
          t(approved ? 'emails.returnApprovedIntro' : 'emails.returnRefusedIntro', params),
          ...facts.lines.map(
            (line) => `${line.lineNo}. ${line.partNumber} ${line.description} × ${line.quantity}`,
          ),
          ...(facts.comment ? [t('emails.returnComment', { comment: facts.comment })] : []),
        ],
        path: `/orders/${facts.orderId}`,
        action: 'emails.openOrder',
        signIn: true,
      };
    }
    case 'admin_webhook_disabled':
      return {
        subject: t('emails.adminWebhookDisabledSubject'),
        paragraphs: [
          t('emails.adminHello'),
          t('emails.adminWebhookDisabledBody', { url: content.url }),
        ],
        path: '/admin/webhooks',
      };
  }
}

/**
 * The e-mail as sent: plain text for every client, and mail-safe HTML (email-html.ts) headed by
 * the tenant's logo in its colour, with the same facts. Links, the logo and the sender come only
 * from the portal's configured address (PUBLIC_URL, else the address it listens on; never a
 * request's Host) and the tenant's own sender setting. Every value is escaped in the HTML: names,
 * notes and descriptions are typed by users.
 */
export function composeEmail(
  content: EmailContent,
  recipient: Recipient,
  brand: Brand,
  portal: PortalAddress,
): MailMessage {
  const { language } = recipient;
  const t = (key: MessageKey, params: MessageParams = {}) =>
    translate(language, key, { company: brand.name, ...params });
  const written = write(content, brand, language);
  const base = portal.baseUrl;
  const link = `${base}${written.path}`;
  const order =
    (written.order && orderBlock(written.order.facts, language, written.order.audience)) ??
    written.block;
  const signInLink = `${base}/login/${encodeURIComponent(brand.code)}`;
  const notes: [MessageKey, string][] = [
    ...(written.signIn ? [['emails.signIn', signInLink] as [MessageKey, string]] : []),
    ...(written.optOut ? [['emails.statusOptOut', `${base}/profile`] as [MessageKey, string]] : []),
  ];
  // In HTML the link is a link: the sentence is escaped around it.
  const linked = (key: MessageKey, href: string) => {
    const [before = '', after = ''] = t(key, { link: '\u0000' }).split('\u0000');
    return `${htmlText(before)}<a href="${escapeHtml(href)}" style="color:inherit">${escapeHtml(href)}</a>${htmlText(after)}`;
  };
  const signature = t('emails.signature');

  const text = [
    ...written.paragraphs,
    ...(order ? [order.text] : []),
    ...(written.afterOrder ?? []),
    written.action
      ? t(written.actionText ?? 'emails.openOrderText', { link })
      : t('emails.portalLink', { link }),
    ...notes.map(([key, href]) => t(key, { link: href })),
    signature,
  ].join('\n\n');

  const logo = brand.logoUrl ? new URL(brand.logoUrl, `${base}/`).toString() : null;
  const body = [
    ...written.paragraphs.map((line) => paragraph(htmlText(line))),
    ...(order ? [order.html] : []),
    ...(written.afterOrder ?? []).map((line) => paragraph(htmlText(line))),
    written.action
      ? button(t(written.action), link, brand)
      : paragraph(linked('emails.portalLink', link)),
    ...notes.map(([key, href]) => smallPrint(linked(key, href))),
    paragraph(htmlText(signature)),
  ].join('\n');
  const subject = `${brand.name}: ${written.subject}`;
  return {
    from: { name: brand.name, address: brand.mailFrom || portal.mailFrom },
    to: recipient.email,
    subject,
    text,
    html: emailDocument(language, subject, brand, logo, body),
  };
}
