import { sql, type Expression } from 'kysely';

/**
 * The SQL comment that marks a query as reading or changing rows of every tenant on purpose.
 * The test suite's tenant predicate check (test/helpers/tenant-predicate-check.ts) lets such a
 * query through; in production it is only a comment at the end of the statement.
 */
export const ACROSS_TENANTS_MARK = '/* across tenants */';

const mark = sql.raw(ACROSS_TENANTS_MARK);

/**
 * Marks a select, update or delete as deliberately not scoped by `tenant_id` (use with `$call`,
 * and say why next to it): a session found by its token hash, an account's memberships at every
 * company. Every other query of a tenant-owned table names its tenant.
 */
export function acrossTenants<Query extends { modifyEnd(modifier: Expression<unknown>): Query }>(
  query: Query,
): Query {
  return query.modifyEnd(mark);
}
