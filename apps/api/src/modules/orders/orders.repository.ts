import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, OrderLinesTable, OrdersTable } from '../../db/schema.ts';

/**
 * Every SQL statement of orders. Each function takes the tenant id, and the ones that read
 * orders or addresses take the member's customer id too: no query can reach another customer.
 */
type Db = Kysely<Database>;

const SALE_NO_COUNTER = 'sale_no';
const FIRST_SALE_NO = 1001;

export interface OrderHead {
  id: number;
  sale_no: number;
  status: OrdersTable['status'];
  total: number;
}

export function findIdempotentOrder(
  db: Db,
  tenantId: number,
  userId: number,
  key: string,
): Promise<OrderHead | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'sale_no', 'status', 'total'])
    .where('tenant_id', '=', tenantId)
    .where('placed_by_user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function findShippingAddress(db: Db, tenantId: number, customerId: number, id: number) {
  return db
    .selectFrom('addresses')
    .select(['id', 'address', 'city', 'province_code', 'country_code', 'postal_code'])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .where('type', '=', 'S')
    .executeTakeFirst();
}

export function findSetting(db: Db, tenantId: number, key: string) {
  return db
    .selectFrom('tenant_settings')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Active units of active products of the tenant, with what a line must snapshot and check. */
export function findSellableUnits(db: Db, tenantId: number, puomIds: readonly number[]) {
  return db
    .selectFrom('product_uoms as pu')
    .innerJoin('products as p', (join) =>
      join.onRef('p.tenant_id', '=', 'pu.tenant_id').onRef('p.id', '=', 'pu.product_id'),
    )
    .innerJoin('uoms as u', (join) =>
      join.onRef('u.tenant_id', '=', 'pu.tenant_id').onRef('u.id', '=', 'pu.uom_id'),
    )
    .leftJoin('product_uoms as dp', (join) =>
      join.onRef('dp.tenant_id', '=', 'p.tenant_id').onRef('dp.id', '=', 'p.default_puom_id'),
    )
    .select([
      'pu.id as puom_id',
      'pu.cf',
      'p.id as product_id',
      'p.part_number',
      'p.description',
      'p.selling_price',
      'p.min_order_qty',
      'p.max_order_qty',
      'u.code as uom_code',
      'dp.cf as default_cf',
    ])
    .where('pu.tenant_id', '=', tenantId)
    .where('pu.id', 'in', puomIds)
    .where('pu.active', '=', true)
    .where('p.active', '=', true)
    .execute();
}
export type SellableUnit = Awaited<ReturnType<typeof findSellableUnits>>[number];

/**
 * The next order number of a tenant. The upsert takes the counter's row lock until the
 * transaction ends, so concurrent orders get distinct numbers; a missing counter starts after
 * any order already numbered (imported or seeded) and never below 1001.
 */
export async function nextSaleNo(trx: Db, tenantId: number): Promise<number> {
  const row = await trx
    .insertInto('tenant_counters')
    .values({
      tenant_id: tenantId,
      name: SALE_NO_COUNTER,
      value: sql<number>`(select greatest(${FIRST_SALE_NO - 1}, coalesce(max(sale_no), 0)) + 1
        from orders where tenant_id = ${tenantId})`,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'name'])
        .doUpdateSet({ value: sql<number>`tenant_counters.value + 1` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

export function insertOrder(trx: Db, order: Insertable<OrdersTable>): Promise<OrderHead> {
  return trx
    .insertInto('orders')
    .values(order)
    .returning(['id', 'sale_no', 'status', 'total'])
    .executeTakeFirstOrThrow();
}

export async function insertOrderLines(
  trx: Db,
  lines: Insertable<OrderLinesTable>[],
): Promise<void> {
  await trx.insertInto('order_lines').values(lines).execute();
}

export async function insertOrderEvent(
  trx: Db,
  event: { tenantId: number; orderId: number; status: string; userId: number },
): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({
      tenant_id: event.tenantId,
      order_id: event.orderId,
      from_status: null,
      to_status: event.status,
      user_id: event.userId,
    })
    .execute();
}

export interface OrderListFilter {
  status?: OrdersTable['status'];
  /** Digits matched as a prefix of the order number, or also of the purchase order. */
  saleNoPrefix?: string;
  /** Case-insensitive substring of the purchase order. */
  purchaseOrder?: string;
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function customerOrders(db: Db, tenantId: number, customerId: number, filter: OrderListFilter) {
  let query = db
    .selectFrom('orders as o')
    .where('o.tenant_id', '=', tenantId)
    .where('o.customer_id', '=', customerId);
  if (filter.status) query = query.where('o.status', '=', filter.status);
  const { saleNoPrefix, purchaseOrder } = filter;
  if (saleNoPrefix !== undefined || purchaseOrder !== undefined) {
    query = query.where((eb) =>
      eb.or([
        ...(saleNoPrefix !== undefined
          ? [eb(sql`o.sale_no::text`, 'like', `${escapeLike(saleNoPrefix)}%`)]
          : []),
        ...(purchaseOrder !== undefined
          ? [eb('o.purchase_order', 'ilike', `%${escapeLike(purchaseOrder)}%`)]
          : []),
      ]),
    );
  }
  return query;
}

/** One page of a customer's orders, newest first, and how many match in all. */
export async function listCustomerOrders(
  db: Db,
  tenantId: number,
  customerId: number,
  filter: OrderListFilter,
) {
  const rows = await customerOrders(db, tenantId, customerId, filter)
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'o.tenant_id').onRef('c.id', '=', 'o.customer_id'),
    )
    .select([
      'o.id',
      'o.sale_no',
      'c.name as customer_name',
      'o.sale_date',
      'o.total',
      'o.status',
      'o.purchase_order',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await customerOrders(db, tenantId, customerId, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}

export function findCustomerOrder(db: Db, tenantId: number, customerId: number, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'o.tenant_id').onRef('c.id', '=', 'o.customer_id'),
    )
    .select([
      'o.id',
      'o.sale_no',
      'o.sale_date',
      'o.status',
      'c.name as customer_name',
      'c.code as customer_code',
      'o.sales_person',
      'o.purchase_order',
      'o.note',
      'o.delivery_method',
      'o.payment_option',
      'o.shipping_address',
      'o.total',
    ])
    .where('o.tenant_id', '=', tenantId)
    .where('o.customer_id', '=', customerId)
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** Lines of an order already found for its customer, in line order. */
export function findOrderLines(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('order_lines')
    .select(['id', 'sale_qty', 'price', 'comment', 'part_number', 'description', 'uom_code'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute();
}
