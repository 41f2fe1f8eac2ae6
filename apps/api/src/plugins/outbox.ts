import fp from 'fastify-plugin';
import { createMailer } from '../lib/mailer/mailer.ts';
import { portalAddress } from '../lib/portal-url.ts';
import { emailHandler } from '../modules/notifications/email-handler.ts';
import { enqueueEndpointDisabledEmails } from '../modules/notifications/email-fan-out.ts';
import { OutboxWorker } from '../modules/outbox/outbox-worker.ts';
import { expireOffers } from '../modules/quotes/quote-expiry.ts';
import { remindOffers } from '../modules/quotes/quote-reminder.ts';
import { remindOverdueInvoices } from '../modules/invoices/invoice-reminder.ts';
import { webhookHandler } from '../modules/webhooks/webhook-handler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /** Looks for due messages now; a no-op when this instance runs no worker. */
      nudge(): void;
      /** This instance's worker, if it runs one (tests drive it). */
      worker: OutboxWorker | undefined;
    };
  }
}

const HOUR_MS = 3_600_000;
/** How often an instance running the worker writes down expired quote offers. */
const QUOTE_EXPIRY_EVERY_MS = 60_000;

/**
 * The outbox's worker (decision 017): started when the app is ready, stopped when it closes
 * (deliveries under way are abandoned and their messages given back). A write request that
 * succeeded nudges it, so what it committed goes out at once rather than at the next poll.
 */
export default fp(
  async (app) => {
    const env = app.config;
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: env.OUTBOX_DIR });
    const worker = env.OUTBOX_WORKER
      ? new OutboxWorker({
          db: app.db,
          log: app.log,
          pollMs: env.OUTBOX_POLL_MS,
          leaseMs: env.OUTBOX_LEASE_MS,
          concurrency: env.OUTBOX_CONCURRENCY,
          tenantConcurrency: env.OUTBOX_TENANT_CONCURRENCY,
          endpointConcurrency: env.OUTBOX_ENDPOINT_CONCURRENCY,
          retry: {
            baseMs: env.WEBHOOK_RETRY_BASE_MS,
            maxMs: env.WEBHOOK_RETRY_MAX_MS,
            windowMs: env.WEBHOOK_RETRY_HOURS * HOUR_MS,
          },
          handlers: {
            webhook: webhookHandler({
              db: app.db,
              log: app.log,
              allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
              timeoutMs: env.WEBHOOK_TIMEOUT_MS,
              disableAfterMs: env.WEBHOOK_DISABLE_AFTER_DAYS * 24 * HOUR_MS,
              onEndpointDisabled: (trx, endpoint) =>
                enqueueEndpointDisabledEmails(trx, endpoint.tenantId, endpoint.url),
            }),
            email: emailHandler({
              db: app.db,
              mailer,
              portal: portalAddress(env),
              readCacheMs: env.EMAIL_READ_CACHE_MS,
            }),
          },
        })
      : undefined;
    app.decorate('outbox', { nudge: () => worker?.nudge(), worker });
    if (!worker) return mailer.close();
    // Periodic work of the worker's instances: offers past their valid-until instant expire,
    // offers expiring within three days are reminded (each once, whichever instance sweeps:
    // quote-expiry.ts, quote-reminder.ts), invoices past their due date get their one overdue
    // reminder (invoice-reminder.ts, once per invoice and due date), and the messages go out.
    let expiry: NodeJS.Timeout | undefined;
    const sweepQuotes = async () => {
      try {
        const expired = await expireOffers(app.db);
        const reminded = await remindOffers(app.db);
        const overdue = await remindOverdueInvoices(app.db);
        if (expired + reminded + overdue > 0) worker.nudge();
      } catch (error: unknown) {
        app.log.error({ err: error }, 'quote offers not swept');
      }
    };
    app.addHook('onReady', async () => {
      worker.start();
      expiry = setInterval(() => void sweepQuotes(), QUOTE_EXPIRY_EVERY_MS);
      expiry.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(expiry);
      await worker.stop();
      mailer.close();
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
        worker.nudge();
      }
    });
  },
  { name: 'outbox', dependencies: ['config', 'database'] },
);
