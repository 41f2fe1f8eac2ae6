import {
  formatAddress,
  joinAddressLines,
  fromCents,
  mayShipTo,
  sellsByMinimum,
  type CreateOrderInput,
  type CreateOrderResponse,
  type OrderDetail,
  type OrderList,
  type OrderListFilters,
} from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import {
  AppError,
  fieldError,
  forbidden,
  notFound,
  type FieldMessage,
} from '../../lib/app-error.ts';
import type { Member } from '../../core/callers.ts';
import { pricingDay } from '../pricing/price-list-in-force.ts';
import { priceOrderLines, type FieldProblems } from './order-lines.ts';
import * as repository from './orders.repository.ts';
import { listBuyerOrders } from '../../readers/order-lists.ts';
import { buyerOrder, buyerScopeOf, screenLines } from '../../readers/order-reader.ts';
import { requestFingerprint } from './request-fingerprint.ts';
import { fulfilmentOfRow } from '../../readers/shipment-reader.ts';
import { fulfilmentOfOrder } from '../../readers/shipment-answers.ts';
import { approvalOf, colleagueOf } from './approval-answer.ts';
import { overLimitAfterRace, overSpendingLimit, routeOrder } from './approval-routing.ts';

export const ORDERS_PAGE_SIZE = 15;
const IDEMPOTENCY_INDEX = 'orders_idempotency_key';

const toResponse = (order: repository.OrderHead): CreateOrderResponse['data'] => ({
  id: order.id,
  sale_no: order.sale_no,
  status: order.status,
  total: order.total,
});

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && violated === constraint;
}

/** One 422 carrying every field's messages; the message is the first field's first message. */
function validationFailure(problems: FieldProblems): AppError {
  const first: FieldMessage = Object.values(problems)[0]?.[0] ?? { key: 'validation.failed' };
  return new AppError(422, first.key, first.params, problems);
}

/** The tenant's b2b_sell_minimum setting; the route reads it through the tenant's cache. */
export type SellMinimumReader = (tenantId: number) => Promise<string | undefined>;

export const readSellMinimum =
  (db: Db): SellMinimumReader =>
  async (tenantId) =>
    (await repository.findSetting(db, tenantId, 'b2b_sell_minimum'))?.value;

interface Idempotency {
  key: string;
  fingerprint: string;
}

/**
 * The order a key already made, answered again when this request is the one that made it. A key
 * reused for another request is refused (422), as payment APIs do, rather than answering an
 * order the caller did not ask for and losing theirs. Orders from before fingerprints were kept
 * have none and are answered as they were.
 */
function replay(
  existing: repository.IdempotentOrder,
  idempotency: Idempotency,
): CreateOrderResponse['data'] {
  if (existing.fingerprint !== null && existing.fingerprint !== idempotency.fingerprint) {
    throw fieldError('idempotency-key', 'orders.idempotencyKeyReused');
  }
  return toResponse(existing);
}

/**
 * Places an order for the member's own customer: every check, the prices from the database, then
 * the order and its line snapshots written by one atomic statement, numbered as it commits.
 * With an idempotency key, a retry of the same request (even one racing the first) answers the
 * order already made. An order of a requester, or one a customer's approval rule matches, is
 * placed waiting for a colleague's approval (decision 033): the same statement, another status.
 */
export async function createOrder(
  db: Db,
  member: Member,
  input: CreateOrderInput,
  idempotencyKey: string | undefined,
  sellMinimum: SellMinimumReader = readSellMinimum(db),
): Promise<CreateOrderResponse['data']> {
  // An address the customer administrator did not allow them is refused before anything is read
  // or written: the permission came with the session check (decision 034). A requester's order
  // is placed, to wait for an approver (decision 033).
  if (!mayShipTo(member.shipToAddressIds, input.header.shipping_address_id)) {
    throw forbidden('orders.shipToNotAllowed');
  }
  const { tenantId, userId } = member;
  const idempotency = idempotencyKey
    ? { key: idempotencyKey, fingerprint: requestFingerprint(input) }
    : undefined;
  if (idempotency) {
    const existing = await repository.findIdempotentOrder(db, tenantId, userId, idempotency.key);
    if (existing) return replay(existing, idempotency);
  }
  try {
    return await placeOrder(db, member, input, idempotency, sellMinimum);
  } catch (error) {
    if (!idempotency || !isUniqueViolation(error, IDEMPOTENCY_INDEX)) throw error;
    // A concurrent request with the same key committed first: answer its order.
    const existing = await repository.findIdempotentOrder(db, tenantId, userId, idempotency.key);
    if (!existing) throw new AppError(409, 'orders.idempotencyConflict');
    return replay(existing, idempotency);
  }
}

async function placeOrder(
  db: Db,
  member: Member,
  input: CreateOrderInput,
  idempotency: Idempotency | undefined,
  sellMinimum: SellMinimumReader,
): Promise<CreateOrderResponse['data']> {
  const { tenantId, customerId } = member;
  const { header, items } = input;
  const problems: FieldProblems = {};

  // Everything is scoped by the member's own customer, whatever id the body names.
  if (customerId === null || header.customer_id !== customerId) {
    problems['header.customer_id'] = [{ key: 'orders.customerMismatch' }];
  }
  // The reads are independent: they run side by side on separate connections.
  const puomIds = [...new Set(items.map((item) => item.puom_id))];
  const [{ address, rules, spending, categoryIds, units }, sellsMinimumSetting] = await Promise.all(
    [
      repository.findOrderInputs(
        db,
        tenantId,
        member.userId,
        customerId,
        header.shipping_address_id,
        puomIds,
        member.priceList?.id ?? null,
      ),
      sellMinimum(tenantId),
    ],
  );
  if (!address) {
    problems['header.shipping_address_id'] = [{ key: 'orders.shippingAddressNotFound' }];
  }
  const priced = priceOrderLines(
    items,
    new Map(units.map((unit) => [unit.puom_id, unit])),
    sellsByMinimum(sellsMinimumSetting),
    { list: member.priceList, on: pricingDay() },
  );
  Object.assign(problems, priced.problems);
  if (Object.keys(problems).length > 0 || !address || customerId === null) {
    throw validationFailure(problems);
  }
  // The role comes with the session check and the rules and limit with the inputs: no statement
  // of their own (issue 29 point 10).
  const total = fromCents(priced.totalCents);
  const routing = routeOrder(
    member,
    { total, lines: priced.lines.length, categoryIds, addressId: address.id },
    rules,
    spending,
    new Date(),
  );

  const head: repository.NewOrder = {
    tenant_id: tenantId,
    customer_id: customerId,
    placed_by_user_id: member.userId,
    sale_date: header.sale_date,
    purchase_order: header.purchase_order || null,
    note: header.note || null,
    delivery_method: header.delivery_method,
    payment_option: header.payment_option,
    shipping_address_id: address.id,
    shipping_address: formatAddress({ ...address, address: joinAddressLines(address) }),
    sales_person: member.repCode ? member.name : null,
    total,
    idempotency_key: idempotency?.key ?? null,
    idempotency_fingerprint: idempotency?.fingerprint ?? null,
    ...routing,
  };
  const lines = priced.lines.map((line) => ({
    line_no: line.lineNo,
    product_id: line.unit.product_id,
    puom_id: line.unit.puom_id,
    part_number: line.unit.part_number,
    description: line.unit.description,
    uom_code: line.unit.uom_code,
    cf: line.unit.cf,
    sale_qty: line.saleQty,
    price: fromCents(line.priceCents),
    line_total: fromCents(line.lineTotalCents),
    comment: line.comment,
  }));
  let order = await repository.insertPlacedOrder(db, head, lines);
  if (!order) {
    // An order racing this one spent the rest of the limit first: refused, or (when the limit
    // asks for approval) written again to wait for an approver (decision 042).
    const rerouted = overLimitAfterRace(routing, rules, spending);
    if (rerouted) order = await repository.insertPlacedOrder(db, { ...head, ...rerouted }, lines);
  }
  if (!order) throw overSpendingLimit();
  return toResponse(order);
}

/** Digits (with an optional leading '#') search the order number; any text the purchase order. */
function searchFilter(search: string) {
  const text = search.trim();
  if (!text) return {};
  const digits = /^#?(\d{1,10})$/.exec(text)?.[1];
  return { saleNoPrefix: digits, purchaseOrder: text };
}

export async function listOrders(
  db: Db,
  member: Member,
  query: OrderListFilters,
): Promise<OrderList> {
  const scope = buyerScopeOf(member);
  if (!scope) return pageOf([], 0, query.page);
  const { rows, total } = await listBuyerOrders(db, scope, {
    status: query.status,
    ...searchFilter(query.search),
    limit: ORDERS_PAGE_SIZE,
    offset: (query.page - 1) * ORDERS_PAGE_SIZE,
  });
  const data = rows.map((row) => ({
    id: row.id,
    sale_no: row.sale_no,
    customer_name: row.customer_name,
    order_date: row.sale_date,
    total: row.total,
    status: row.status,
    purchase_order: row.purchase_order,
    placed_by: colleagueOf(row.placed_by_id, row.placed_by_first_name, row.placed_by_last_name),
    decided_by: colleagueOf(
      row.decided_by_user_id,
      row.decided_by_first_name,
      row.decided_by_last_name,
    ),
    fulfilment: fulfilmentOfRow(row),
  }));
  return pageOf(data, total, query.page);
}

function pageOf<T>(data: T[], total: number, page: number) {
  const from = data.length > 0 ? (page - 1) * ORDERS_PAGE_SIZE + 1 : null;
  return {
    data,
    meta: {
      current_page: page,
      per_page: ORDERS_PAGE_SIZE,
      from,
      to: from === null ? null : from + data.length - 1,
      total,
      last_page: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
    },
  };
}

export async function orderDetail(db: Db, member: Member, orderId: number): Promise<OrderDetail> {
  const scope = buyerScopeOf(member);
  // Another customer's order, or a colleague's for a member who sees only their own: not found.
  const order = scope && (await buyerOrder(db, scope, orderId));
  if (!order) throw notFound('orders.notFound');
  const lines = await screenLines(db, member.tenantId, order.id);
  const shipped = await fulfilmentOfOrder(db, member.tenantId, order.id, lines);
  return {
    id: order.id,
    sale_no: order.sale_no,
    sale_date: order.sale_date,
    status: order.status,
    customer: { name: order.customer_name, code: order.customer_code },
    sales_person: order.sales_person,
    purchase_order: order.purchase_order,
    note: order.note,
    delivery_method: order.delivery_method,
    payment_option: order.payment_option,
    shipping_address: order.shipping_address,
    total: order.total,
    quote_id: order.quote_id,
    placed_by: colleagueOf(
      order.placed_by_id,
      order.placed_by_first_name,
      order.placed_by_last_name,
    ),
    approval: approvalOf(order),
    may_withdraw: order.status === 'awaiting_approval' && order.placed_by_id === member.userId,
    items: lines.map((line) => ({
      id: line.id,
      sale_qty: line.sale_qty,
      price: line.price,
      comment: line.comment,
      productuom: {
        product: { part_number: line.part_number, description: line.description },
        uom: { code: line.uom_code },
      },
      ...shipped.lineFulfilment(line),
    })),
    fulfilment: shipped.fulfilment,
    shipments: shipped.shipments,
  };
}
