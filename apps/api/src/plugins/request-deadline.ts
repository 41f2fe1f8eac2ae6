import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newRequestScope, runInScope, timedOut, type RequestScope } from '../lib/request-scope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The deadline and commit state of this request's handler (lib/request-scope.ts). */
    scope: RequestScope | null;
  }
}

export type Handler = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/** The request's scope, made on first use (the idempotency check may set its claim first). */
export function scopeOf(request: FastifyRequest, deadlineMs: number): RequestScope {
  request.scope ??= newRequestScope(deadlineMs);
  return request.scope;
}

/**
 * Every handler runs under a deadline of REQUEST_DEADLINE_MS from its start (decision 021), since
 * no socket timeout may cut a request whose handler is running (app.ts). When it passes and the
 * request has committed nothing, it is answered 503 with Retry-After at once, and what it still
 * does is refused by the database layer (request-bound-dialect.ts): its transaction rolls back
 * and nothing of it commits after the answer. When a commit is in flight, the answer waits for
 * it: committed, the request finishes and answers what it did; failed, it answers 503. A request
 * that has committed finishes. Never both: no 503 for a change that was saved.
 *
 * Fastify's own handlerTimeout answers 503 whatever is in flight and leaves the work running,
 * which is the fault this replaces, so it stays off.
 */
export default fp(
  async (app) => {
    const deadlineMs = app.config.REQUEST_DEADLINE_MS;
    app.decorateRequest('scope', null);

    // The answer is decided. A 503 told the client that nothing was saved: whatever the handler
    // still tries is refused. Any other answer: the deadline has nothing left to answer.
    app.addHook('onSend', async (request, reply) => {
      const scope = request.scope;
      if (!scope) return;
      if (reply.statusCode === 503 && !scope.committed) scope.timedOut = true;
      else scope.finished = true;
    });

    app.addHook('onRoute', (route) => {
      const handler = route.handler as Handler;
      const bounded: Handler = function (request, reply) {
        const scope = scopeOf(request, deadlineMs);
        scope.deadlineAt = Date.now() + deadlineMs;
        let answered = false;
        const answer = () => {
          if (answered || scope.finished || scope.timedOut || scope.committed) return;
          if (scope.committing > 0) return; // told again when it settles (onCommitSettled)
          if (reply.sent || reply.raw.headersSent) return;
          answered = true;
          request.log.warn({ deadlineMs }, 'deadline passed: answered 503, its work rolls back');
          reply.send(timedOut(true));
        };
        const timer = setTimeout(() => {
          scope.onCommitSettled = answer;
          answer();
        }, deadlineMs);
        const settle = () => {
          scope.finished = true;
          clearTimeout(timer);
        };
        let result: unknown;
        try {
          result = runInScope(scope, () => handler.call(this, request, reply));
        } catch (error) {
          settle();
          throw error;
        }
        // A handler that answered with reply.send() and returned nothing stays synchronous, as
        // Fastify expects; a promise (or the reply, a thenable) is followed to its end.
        if (!isThenable(result)) {
          settle();
          return result;
        }
        return Promise.resolve(result).then(
          (value) => {
            settle();
            return answered ? undefined : value;
          },
          (error: unknown) => {
            settle();
            if (!answered) throw error;
            request.log.info({ err: error }, 'after its 503, the handler ended with an error');
            return undefined;
          },
        );
      };
      route.handler = bounded;
    });
  },
  { name: 'request-deadline', dependencies: ['config'] },
);
