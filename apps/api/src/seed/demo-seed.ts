import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.ts';

/** Seeds the demo data of DESIGN.md section 4 into an empty database. Returns whether it did. */
export async function seedDemoIfEmpty(
  _db: Kysely<Database>,
  _log: Pick<FastifyBaseLogger, 'info'>,
): Promise<boolean> {
  return false;
}
