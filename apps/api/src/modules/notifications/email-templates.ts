import {
  formatMoney,
  translate,
  type Language,
  type MessageKey,
  type MessageParams,
  type OrderStatus,
} from '@portal/contract';
import type { MailMessage } from '../../lib/mailer/mailer.ts';
import type { PortalAddress } from '../../lib/portal-url.ts';

/** The tenant an e-mail speaks for: its name signs it, its logo heads it. */
export interface Brand {
  code: string;
  name: string;
  /** The logo's path or address (branding setting logo_url), '' for none. */
  logoUrl: string;
}

export interface OrderFacts {
  number: number;
  /** YYYY-MM-DD, the order's date. */
  date: string;
  purchaseOrder: string | null;
  lines: number;
  total: number;
  status: OrderStatus;
  customer: string;
}

/** What each e-mail of issue 13 point 4 tells, with what it needs to tell it. */
export type EmailContent =
  | { template: 'order_received'; name: string; order: OrderFacts }
  | { template: 'order_status_changed'; name: string; order: OrderFacts }
  | { template: 'account_approved'; name: string }
  | { template: 'account_rejected'; name: string; note: string | null }
  | { template: 'admin_registration'; name: string; email: string; registeredCompany: string }
  | { template: 'admin_order'; order: OrderFacts }
  | { template: 'admin_webhook_disabled'; url: string };

export type EmailTemplate = EmailContent['template'];

export interface Recipient {
  email: string;
  language: Language;
}

interface Written {
  subject: string;
  paragraphs: string[];
  /** The portal page the e-mail is about, below the portal's base URL (portal-url.ts). */
  path: string;
  /** Whether the e-mail says how to turn it off (only status changes can be). */
  optOut?: boolean;
}

function write(content: EmailContent, brand: Brand, language: Language): Written {
  const t = (key: MessageKey, params: MessageParams = {}) =>
    translate(language, key, { company: brand.name, ...params });
  const orderParams = (order: OrderFacts) => ({
    number: order.number,
    date: order.date,
    purchaseOrder: order.purchaseOrder || t('emails.noPurchaseOrder'),
    lines: order.lines,
    total: formatMoney(order.total, language),
    customer: order.customer,
    status: t(`emails.status.${order.status}` as MessageKey),
  });
  const code = encodeURIComponent(brand.code);
  switch (content.template) {
    case 'order_received':
      return {
        subject: t('emails.orderReceivedSubject', orderParams(content.order)),
        paragraphs: [
          t('emails.greeting', { name: content.name }),
          t('emails.orderReceivedBody', orderParams(content.order)),
        ],
        path: `/orders/${code}`,
      };
    case 'order_status_changed':
      return {
        subject: t('emails.orderStatusSubject', orderParams(content.order)),
        paragraphs: [
          t('emails.greeting', { name: content.name }),
          t('emails.orderStatusBody', orderParams(content.order)),
        ],
        path: `/orders/${code}`,
        optOut: true,
      };
    case 'account_approved':
      return {
        subject: t('emails.accountApprovedSubject'),
        paragraphs: [t('emails.greeting', { name: content.name }), t('emails.accountApprovedBody')],
        path: `/login/${code}`,
      };
    case 'account_rejected':
      return {
        subject: t('emails.accountRejectedSubject'),
        paragraphs: [
          t('emails.greeting', { name: content.name }),
          t('emails.accountRejectedBody'),
          ...(content.note ? [t('emails.decisionNote', { note: content.note })] : []),
        ],
        path: `/login/${code}`,
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
    case 'admin_order':
      return {
        subject: t('emails.adminOrderSubject', orderParams(content.order)),
        paragraphs: [
          t('emails.adminHello'),
          t('emails.adminOrderBody', orderParams(content.order)),
        ],
        path: '/admin/orders',
      };
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

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * The e-mail as sent: plain text for every client, and HTML headed by the tenant's name and logo.
 * Links, the logo and the sender only from the portal's configured address (PUBLIC_URL, else the
 * address it listens on; never a request's Host). Every value is escaped in the HTML: names and
 * notes are typed by users.
 */
export function composeEmail(
  content: EmailContent,
  recipient: Recipient,
  brand: Brand,
  portal: PortalAddress,
): MailMessage {
  const { language } = recipient;
  const written = write(content, brand, language);
  const base = portal.baseUrl;
  const links = [
    translate(language, 'emails.portalLink', { link: `${base}${written.path}` }),
    ...(written.optOut
      ? [translate(language, 'emails.statusOptOut', { link: `${base}/profile` })]
      : []),
  ];
  const signature = translate(language, 'emails.signature', { company: brand.name });
  const paragraphs = [...written.paragraphs, ...links, signature];
  const logo = brand.logoUrl ? new URL(brand.logoUrl, `${base}/`).toString() : null;
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#0f172a">`,
    logo
      ? `<p><img src="${escapeHtml(logo)}" alt="${escapeHtml(brand.name)}" style="max-height:48px"></p>`
      : `<p style="font-size:18px;font-weight:600">${escapeHtml(brand.name)}</p>`,
    ...paragraphs.map((text) => `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`),
    '</body></html>',
  ].join('\n');
  return {
    from: { name: brand.name, address: portal.mailFrom },
    to: recipient.email,
    subject: `${brand.name}: ${written.subject}`,
    text: paragraphs.join('\n\n'),
    html,
  };
}
