import { sql, type RawBuilder } from 'kysely';
import type { WebhookEvent } from '@portal/contract';
import { newMessageId } from './message-id.ts';

export { newMessageId };

/**
 * The outbox is generic: it writes and delivers messages of any kind (outbox-worker.ts), and
 * imports none of the modules that fill it; who must hear of an event is modules/events' to say.
 */

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
