import { sql, type RawBuilder } from 'kysely';
import type { WebhookEvent, WebhookPayload } from '@portal/contract';
import type { Db } from '../../db/schema.ts';

import { enqueueEventEmails } from '../notifications/email-fan-out.ts';
import { newMessageId } from './message-id.ts';

export { newMessageId };

/**
 * The statement that writes one webhook message per enabled endpoint of the tenant subscribed to
 * `event`: rows per endpoint, so each has its own attempts and log (decision 017). `payload` is a
 * SQL expression, so the statement can take its values from a common table expression (`from`)
 * of the statement that makes the event: an order is written by one statement (decision 015).
 */
export function webhookFanOut(options: {
  tenantId: number;
  event: WebhookEvent;
  payload: RawBuilder<unknown>;
  from?: RawBuilder<unknown>;
}): RawBuilder<unknown> {
  const { tenantId, event, payload, from } = options;
  return sql`
    insert into outbox_messages (tenant_id, kind, event, message_id, endpoint_id, payload)
    select e.tenant_id, 'webhook', ${event}, ${newMessageId}, e.id, ${payload}
    from webhook_endpoints e${from ? sql`, ${from}` : sql``}
    where e.tenant_id = ${tenantId} and e.enabled and ${event} = any (e.events)`;
}

/**
 * Writes the messages that tell `event` to whoever must hear of it, inside the transaction that
 * makes the event (pass the transaction): they commit or roll back with it, and a worker
 * delivers them after the commit (outbox-worker.ts): a message per subscribed webhook endpoint,
 * and the e-mails the event sends (notifications/email-fan-out.ts).
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
