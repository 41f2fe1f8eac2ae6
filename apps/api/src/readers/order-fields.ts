import { sql } from 'kysely';

/**
 * What each audience reads of an order, in one place (as Medusa's query-config.ts lists the
 * fields each API reads of an entity): the buyer's screens, the console's, the ERP feed, the
 * documents (e-mails and the PDF), the webhook envelope, and the reorder. A field an audience
 * must not see is absent from its list, so no screen can show it by accident; a field added to
 * the order is added here, beside every audience that reads it. `o` is the order, `c` its
 * customer, `u` the user who placed it, `l` a line.
 */
// The pieces several audiences share.
const placedBy = [
  'u.id as placed_by_id',
  'u.email as placed_by_email',
  'u.first_name as placed_by_first_name',
  'u.last_name as placed_by_last_name',
] as const;
/** What the buyer wrote at checkout, and where it goes. */
const terms = [
  'o.purchase_order',
  'o.note',
  'o.delivery_method',
  'o.payment_option',
  'o.shipping_address',
] as const;
const changes = ['o.created_at', 'o.updated_at'] as const;
/** Who placed it, as a colleague sees them: no e-mail address. */
const placedByName = [
  'u.id as placed_by_id',
  'u.first_name as placed_by_first_name',
  'u.last_name as placed_by_last_name',
] as const;
/** How it went through approval (`d` is who decided it; decision 033). */
const approval = [
  'o.approval_reasons',
  'o.approver_role',
  'o.approver_user_ids',
  'o.decided_by_user_id',
  'd.first_name as decided_by_first_name',
  'd.last_name as decided_by_last_name',
  'o.decided_at',
  'o.decision_comment',
] as const;
const buyer = [
  'o.id',
  'o.sale_no',
  'o.sale_date',
  'o.status',
  'c.name as customer_name',
  'c.code as customer_code',
  'o.sales_person',
  ...terms,
  'o.total',
  // The quote it was placed from (issue 30): quotes_order_idx finds it.
  sql<number | null>`(select q.id from quotes q
    where q.tenant_id = o.tenant_id and q.order_id = o.id)`.as('quote_id'),
] as const;

export const orderFields = {
  /** The buyer's list of their customer's orders. */
  buyerList: [
    'o.id',
    'o.sale_no',
    'c.name as customer_name',
    'o.sale_date',
    'o.total',
    'o.status',
    'o.purchase_order',
    // Who placed it and who decided it (approved or declined; decision 033), by name.
    ...placedByName,
    'o.decided_by_user_id',
    'd.first_name as decided_by_first_name',
    'd.last_name as decided_by_last_name',
  ],
  /** The buyer's order page. */
  buyer,
  /** Who placed it, for the buyer's order page. */
  placedByName,
  /** How it went through approval, for the buyer's and the console's order pages. */
  approval,
  /** The console's list of every customer's orders. */
  consoleList: [
    'o.id',
    'o.sale_no',
    'o.customer_id',
    'c.code as customer_code',
    'c.name as customer_name',
    ...placedBy,
    'o.sale_date',
    'o.total',
    'o.status',
    'o.purchase_order',
    ...changes,
  ],
  /** The console's order page: the buyer's page, the customer's id, who placed it and when. */
  console: [...buyer, 'o.customer_id', ...placedBy, ...changes],
  /** The ERP feed (integration API): the head but the sales person, with its change number. */
  feed: [
    'o.id',
    'o.sale_no',
    sql<number>`o.change_seq`.as('change_seq'),
    'o.status',
    'o.sale_date',
    ...terms,
    'o.total',
    ...changes,
    'c.id as customer_id',
    'c.code as customer_code',
    'c.name as customer_name',
  ],
  /** The documents (the e-mails and the PDF): what a buyer or a clerk acts on. */
  document: [
    'o.id',
    'o.sale_no',
    'o.sale_date',
    'o.status',
    'c.name as customer_name',
    'o.purchase_order',
    'o.shipping_address',
    'o.note',
    'o.total',
  ],
  /** The approvers' inbox: an order that waits, who placed it and why it waits. */
  waiting: [
    'o.id',
    'o.sale_no',
    'o.sale_date',
    'o.created_at',
    'o.total',
    'o.purchase_order',
    ...placedByName,
    'o.approval_reasons',
    'o.approver_role',
    'o.approver_user_ids',
  ],
  /** The webhook envelope of order.created: the number its commit took (decision 015). */
  webhook: ['o.sale_no'],
  /** The documents' greeting: who placed the order (none for one an integration placed). */
  documentPlacedBy: ['u.first_name as placed_by_first_name', 'u.last_name as placed_by_last_name'],
} as const;

/**
 * What a line has shipped (issue 31): the sum of its shipment lines (index
 * shipment_lines_order_line_idx), never stored, so that it cannot disagree with the shipments.
 */
export const shippedQty = sql<number>`(select coalesce(sum(sl.quantity), 0)::int
  from shipment_lines sl where sl.tenant_id = l.tenant_id and sl.order_line_id = l.id)`;

/**
 * What returns of a line hold in the given states (decision 045): summed from return_lines
 * (index return_lines_order_line_idx), never stored, as what shipped is not.
 */
const returnQty = (states: readonly string[]) => sql<number>`(select
    coalesce(sum(rl.quantity), 0)::int
  from return_lines rl join returns r on r.tenant_id = rl.tenant_id and r.id = rl.return_id
  where rl.tenant_id = l.tenant_id and rl.order_line_id = l.id
    and r.state in (${sql.join(states.map((state) => sql.lit(state)))}))`;

/**
 * An order's lines as [ordered, shipped] pairs, for the lists' fulfilment column
 * (order-fulfilment's fulfilmentOf): read in the list's own statement, for the page's rows only.
 */
export const fulfilmentLines = sql<[number, number][]>`(select
    coalesce(json_agg(json_build_array(l.sale_qty, ${shippedQty})), '[]'::json)
  from order_lines l where l.tenant_id = o.tenant_id and l.order_id = o.id)`;

/** The manufacturer's word on a line: what it confirmed, when it promised the rest, what shipped. */
const fulfilment = ['l.confirmed_qty', 'l.promised_date', shippedQty.as('shipped_qty')] as const;

/** What each audience reads of an order's lines (snapshots taken when it was placed). */
export const lineFields = {
  /** The buyer's and the console's order pages. */
  screen: [
    'l.id',
    'l.line_no',
    'l.sale_qty',
    'l.price',
    'l.comment',
    'l.part_number',
    'l.description',
    'l.uom_code',
    ...fulfilment,
  ],
  /** Whether an order has shipped, for the lists (order-fulfilment's fulfilmentOf). */
  fulfilment: ['l.order_id', 'l.sale_qty', shippedQty.as('shipped_qty')],
  /** The ERP feed: with what came back (received) and what returns still hold (asked, approved). */
  feed: [
    'l.order_id',
    'l.line_no',
    'l.part_number',
    'l.description',
    'l.uom_code',
    'l.sale_qty',
    'l.price',
    'l.line_total',
    'l.comment',
    ...fulfilment,
    returnQty(['received']).as('returned_qty'),
    returnQty(['requested', 'approved']).as('returning_qty'),
  ],
  /** The documents, with what each line confirmed and shipped (issue 31). */
  document: [
    'l.part_number',
    'l.description',
    'l.sale_qty',
    'l.uom_code',
    'l.price',
    'l.line_total',
    'l.confirmed_qty',
    shippedQty.as('shipped_qty'),
  ],
  /** Reorder: the product and quantity as ordered (with the product's default unit today). */
  reorder: [
    'l.product_id',
    'l.part_number',
    'l.sale_qty',
    'l.uom_code',
    sql<boolean>`l.puom_id is not distinct from p.default_puom_id`.as('default_unit'),
  ],
} as const;

/** The console's history of an order: each status change and who made it. */
export const eventFields = [
  'e.id',
  'e.from_status',
  'e.to_status',
  'e.comment',
  'e.created_at',
  'u.id as user_id',
  'u.email',
  'u.first_name',
  'u.last_name',
] as const;
