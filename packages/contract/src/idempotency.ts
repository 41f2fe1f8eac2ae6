import { z } from 'zod';

/** What an Idempotency-Key may be: a client-made token (a UUID fits), bounded in length. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

const DESCRIPTION =
  'A token the client makes for one write and sends again with every retry of it (a UUID fits): ' +
  'the same key with the same request answers the first answer again, marked ' +
  '`Idempotent-Replayed: true`, and writes nothing twice; the same key with another request is ' +
  'refused (422). Keys belong to the caller (a user or an API key) in its company and are kept ' +
  '24 hours (an answer that shows a secret once: 10 minutes). See docs/decisions/021.';

/**
 * The optional `Idempotency-Key` header of a write a client may retry (decision 021). Other
 * headers pass through untouched: this schema only adds the one it names.
 */
export const idempotentWriteHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: 'idempotency.keyInvalid' })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: 'idempotency.keyInvalid' })
    .optional()
    .meta({ description: DESCRIPTION }),
});
