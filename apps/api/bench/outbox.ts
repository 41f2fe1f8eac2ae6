import { existsSync, readdirSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';

/**
 * The e-mails of an order row (issue 25 point 5): each order writes one to its buyer and one to
 * each administrator into the outbox, which the servers' workers deliver (into OUTBOX_DIR). A row
 * that ends with a backlog has not done its work: the row's figures are read beside how many of
 * its e-mails went before it ended, and how long the rest took.
 */
export interface OutboxStats {
  /** E-mails written by the row's orders. */
  messages: number;
  /** Of those, delivered before the row ended. */
  deliveredInRow: number;
  /**
   * Seconds from the row's end to the last of its e-mails delivered: 0 when none was left, null
   * when none was delivered.
   */
  restSeconds: number | null;
  /** Not delivered when the bench stopped waiting. */
  pending: number;
  /**
   * The row's orders over the seconds from its start until the last of its e-mails went (its end
   * when none was left): the rate at which orders were done, e-mails included. The request rate
   * alone counts orders whose e-mails a server put off until after the row (issue 25 point 4:
   * the backlog counts). Null when an e-mail was left undelivered or none was written.
   */
  ordersWithEmailsPerSecond: number | null;
  /**
   * CPU milliseconds an order cost the servers and the database from the row's start until its
   * last e-mail went (bench/run.ts): the request and everything it left the outbox to do. The
   * row's own CPU figures stop at its end, with most e-mails still to send.
   */
  cpuWithEmails?: { server: number; postgres: number | null };
}

/**
 * The e-mails of `code` written from `from` to `to`, when they were delivered, and the rate of
 * the row's `orders` with their e-mails.
 */
export async function readOutboxStats(
  db: Kysely<Database>,
  code: string,
  from: Date,
  to: Date,
  orders: number,
): Promise<OutboxStats> {
  const { rows } = await sql<{
    messages: number;
    delivered_in_row: number;
    pending: number;
    rest_seconds: number | string | null;
  }>`
    select count(*)::int as messages,
      count(*) filter (where m.delivered_at <= ${to})::int as delivered_in_row,
      count(*) filter (where m.status = 'pending')::int as pending,
      case when max(m.delivered_at) is not null
        then greatest(0, extract(epoch from max(m.delivered_at) - ${to}::timestamptz)) end
        as rest_seconds
    from tenants t
    join outbox_messages m on m.tenant_id = t.id
    where t.code = ${code} and m.kind = 'email' and m.created_at >= ${from} and m.created_at <= ${to}
  `.execute(db);
  const row = rows[0]!;
  const restSeconds = row.rest_seconds === null ? null : Number(row.rest_seconds);
  const done = row.messages > 0 && row.pending === 0 && restSeconds !== null;
  return {
    messages: row.messages,
    deliveredInRow: row.delivered_in_row,
    pending: row.pending,
    restSeconds,
    ordersWithEmailsPerSecond: done
      ? orders / ((to.getTime() - from.getTime()) / 1000 + restSeconds)
      : null,
  };
}

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).length : 0);

/**
 * Waits until no e-mail has been written into `dir` for `quietMs` (the workers have nothing
 * left to deliver: they take due messages as soon as a place frees), or `timeoutMs` has passed.
 * Resolves with whether it went quiet.
 */
export async function waitForOutboxQuiet(
  dir: string,
  { quietMs = 3000, timeoutMs = 600_000, pollMs = 250 } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let count = filesIn(dir);
  let changedAt = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const now = filesIn(dir);
    if (now !== count) {
      count = now;
      changedAt = Date.now();
    } else if (Date.now() - changedAt >= quietMs) {
      return true;
    }
  }
  return false;
}
