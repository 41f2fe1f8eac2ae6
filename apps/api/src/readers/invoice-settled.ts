import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * What the ledger has settled of the invoice aliased `i` (payments and credit notes allocated to
 * it): its open amount is its total less this, computed and never stored (decision 038).
 */
export function settledOfInvoice(
  eb: ExpressionBuilder<Database & { i: Database['invoices'] }, 'i'>,
) {
  return eb
    .selectFrom('ledger_allocations as a')
    .select(sql<number>`coalesce(sum(a.amount), 0)`.as('settled'))
    .whereRef('a.tenant_id', '=', 'i.tenant_id')
    .whereRef('a.invoice_id', '=', 'i.id')
    .as('settled');
}
