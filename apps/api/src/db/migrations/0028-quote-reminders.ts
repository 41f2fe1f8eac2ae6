import { sql, type Kysely } from 'kysely';

/**
 * The reminder three days before an offer expires (issue 30 point 4): `reminded_for` is the
 * valid-until instant the buyer was reminded of, written by the sweep's statement that enqueues
 * the e-mail (quotes/quote-reminder.ts), so each offer is reminded once whichever instance sweeps,
 * and a new version with another instant is reminded again. The index serves both sweeps
 * (reminder and expiry), which look at every tenant's offers by their instant.
 */
const statements = [
  `alter table quotes add column reminded_for timestamptz`,
  `create index quotes_offered_until_idx on quotes (valid_until) where status = 'offered'`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index quotes_offered_until_idx`.execute(db);
  await sql`alter table quotes drop column reminded_for`.execute(db);
}
