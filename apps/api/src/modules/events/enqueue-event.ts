import { sql } from 'kysely';
import type { WebhookEvent, WebhookPayload } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { enqueueEventEmails } from '../notifications/email-fan-out.ts';
import { webhookFanOut } from '../outbox/outbox.ts';

/**
 * Writes the messages that tell `event` to whoever must hear of it, inside the transaction that
 * makes the event (pass the transaction): they commit or roll back with it, and a worker
 * delivers them after the commit (outbox/outbox-worker.ts): a message per subscribed webhook endpoint,
 * and the e-mails the event sends (notifications/email-fan-out.ts). The generic outbox
 * knows neither: this module, above both, ties an event to its messages.
 */
export async function enqueue<E extends WebhookEvent>(
  trx: Db,
  tenantId: number,
  event: E,
  payload: WebhookPayload<E>,
): Promise<void> {
  await webhookFanOut({
    tenantId,
    event,
    payload: sql`${JSON.stringify(payload)}::jsonb`,
  }).execute(trx);
  await enqueueEventEmails(trx, tenantId, event, payload);
}
