import type { FastifyBaseLogger } from 'fastify';
import { outsideRequest } from '../request-scope.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export interface BackgroundMail {
  /** Starts `compose` and sends what it returns (null: nothing to send) without waiting. */
  send(compose: () => Promise<MailMessage | null>, context: Record<string, unknown>): void;
  /** Waits for every send under way (at close, so that none is cut off). */
  settle(): Promise<void>;
}

/**
 * Mail sent after the answer, not before it: how long a mail server takes must not tell an
 * anonymous caller whether a message went out (registration of a known address). A failure is
 * logged, never answered.
 */
export function createBackgroundMail(mailer: Mailer, log: FastifyBaseLogger): BackgroundMail {
  const underway = new Set<Promise<void>>();
  return {
    send(compose, context) {
      // After the answer, outside its request: not bound by that request's deadline.
      const sending = outsideRequest(async () => {
        const message = await compose();
        if (!message) return;
        const receipt = await mailer.send(message);
        log.info({ ...context, via: receipt.via }, 'mail sent');
      })
        .catch((error: unknown) => log.error({ ...context, err: error }, 'mail failed'))
        .finally(() => underway.delete(sending));
      underway.add(sending);
    },
    async settle() {
      await Promise.allSettled([...underway]);
    },
  };
}
