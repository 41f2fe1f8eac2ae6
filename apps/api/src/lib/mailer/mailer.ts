import { writeFile } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import nodemailer from 'nodemailer';
import { mimeMessage, type MimeParts } from './mime-message.ts';

/** A message to send: its parts are mime-message.ts's. */
export type MailMessage = MimeParts;

const envelopeOf = (message: MailMessage) => ({
  from: typeof message.from === 'string' ? message.from : message.from.address,
  to: message.to,
});

/** Where a message went: handed to the SMTP server, or written to the outbox as a file. */
export type MailReceipt = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

export interface Mailer {
  send(message: MailMessage): Promise<MailReceipt>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL with credentials; without it mail goes to the outbox. */
  smtpUrl?: string | undefined;
  outboxDir: string;
}

// An SMTP server that does not answer must not hold an administrator's request for minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * A few connections kept open and reused, rather than one a message: the outbox has many e-mails
 * under way at once (OUTBOX_CONCURRENCY), and a mail server takes few connections from one host.
 */
const SMTP_POOL = { pool: true, maxConnections: 4, maxMessages: 500 };

function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_POOL, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      // Sent as built (mime-message.ts): nodemailer only speaks SMTP.
      const info = await transport.sendMail({
        envelope: envelopeOf(message),
        raw: mimeMessage(message),
      });
      return { via: 'smtp', messageId: message.messageId ?? info.messageId };
    },
    close: () => transport.close(),
  };
}

/**
 * fs.writeFile's callback form: it opens, writes and closes without the promise API's FileHandle
 * objects, for less CPU a file (docs/performance/2026-11-30-session-27.md): an order writes three.
 * Not writeFileSync: it cost the server less CPU a file, but each file's creation then holds the
 * event loop (a profile showed much of it in open()), and the order row did fewer orders with
 * their e-mails out (docs/performance/2026-12-02-session-38-outbox.md).
 */
const writeNewFile = promisify(writeFile);

/**
 * Writes each message as an .eml file (what an SMTP server would have received), so that a
 * portal without a mail server still delivers: someone reads the outbox folder.
 */
function outboxMailer(outboxDir: string): Mailer {
  const dir = resolve(outboxDir);
  // Made on the first message, not before each (a system call a message on a busy outbox).
  let folder: Promise<unknown> | undefined;
  return {
    async send(message) {
      const raw = mimeMessage(message);
      folder ??= mkdir(dir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
        folder = undefined;
        throw error;
      });
      await folder;
      // 32 random bits, from the entropy cache that the boundaries use (mime-message.ts).
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const file = join(dir, name);
      // The message may carry a one-time link: readable by the server's user only.
      await writeNewFile(file, raw, { mode: 0o600, flag: 'wx' });
      return { via: 'outbox', file };
    },
    close: () => {},
  };
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl) : outboxMailer(options.outboxDir);
}
