import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotentWriteHeaders } from '@portal/contract';
import { AppError, fieldError } from '../lib/app-error.ts';
import { outsideRequest } from '../lib/request-scope.ts';
import * as repository from '../modules/idempotency/idempotency.repository.ts';
import {
  answerKey,
  keyHash,
  openAnswer,
  requestFingerprint,
  sealAnswer,
} from '../modules/idempotency/kept-answer.ts';
import { isThenable, scopeOf, type Handler } from './request-deadline.ts';
import { DAY_SECONDS, type KeyScope } from '../modules/idempotency/idempotency-rule.ts';

interface KeyedRequest extends repository.KeyOwner {
  fingerprint: string;
  keepSeconds: number;
  secret: Buffer;
  replayed: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: KeyedRequest | null;
  }
}

/** How long a request waits for the answer of the one that holds its key before a 409. */
const WAIT_FOR_ANSWER_MS = 5_000;
const POLL_MS = 50;
/** A key taken this long ago without an answer: its request committed, its answer was lost. */
const ANSWER_LOST_AFTER_MS = 120_000;
const SWEEP_EVERY_MS = 60_000;
const REPLAYED_HEADER = 'idempotent-replayed';

/** Thrown by the claim when a live key holds the request's key: its answer is replayed. */
class KeyTaken extends Error {
  override name = 'KeyTaken';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function keyedRequest(request: FastifyRequest, key: string, scope: KeyScope): KeyedRequest {
  const rule = request.routeOptions.config.idempotency;
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  return {
    tenantId: scope.tenantId,
    caller: scope.caller,
    keyHash: keyHash(key),
    fingerprint: requestFingerprint(route, request.params, request.body, rule?.omitFromFingerprint),
    keepSeconds: rule?.keepSeconds ?? DAY_SECONDS,
    secret: answerKey(key, scope.tenantId, scope.caller),
    replayed: false,
  };
}

/**
 * Writes a client may retry take an `Idempotency-Key` header (decision 021), generalising what
 * orders do: the same key with the same request answers the first answer again and writes
 * nothing; the same key with another request is refused (422); two at once write once. A key
 * belongs to its company and its caller (IdempotencyRule.scope). For each route whose config
 * names a rule, this plugin
 * - documents and validates the header (the route's headers schema);
 * - before the handler: answers again what the key already answered, refuses another request
 *   with it, or waits (up to WAIT_FOR_ANSWER_MS) for the answer of a request holding it;
 * - otherwise takes the key in the request's first transaction, as its first statement
 *   (request-bound-dialect.ts), so the key commits with the request's writes or not at all, and
 *   a concurrent request with the key waits there, then answers what the first one did;
 * - keeps the answer (status and body, encrypted) once the request has answered: any answer of a
 *   request that committed under the key, a 2xx of one that wrote nothing; a refusal that wrote
 *   nothing is not kept, so the client may correct it and retry with the same key. A server
 *   error after the commit is kept as such and answered 409 (its answer was lost), not replayed.
 * Routes that take a key write in one transaction (an order, one statement and no transaction,
 * keeps its own key: modules/orders).
 */
export default fp(
  async (app) => {
    const deadlineMs = app.config.REQUEST_DEADLINE_MS;
    app.decorateRequest('idempotency', null);

    async function waitForAnswer(keyed: KeyedRequest): Promise<repository.KeptKey | undefined> {
      const until = Date.now() + WAIT_FOR_ANSWER_MS;
      for (;;) {
        const kept = await repository.findKey(app.db, keyed);
        if (!kept || kept.status_code !== null || Date.now() >= until) return kept;
        if (kept.age_ms > ANSWER_LOST_AFTER_MS) return kept;
        await sleep(POLL_MS);
      }
    }

    /** The kept answer sent again, or why not: another request (422), none yet (409). */
    async function answerAgain(
      keyed: KeyedRequest,
      found: repository.KeptKey | undefined,
      reply: FastifyReply,
    ): Promise<boolean> {
      if (!found) return false;
      if (found.fingerprint !== keyed.fingerprint) {
        throw fieldError('idempotency-key', 'idempotency.keyReused');
      }
      const kept = found.status_code === null ? await waitForAnswer(keyed) : found;
      if (!kept) return false; // it rolled back meanwhile: the key is free
      if (kept.fingerprint !== keyed.fingerprint) {
        throw fieldError('idempotency-key', 'idempotency.keyReused');
      }
      // A server error after the commit: what it saved is there, its answer says nothing of it.
      if (kept.status_code !== null && kept.status_code >= 500) {
        throw new AppError(409, 'idempotency.answerLost');
      }
      if (kept.status_code === null || kept.answer === null) {
        if (kept.age_ms > ANSWER_LOST_AFTER_MS) throw new AppError(409, 'idempotency.answerLost');
        const seconds = 5;
        throw new AppError(409, 'idempotency.inProgress', { seconds }, undefined, {
          'retry-after': String(seconds),
        });
      }
      keyed.replayed = true;
      const body = openAnswer(keyed.secret, kept.answer);
      reply.code(kept.status_code).header(REPLAYED_HEADER, 'true');
      if (body === '') reply.send();
      else reply.type('application/json; charset=utf-8').send(body);
      return true;
    }

    async function checkKey(request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers['idempotency-key'];
      const rule = request.routeOptions.config.idempotency;
      if (typeof key !== 'string' || !rule) return;
      const scope = await rule.scope(request);
      if (!scope) return;
      const keyed = keyedRequest(request, key, scope);
      request.idempotency = keyed;
      if (await answerAgain(keyed, await repository.findKey(app.db, keyed), reply)) return reply;
      scopeOf(request, deadlineMs).claim = {
        state: 'pending',
        run: async (statement) => {
          const taken = await statement(repository.takeKey(app.db, keyed));
          if (taken.rows.length === 0) throw new KeyTaken();
        },
      };
      return undefined;
    }

    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotency) return;
      route.schema = { ...route.schema, headers: route.schema?.headers ?? idempotentWriteHeaders };
      route.preHandler = [route.preHandler ?? []].flat().concat(checkKey);
      const handler = route.handler as Handler;
      // A request that took the key just after another: it wrote nothing, it answers the other's.
      const recover = async (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
        const keyed = request.idempotency;
        if (!(error instanceof KeyTaken) || !keyed) throw error;
        const found = await outsideRequest(() => repository.findKey(app.db, keyed));
        if (await outsideRequest(() => answerAgain(keyed, found, reply))) return reply;
        throw new AppError(409, 'idempotency.inProgress', { seconds: 1 }, undefined, {
          'retry-after': '1',
        });
      };
      const keyed: Handler = function (request, reply) {
        const result = handler.call(this, request, reply);
        if (!isThenable(result)) return result;
        return Promise.resolve(result).catch((error: unknown) => recover(request, reply, error));
      };
      route.handler = keyed;
    });

    // Before the answer leaves: a client that has it can count on getting it again.
    app.addHook('onSend', async (request, reply, payload) => {
      const keyed = request.idempotency;
      if (!keyed || keyed.replayed) return payload;
      const committed = request.scope?.claim?.state === 'done';
      if (!committed && (reply.statusCode < 200 || reply.statusCode >= 300)) return payload;
      if (payload !== undefined && payload !== null && typeof payload !== 'string') {
        request.log.warn('an idempotent answer that is not text is not kept');
        return payload;
      }
      // A 5xx is kept as its status only: replaying "try again" for a day would be a lie.
      const sealed = sealAnswer(keyed.secret, reply.statusCode >= 500 ? '' : (payload ?? ''));
      try {
        await outsideRequest(() =>
          committed
            ? repository.keepAnswer(app.db, keyed, reply.statusCode, sealed)
            : app.db.executeQuery(
                repository.takeKey(app.db, {
                  ...keyed,
                  answer: { statusCode: reply.statusCode, sealed },
                }),
              ),
        );
      } catch (error) {
        // The write is done and answered; a retry learns that its answer was lost (409).
        request.log.error({ err: error }, 'the answer of an idempotent request was not kept');
      }
      return payload;
    });

    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweeper = setInterval(() => {
        repository
          .deleteExpiredKeys(app.db)
          .catch((error: unknown) => app.log.error({ err: error }, 'expired keys not deleted'));
      }, SWEEP_EVERY_MS);
      sweeper.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'idempotency', dependencies: ['config', 'database', 'request-deadline'] },
);
