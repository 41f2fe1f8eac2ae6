import { sql } from 'kysely';
import { PREPARED_MARK } from '../../db/prepared-statements.ts';
import type { Db } from '../../db/schema.ts';
import { outsideRequest } from '../../lib/request-scope.ts';

/** Orders whose numbers one statement reads at most. */
const MOST_A_READ = 500;

interface Waiting {
  tenantId: number;
  orderId: number;
  resolve: (saleNo: number) => void;
  reject: (error: unknown) => void;
}

/**
 * The numbers orders took at commit, read once their commits are on disk (decision 015). The
 * read writes a WAL record in a transaction committed synchronously, so it returns only once the
 * WAL is flushed past every commit that came before it. One read therefore serves every order
 * committed before it starts: orders that commit while a read is under way wait for the next,
 * which reads them all in one statement and one flush (group commit, decision 058). With no read
 * under way an order's read starts at once, so a lone order waits for nothing more than before.
 */
class OrderNumberReads {
  #waiting: Waiting[] = [];
  #reading = false;

  constructor(private readonly db: Db) {}

  numberOf(tenantId: number, orderId: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ tenantId, orderId, resolve, reject });
      if (!this.#reading) void this.#readWaiting();
    });
  }

  async #readWaiting(): Promise<void> {
    this.#reading = true;
    try {
      while (this.#waiting.length > 0) {
        const batch = this.#waiting.splice(0, MOST_A_READ);
        try {
          // Shared by several requests: no one request's deadline may cut it (the orders are
          // committed; each request only waits for its number).
          const numbers = await outsideRequest(() => readDurableNumbers(this.db, batch));
          for (const waiting of batch) {
            const saleNo = numbers.get(key(waiting.tenantId, waiting.orderId));
            if (saleNo === undefined)
              waiting.reject(new Error('the order just written was not found'));
            else waiting.resolve(saleNo);
          }
        } catch (error) {
          for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      this.#reading = false;
    }
  }
}

const key = (tenantId: number, orderId: number) => `${tenantId}:${orderId}`;

/**
 * One statement: the orders' numbers, and a transactional logical message (which any role may
 * emit by default) written once, in a CTE the rows are joined to, so no row comes back before it.
 */
async function readDurableNumbers(db: Db, batch: readonly Waiting[]): Promise<Map<string, number>> {
  const { rows } = await sql<{ tenant_id: number; id: number; sale_no: number }>`
    with flushed as materialized (
      select pg_logical_emit_message(true, 'portal', 'orders placed') as lsn
    )
    select o.tenant_id, o.id, o.sale_no
    from flushed, unnest(
      ${batch.map((waiting) => waiting.tenantId)}::int[],
      ${batch.map((waiting) => waiting.orderId)}::int[]
    ) as w(tenant_id, id)
    join orders o on o.tenant_id = w.tenant_id and o.id = w.id
    ${sql.raw(PREPARED_MARK)}`.execute(db);
  return new Map(rows.map((row) => [key(row.tenant_id, row.id), row.sale_no]));
}

const readsOf = new WeakMap<Db, OrderNumberReads>();

/**
 * The number an order's commit took, read once its WAL is on disk (see OrderNumberReads): the
 * order's own placement and a quote's acceptance (modules/quotes) answer only after it.
 */
export function durableOrderNumber(db: Db, tenantId: number, orderId: number): Promise<number> {
  let reads = readsOf.get(db);
  if (!reads) {
    reads = new OrderNumberReads(db);
    readsOf.set(db, reads);
  }
  return reads.numberOf(tenantId, orderId);
}
