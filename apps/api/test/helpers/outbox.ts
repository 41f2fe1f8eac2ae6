import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One message the outbox mailer wrote, with its headers and text decoded. */
export interface OutboxMail {
  file: string;
  from: string;
  to: string;
  subject: string;
  /** The Message-ID header, angle brackets included. */
  messageId: string;
  text: string;
  /** The HTML alternative, when the message has one. */
  html?: string;
  /** Files sent with it (multipart/mixed), decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Quoted-printable (`=C3=A9`, soft line breaks) to bytes. */
function quotedPrintableBytes(encoded: string): Buffer {
  const joined = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintableBytes(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

function decodeBody({ headers, body }: Part): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? quotedPrintableBytes(body).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return text.replace(/\r\n/g, '\n');
}

/**
 * The leaf parts of a message: a multipart/alternative body (the text, then the HTML), inside a
 * multipart/mixed one when files go with it; else the body itself.
 */
function partsOf(message: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [message];
  return message.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => partsOf(splitPart(chunk.replace(/^\r\n/, ''))));
}

const isAttachment = (part: Part) =>
  (part.headers.get('content-disposition') ?? '').startsWith('attachment');

function parse(file: string): OutboxMail {
  const message = splitPart(readFileSync(file, 'utf8'));
  const parts = partsOf(message);
  const ofType = (type: string) =>
    parts.find(
      (part) =>
        !isAttachment(part) && (part.headers.get('content-type') ?? 'text/plain').startsWith(type),
    );
  const text = ofType('text/plain');
  const html = ofType('text/html');
  const { headers } = message;
  return {
    file,
    from: decodeWords(headers.get('from') ?? ''),
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    text: text ? decodeBody(text) : '',
    ...(html ? { html: decodeBody(html) } : {}),
    attachments: parts.filter(isAttachment).map((part) => ({
      filename:
        /filename="?([^";]+)"?/.exec(part.headers.get('content-disposition') ?? '')?.[1] ?? '',
      contentType: (part.headers.get('content-type') ?? '').split(';')[0] ?? '',
      content: Buffer.from(part.body.replace(/\s+/g, ''), 'base64'),
    })),
  };
}

/** Every message in an outbox folder, oldest first (the file names start with the time). */
export function readOutbox(dir: string): OutboxMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parse(join(dir, name)));
}
