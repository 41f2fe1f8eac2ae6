import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The e-mails the server under test wrote into its OUTBOX_DIR (playwright.config.ts): no SMTP
 * server is configured, so every e-mail the outbox sends lands there as a .eml file.
 */
const outboxDir = () => join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** A message's text with quoted-printable undone (soft line breaks, `=3D`), enough for links. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The e-mails sent to `email` so far, decoded. */
export function mailsTo(email: string): string[] {
  const dir = outboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => decoded(readFileSync(join(dir, name), 'utf8')))
    .filter((mail) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail));
}

/** The first link of `pattern` in an e-mail to `email`, once the outbox has sent one. */
export async function linkMailedTo(email: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        link =
          mailsTo(email)
            .map((mail) => pattern.exec(mail)?.[0] ?? '')
            .find(Boolean) ?? '';
        return link;
      },
      { timeout: 15_000, message: `an e-mail to ${email} with a link` },
    )
    .not.toBe('');
  return link;
}
