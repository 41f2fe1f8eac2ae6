import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/schema.ts';

/**
 * The SQL of spending limits (issue 29 point 4, decision 033): a member's running sum of what
 * their orders of the current period (a calendar month or quarter in UTC) spent, kept on their
 * membership. Periods are the rules' (packages/contract rules/spending-limit.ts periodStart).
 */

const periodOf = (at: RawBuilder<unknown>) =>
  sql`date_trunc(m.spending_period, (${at}) at time zone 'UTC')::date`;
const NOW = periodOf(sql`now()`);
const spentNow = sql`(case when m.spent_period_start = ${NOW} then m.spent_in_period else 0 end)`;

/**
 * Adds an order's total to what the member's period spent, only when it fits their limit (or
 * they have none): one row when it did, none when it would pass the limit. An UPDATE re-reads
 * the row it waited for, so two orders of the member at once are checked one after the other.
 */
export function spendUpdate(
  tenantId: number,
  userId: number,
  total: number | string,
  whateverTheLimit = false,
) {
  // An order that waits for approval because it passes the limit (decision 042) counts anyway.
  const fits = whateverTheLimit
    ? sql``
    : sql`and (m.spending_limit is null or ${spentNow} + ${total}::numeric <= m.spending_limit)`;
  return sql`
    update memberships m set spent_in_period = ${spentNow} + ${total}::numeric,
      spent_period_start = ${NOW}
    where m.tenant_id = ${tenantId} and m.user_id = ${userId}
      ${fits}
    returning m.user_id`;
}

/**
 * Gives a declined, withdrawn or canceled order's total back to its placer's period, for a
 * statement whose `head` is the order (its placer, total and creation time); an order of an
 * earlier period gives nothing back (that period is over).
 */
export function giveBackUpdate(tenantId: number) {
  return sql`
    update memberships m set spent_in_period = greatest(m.spent_in_period - head.total, 0)
    from head
    where m.tenant_id = ${tenantId} and m.user_id = head.placed_by_user_id
      and m.spent_period_start = ${periodOf(sql`head.created_at`)}`;
}

/** The same, on its own, for an order the console cancels (inside its transaction). */
export async function giveBackSpending(db: Db, tenantId: number, orderId: number): Promise<void> {
  await sql`
    with head as (
      select placed_by_user_id, total, created_at from orders
      where tenant_id = ${tenantId} and id = ${orderId}
    )
    ${giveBackUpdate(tenantId)}`.execute(db);
}

/**
 * What the member's orders of their current period spent, counted again from the orders: when an
 * administrator sets or changes a limit, it counts the period's orders placed before it existed.
 */
export function recountSpending(db: Db, tenantId: number, userId: number) {
  return sql`
    update memberships m set
      spent_in_period = coalesce((
        select sum(o.total) from orders o
        where o.tenant_id = m.tenant_id and o.placed_by_user_id = m.user_id
          and o.status not in ('canceled', 'declined', 'withdrawn')
          and o.created_at >= (${NOW})::timestamp at time zone 'UTC'
      ), 0),
      spent_period_start = ${NOW}
    where m.tenant_id = ${tenantId} and m.user_id = ${userId} and m.spending_limit is not null`.execute(
    db,
  );
}
