import { CompiledQuery, sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/db/schema.ts';

/** How often PostgreSQL planned a statement prepared on this connection, by kind of plan. */
export interface PlanCounts {
  generic: number;
  custom: number;
}

/**
 * The plan counts of the statements prepared on `db`'s connection whose text holds every one of
 * `fragments` (pg_prepared_statements: PostgreSQL only; PGlite runs no named statement).
 */
export async function plansOf(db: Db, fragments: readonly string[]): Promise<PlanCounts[]> {
  const holds = sql.join(
    fragments.map((fragment) => sql`strpos(statement, ${fragment}) > 0`),
    sql` and `,
  );
  const { rows } = await sql<PlanCounts>`
    select generic_plans::int as generic, custom_plans::int as custom
    from pg_prepared_statements where ${holds}`.execute(db);
  return rows;
}

/**
 * One statement, run by its generic plan after the five custom plans PostgreSQL makes first
 * (decision 053), given at least eight runs.
 */
export function expectGenericPlanKept(plans: readonly PlanCounts[]) {
  expect(plans).toHaveLength(1);
  expect(plans[0]!.custom).toBeLessThanOrEqual(5);
  expect(plans[0]!.generic).toBeGreaterThanOrEqual(3);
}

/** A node of PostgreSQL's plan, as `explain (format json)` writes it. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** With `analyze` only. */
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** Every node of `node`'s tree, itself first. */
export const planNodes = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? []).flatMap(planNodes),
];

/**
 * Every node of the plan PostgreSQL (or PGlite) makes for `query` now, with its run's figures
 * when `analyze` (the query then runs).
 */
export async function explainNodes(
  db: Db,
  query: CompiledQuery,
  { analyze = false } = {},
): Promise<PlanNode[]> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (${analyze ? 'analyze, ' : ''}format json) ${query.sql}`, [
      ...query.parameters,
    ]),
  );
  const plan = rows[0]!['QUERY PLAN'];
  const tree = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
  return planNodes(tree[0].Plan);
}
