import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { recordAudit } from '../admin/audit/record-audit.ts';
import type { AttemptOutcome, ClaimedMessage, OutboxHandler } from '../outbox/outbox-worker.ts';
import { webhookOrder } from '../../readers/order-reader.ts';
import { signWebhook } from './signature.ts';
import { checkTarget, type Resolver } from './target-guard.ts';
import { postWebhook } from './webhook-delivery.ts';

export interface WebhookHandlerOptions {
  db: Db;
  log: FastifyBaseLogger;
  allowPrivateTargets: boolean;
  timeoutMs: number;
  /** An endpoint failing without a success for this long is turned off. */
  disableAfterMs: number;
  /**
   * Told when an endpoint is turned off, in the transaction that records it (the audit row and
   * the endpoint's reason are written): the e-mail to the tenant's administrators goes here, as
   * an outbox message of kind 'email' written with that transaction.
   */
  onEndpointDisabled?: (
    trx: Db,
    endpoint: { tenantId: number; id: number; url: string },
  ) => Promise<void>;
  resolve?: Resolver;
}

export const DISABLED_REASON = 'failing';

/**
 * The body a receiver gets: type, timestamp (when the event happened) and data, the same bytes
 * on every attempt. An order's number is taken as its transaction commits (decision 015), after
 * its message was written: it is read here, once the order exists.
 */
async function envelope(db: Db, message: ClaimedMessage): Promise<string> {
  const data = { ...message.payload };
  if (
    (message.event === 'order.created' || message.event === 'order.approval_requested') &&
    data.sale_no === null
  ) {
    const order = await webhookOrder(db, message.tenant_id, Number(data.order_id));
    data.sale_no = order?.sale_no ?? null;
  }
  return JSON.stringify({
    type: message.event,
    timestamp: new Date(message.created_at).toISOString(),
    data,
  });
}

const failed = (error: string): AttemptOutcome => ({
  ok: false,
  statusCode: null,
  durationMs: 0,
  error,
  excerpt: null,
});

/** Delivers webhook messages per Standard Webhooks, and turns off endpoints failing for days. */
export function webhookHandler(options: WebhookHandlerOptions): OutboxHandler {
  const { db } = options;
  return {
    async deliver(message, signal) {
      if (message.endpoint_id === null) return { ...failed('no endpoint'), cancel: true };
      const endpoint = await db
        .selectFrom('webhook_endpoints')
        .select(['url', 'secret', 'enabled'])
        .where('tenant_id', '=', message.tenant_id)
        .where('id', '=', message.endpoint_id)
        .executeTakeFirst();
      if (!endpoint?.enabled) return { ...failed('endpoint disabled'), cancel: true };
      const check = await checkTarget(endpoint.url, options.allowPrivateTargets, options.resolve);
      if (!check.ok) return failed(`target refused: ${check.problem}`);
      const body = await envelope(db, message);
      const timestamp = Math.floor(Date.now() / 1000);
      return postWebhook(
        check.target,
        {
          'webhook-id': message.message_id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(endpoint.secret, message.message_id, timestamp, body),
        },
        body,
        { timeoutMs: options.timeoutMs, signal },
      );
    },

    async afterAttempt(trx, message, outcome) {
      if (message.endpoint_id === null || outcome.cancel) return;
      const endpoint = trx
        .updateTable('webhook_endpoints')
        .where('tenant_id', '=', message.tenant_id)
        .where('id', '=', message.endpoint_id);
      if (outcome.ok) {
        await endpoint
          .set({ failing_since: null })
          .where('failing_since', 'is not', null)
          .execute();
        return;
      }
      const disabled = await endpoint
        .set({
          failing_since: sql<Date>`coalesce(failing_since, now())`,
          enabled: sql<boolean>`enabled and coalesce(failing_since, now())
            > now() - ${options.disableAfterMs} * interval '1 millisecond'`,
        })
        .returning(['id', 'url', 'enabled'])
        .executeTakeFirst();
      if (!disabled || disabled.enabled) return;
      // Turned off by this attempt, or already off: only the first time is recorded.
      const turnedOff = await trx
        .updateTable('webhook_endpoints')
        .set({ disabled_reason: DISABLED_REASON, updated_at: sql<Date>`now()` })
        .where('tenant_id', '=', message.tenant_id)
        .where('id', '=', message.endpoint_id)
        .where('disabled_reason', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!turnedOff) return;
      await recordAudit(trx, {
        tenantId: message.tenant_id,
        actorUserId: null,
        action: 'webhook_endpoint.disable',
        entity: 'webhook_endpoint',
        entityId: disabled.id,
        before: { enabled: true },
        after: { enabled: false, disabled_reason: DISABLED_REASON },
      });
      options.log.warn(
        { tenant: message.tenant_id, endpoint: disabled.id },
        'webhooks: endpoint turned off after failing for days',
      );
      await options.onEndpointDisabled?.(trx, {
        tenantId: message.tenant_id,
        id: disabled.id,
        url: disabled.url,
      });
    },
  };
}
