import { memberOf, apiKeyOf } from '../../core/callers.ts';
import { SECRET_ANSWER_SECONDS, type IdempotencyRule } from './idempotency-rule.ts';

/**
 * Whose Idempotency-Key a write takes (decision 021): a key is looked up in its caller's own
 * keys in its company only, so nobody else's answer can ever be replayed to them.
 */

/** A console write: the signed-in user's keys in the route's company. */
export const KEYED_BY_USER: IdempotencyRule = {
  scope: (request) => {
    const member = memberOf(request);
    return { tenantId: member.tenantId, caller: `user:${member.userId}` };
  },
};

/**
 * A console write whose answer shows a secret once (a new API key, a webhook's signing secret):
 * a retry needs it, so it is replayed, but kept (encrypted) for SECRET_ANSWER_SECONDS only.
 */
export const KEYED_BY_USER_SECRET: IdempotencyRule = {
  ...KEYED_BY_USER,
  keepSeconds: SECRET_ANSWER_SECONDS,
};

/** An integration write: the API key's own keys (another key of the company has its own). */
export const KEYED_BY_API_KEY: IdempotencyRule = {
  scope: (request) => {
    const key = apiKeyOf(request);
    return { tenantId: key.tenantId, caller: `api-key:${key.apiKeyId}` };
  },
};
