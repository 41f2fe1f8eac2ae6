import type { FastifyRequest } from 'fastify';

/** Whose a key is: the company and the caller (decision 021). */
export interface KeyScope {
  tenantId: number;
  caller: string;
}

/** How a route takes an Idempotency-Key: `config: { idempotency: rule }`. */
export interface IdempotencyRule {
  /** The key's owner; undefined when the request cannot write anything (an unknown company). */
  scope: (request: FastifyRequest) => KeyScope | undefined | Promise<KeyScope | undefined>;
  /** How long the answer is kept and replayed (default 24 hours). */
  keepSeconds?: number;
  /** Body fields kept out of the request's fingerprint (a password: see kept-answer.ts). */
  omitFromFingerprint?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This write takes an Idempotency-Key (plugins/idempotency.ts). */
    idempotency?: IdempotencyRule;
  }
}

export const DAY_SECONDS = 86_400;
/** An answer that shows a secret once is kept for a retry, not for a day. */
export const SECRET_ANSWER_SECONDS = 600;
