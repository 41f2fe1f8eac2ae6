import type { OrdersTable, Db } from '../db/schema.ts';
import type { SeededCustomer } from './accounts.ts';
import type { SeededProduct } from './catalogue-generator.ts';
import type { Random } from './random.ts';

/** The demo's history has only the manufacturer's statuses (the approvals' demo is its own). */
type Status = Exclude<OrdersTable['status'], 'awaiting_approval' | 'declined' | 'withdrawn'>;

/**
 * The counter orders are numbered from: the next order takes value + 1. Like the orders module,
 * numbering starts at 1001 (a missing counter is created at 1000).
 */
export const SALE_NO_COUNTER = 'sale_no';
export const FIRST_SALE_NO = 1001;

/** Past orders per customer code: status and how many days ago each was placed. */
export const DEMO_ORDER_HISTORY: Record<string, [Status, number][]> = {
  'C-1001': [
    ['processed', 92],
    ['processed', 75],
    ['canceled', 61],
    ['processed', 44],
    ['pending', 23],
    ['canceled', 15],
    ['pending', 9],
    ['draft', 4],
    ['draft', 1],
  ],
  'C-1002': [
    ['processed', 38],
    ['draft', 3],
  ],
  'C-1003': [['processed', 20]],
  'B-2001': [
    ['processed', 52],
    ['pending', 12],
    ['draft', 2],
  ],
  'B-2002': [['draft', 6]],
};

/** The statuses an order went through to reach `status`, each with its delay in days. */
const PATHS: Record<Status, [Status, number][]> = {
  draft: [],
  pending: [['pending', 1]],
  processed: [
    ['pending', 1],
    ['processed', 4],
  ],
  canceled: [['canceled', 1]],
};

const DAY = 86_400_000;
const round2 = (value: number) => Math.round(value * 100) / 100;
const NOTES = [
  'Deliver to receiving dock B, 7 am to 3 pm.',
  'Call 15 minutes before arrival.',
  'Please include the packing slip with the invoice.',
];
const LINE_COMMENTS = ['Needed this week', 'Partial shipment OK', 'Label for site B'];

function quantityFor(product: SeededProduct, random: Random): number {
  const quantity = product.minOrderQty * random.int(1, 4);
  return product.maxOrderQty > 0 ? Math.min(quantity, product.maxOrderQty) : quantity;
}

/**
 * The demo order history of one tenant, numbered in date order from FIRST_SALE_NO, with lines
 * snapshotting the product, unit and price, and the status events. Leaves the sale_no counter
 * at the last number used.
 */
export async function seedOrders(
  db: Db,
  tenantId: number,
  customers: SeededCustomer[],
  products: SeededProduct[],
  random: Random,
): Promise<void> {
  const inStock = products.filter((product) => product.available > 0);
  const planned = customers
    .flatMap((customer) =>
      (DEMO_ORDER_HISTORY[customer.code] ?? []).map(([status, daysAgo]) => ({
        customer,
        status,
        daysAgo,
      })),
    )
    .sort((a, b) => b.daysAgo - a.daysAgo);
  let saleNo = FIRST_SALE_NO - 1;
  for (const { customer, status, daysAgo } of planned) {
    saleNo += 1;
    const placedAt = new Date(Date.now() - daysAgo * DAY - random.int(1, 6) * 3_600_000);
    const address = random.pick(customer.shippingAddresses);
    const lines = random.sample(inStock, random.int(1, 5)).map((product, index) => {
      const quantity = quantityFor(product, random);
      return {
        tenant_id: tenantId,
        line_no: index + 1,
        product_id: product.id,
        puom_id: product.puomId,
        part_number: product.partNumber,
        description: product.description,
        uom_code: product.uomCode,
        cf: product.cf,
        sale_qty: quantity,
        price: product.price,
        line_total: round2(product.price * quantity),
        comment: random.chance(0.2) ? random.pick(LINE_COMMENTS) : null,
      };
    });
    const path = PATHS[status];
    const lastChange = new Date(placedAt.getTime() + (path.at(-1)?.[1] ?? 0) * DAY);
    const order = await db
      .insertInto('orders')
      .values({
        tenant_id: tenantId,
        sale_no: saleNo,
        customer_id: customer.customerId,
        placed_by_user_id: customer.userId,
        status,
        sale_date: placedAt.toISOString().slice(0, 10),
        purchase_order: random.chance(0.8) ? `PO-${random.int(40000, 49999)}` : null,
        note: random.chance(0.4) ? random.pick(NOTES) : null,
        delivery_method: random.pick(['pickup', 'delivery'] as const),
        payment_option: random.pick(['cod', 'credit_card', 'net30', 'net60'] as const),
        shipping_address_id: address.id,
        shipping_address: address.text,
        sales_person: customer.salesPerson,
        total: round2(lines.reduce((sum, line) => sum + line.line_total, 0)),
        created_at: placedAt,
        updated_at: lastChange,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_lines')
      .values(lines.map((line) => ({ ...line, order_id: order.id })))
      .execute();
    const events = [
      { from_status: null, to_status: 'draft', at: placedAt, user_id: customer.userId },
      ...path.map(([to, days], i) => ({
        from_status: i === 0 ? 'draft' : (path[i - 1]?.[0] ?? 'draft'),
        to_status: to,
        at: new Date(placedAt.getTime() + days * DAY),
        user_id: null,
      })),
    ];
    await db
      .insertInto('order_events')
      .values(
        events.map((event) => ({
          tenant_id: tenantId,
          order_id: order.id,
          from_status: event.from_status,
          to_status: event.to_status,
          user_id: event.user_id,
          created_at: event.at,
        })),
      )
      .execute();
  }
  await db
    .insertInto('tenant_counters')
    .values({ tenant_id: tenantId, name: SALE_NO_COUNTER, value: saleNo })
    .execute();
}
