import { sql } from 'kysely';

/** A new message id, `msg_` and 32 hex digits: the webhook-id a receiver deduplicates by. */
export const newMessageId = sql<string>`'msg_' || replace(gen_random_uuid()::text, '-', '')`;
