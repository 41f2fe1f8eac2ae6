import { randomUUID } from 'node:crypto';
import { encodeWords, foldLines, isPlainText, quoteString } from 'nodemailer/lib/mime-funcs';
import { encode as quotedPrintable, wrap as wrapQuotedPrintable } from 'nodemailer/lib/qp';

/** A file sent with a message (the order's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MimeParts {
  from: string | { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, for clients that show it (the text is always sent too). */
  html?: string;
  /** `<id@domain>`; the same on every attempt, so that a mailbox can drop a second copy. */
  messageId?: string;
  /** Files sent with it (the order's PDF with an order confirmation, when the tenant wants it). */
  attachments?: MailAttachment[];
  /**
   * The text, HTML and attachments as mimeBody encoded them, when several copies share them (an
   * event's e-mail to each administrator): encoded once, not once a copy.
   */
  body?: string;
}

const CRLF = '\r\n';

/** A header value never carries a line break of its own: that would start another header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

function headerText(value: string): string {
  const line = oneLine(value);
  return isPlainText(line) ? line : encodeWords(line, 'Q', 52);
}

function address(from: MimeParts['from']): string {
  if (typeof from === 'string') return oneLine(from);
  const name = oneLine(from.name);
  // A name of words goes as it is; one with other signs quoted; one beyond ASCII encoded.
  const shown = /^[\w !#$%&'*+\-/=?^`{|}~]*$/.test(name)
    ? name
    : isPlainText(name)
      ? quoteString(name)
      : encodeWords(name, 'Q', 52);
  return `${shown} <${oneLine(from.address)}>`;
}

/** RFC 5322: a line MUST be no more than 998 characters (it SHOULD be no more than 78). */
const MAX_LINE = 998;

/** The length of the longest line of a text whose lines end in CRLF. */
export function longestLine(text: string): number {
  let longest = 0;
  for (let from = 0; ;) {
    const end = text.indexOf(CRLF, from);
    const length = (end === -1 ? text.length : end) - from;
    if (length > longest) longest = length;
    if (end === -1) return longest;
    from = end + CRLF.length;
  }
}

/**
 * A text body: as it is when it is 7-bit text whose lines an SMTP server takes (an e-mail's HTML,
 * ASCII by construction, with lines of a few hundred characters), else quoted-printable.
 */
function textPart(contentType: string, body: string): string {
  // String replacements and a scan by indexOf: a regular expression and a split into lines cost
  // more than three times as much on an order e-mail's 14 KB of HTML, twice an order.
  const normalised = body.replaceAll(CRLF, '\n').replaceAll('\n', CRLF);
  const plain = isPlainText(normalised) && longestLine(normalised) <= MAX_LINE;
  const encoding = plain ? '7bit' : 'quoted-printable';
  const encoded = plain ? normalised : wrapQuotedPrintable(quotedPrintable(normalised), 76);
  return [
    `Content-Type: ${contentType}; charset=utf-8`,
    `Content-Transfer-Encoding: ${encoding}`,
    '',
    encoded,
  ].join(CRLF);
}

function attachmentPart({ filename, contentType, content }: MailAttachment): string {
  const name = oneLine(filename).replaceAll('"', '');
  const body = content.toString('base64').replace(/.{76}(?=.)/g, `$&${CRLF}`);
  return [
    `Content-Type: ${contentType}; name="${name}"`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: attachment; filename="${name}"`,
    '',
    body,
  ].join(CRLF);
}

/**
 * A boundary no part's text contains: 122 random bits. randomUUID draws them from an entropy
 * cache that Node refills a hundred UUIDs at a time; randomBytes asked the system for each, a
 * system call that cost about 30 µs under the order row's load (two boundaries an order's e-mail).
 */
const newBoundary = () => `--_portal_${randomUUID().replaceAll('-', '')}`;

function multipart(subtype: string, parts: string[]): string {
  const boundary = newBoundary();
  return [
    `Content-Type: multipart/${subtype};${CRLF} boundary="${boundary}"`,
    '',
    ...parts.map((part) => `--${boundary}${CRLF}${part}`),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}

/**
 * The message as an SMTP server receives it (RFC 5322 with MIME): a text part, an HTML
 * alternative, and attachments. Built here with nodemailer's own encoders rather than by its
 * message composer, which cost 1-5 ms of CPU a message in its stream pipeline (issue 25: an
 * order sends three e-mails); this takes tens of microseconds for the same bytes.
 */
export function mimeMessage(parts: MimeParts, date = new Date()): Buffer {
  const headers = [
    `From: ${address(parts.from)}`,
    `To: ${oneLine(parts.to)}`,
    foldLines(`Subject: ${headerText(parts.subject)}`, 76),
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    ...(parts.messageId ? [`Message-ID: ${oneLine(parts.messageId)}`] : []),
    'MIME-Version: 1.0',
  ];
  return Buffer.from(`${headers.join(CRLF)}${CRLF}${parts.body ?? mimeBody(parts)}`, 'utf8');
}

/**
 * What follows a message's headers: its content type and the text, the HTML alternative and the
 * attachments, encoded. The same for every recipient of the same content, so it can be encoded
 * once for them all (MimeParts.body).
 */
export function mimeBody(parts: Pick<MimeParts, 'text' | 'html' | 'attachments'>): string {
  const text = textPart('text/plain', parts.text);
  const body = parts.html
    ? multipart('alternative', [text, textPart('text/html', parts.html)])
    : text;
  const attachments = parts.attachments ?? [];
  return attachments.length > 0
    ? multipart('mixed', [body, ...attachments.map(attachmentPart)])
    : body;
}
