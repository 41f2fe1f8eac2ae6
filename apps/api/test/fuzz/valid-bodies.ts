import fc from 'fast-check';
import { NEW_PASSWORD, registrationBody, TEST_PASSWORD } from '../helpers/fixtures.ts';
import { hostileNumber, hostileText, hostileValue } from './hostile-values.ts';

/**
 * Bodies that pass validation in the fuzz world (ids 1 are ACME's first customer, address, unit
 * and product unit), for routes whose bodies are too constrained to be generated whole (a
 * registration must repeat its password): mutated a field or two at a time, so that the values
 * which break servers reach the services and the database behind a valid request.
 */

export const VALID_BODIES: Record<string, unknown> = {
  'POST /api/register': registrationBody(),
  'POST /api/orders/:code': {
    header: {
      customer_id: 1,
      sale_date: '2026-03-15',
      shipping_address_id: 1,
      purchase_order: 'PO-1',
      note: 'Leave at the door',
    },
    items: [{ puom_id: 1, sale_qty: 2, comment: 'Blue ones' }],
  },
  'POST /api/orders/:code/:orderId/decline': { comment: 'Not this month' },
  'POST /api/admin/:code/product-attributes': {
    kind: 'options',
    name: 'Material',
    name_es: 'Material',
    filter: true,
    options: [{ value: 'Brass', value_fr: 'Laiton' }, { value: 'Steel' }],
  },
  'PATCH /api/admin/:code/products/:id': {
    attribute_values: [{ attribute_id: 1, flag: true }],
  },
  'POST /api/company/:code/approval-rules': {
    condition: 'total_above',
    threshold: 5000,
    applies_to: ['buyer', 'approver'],
    approver_role: 'approver',
  },
  'PUT /api/company/:code/spending-limits/:userId': {
    limit: 1240.5,
    period: 'quarter',
    over_limit: 'needs_approval',
  },
  'POST /api/admin/:code/customers/:id/approval-rules': {
    condition: 'category',
    threshold: 0,
    category_id: 1,
    applies_to: ['buyer'],
    approver_role: 'approver',
    approver_user_ids: [2],
  },
  'PUT /api/admin/:code/customers/:id/approval-rules/:ruleId': {
    condition: 'ship_to',
    threshold: 0,
    address_id: 1,
    applies_to: ['buyer', 'approver'],
    approver_role: 'customer_admin',
  },
  'PUT /api/company/:code/approval-rules/:ruleId': {
    condition: 'lines_above',
    threshold: 10,
    applies_to: ['buyer'],
    approver_role: 'customer_admin',
  },
  'POST /api/quick-order/:code/check': {
    lines: [
      { part_number: 'BOLT-8', quantity: 2, uom_code: 'EA' },
      { part_number: 'nut-6', quantity: 5 },
    ],
  },
  'POST /api/lists/:code': {
    name: 'Fuzz list',
    lines: [{ product_id: 1, quantity: 2, comment: 'Blue ones' }],
  },
  'PATCH /api/lists/:code/:listId': { name: 'Renamed list' },
  'PATCH /api/company/:code/colleagues/:userId': {
    company_role: 'approver',
    sees_all_orders: false,
    status: 'approved',
  },
  'POST /api/company/:code/invitations': {
    email: 'colleague@fuzz.test',
    company_role: 'requester',
    sees_all_orders: true,
    language: 'fr',
  },
  'POST /api/invitations/:code': {
    token: 'x'.repeat(43),
    account: 'new',
    first_name: 'Fuzz',
    last_name: 'Colleague',
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  },
  'POST /api/lists/:code/:listId/lines': {
    lines: [{ product_id: 2, quantity: 3, comment: 'For site 14' }],
  },
  'PATCH /api/lists/:code/:listId/lines/:lineId': { quantity: 4, comment: 'Red ones' },
  'POST /api/quotes/:code': {
    wanted_date: '2026-04-01',
    note: 'For the spring line',
    lines: [
      { puom_id: 1, quantity: 2, comment: 'Zinc' },
      { description: 'Custom bracket', quantity: 3 },
    ],
  },
  'POST /api/quotes/:code/:quoteId/accept': {
    version_no: 1,
    shipping_address_id: 1,
    delivery_method: 'delivery',
    purchase_order: 'PO-1',
    quantities: [{ quote_line_id: 1, quantity: 600 }],
  },
  'POST /api/quotes/:code/:quoteId/decline': { message: 'Too dear' },
  'POST /api/quotes/:code/:quoteId/changes': { message: 'Cheaper please' },
  'POST /api/admin/:code/quotes/:id/offers': {
    valid_until: '2099-12-31',
    payment_terms: 'net30',
    note: 'Our best',
    lines: [
      {
        quote_line_id: 1,
        price: 2.5,
        quantity: 3,
        tiers: [
          { min_qty: 500, price: 2.25 },
          { min_qty: 1000, price: 2 },
        ],
      },
      { quote_line_id: 2, price: 1, replacement_part_number: 'BOLT-8' },
    ],
  },
  'POST /api/integration/:code/quotes/:id/offers': {
    valid_until: '2099-12-31',
    payment_terms: 'net30',
    lines: [{ quote_line_id: 1, price: 2.5 }],
  },
  // Invoices and the ledger (issue 31): customer 1 is CUST-A, its first order and line are 1.
  'POST /api/integration/:code/invoices': {
    external_id: 'FZ-INV',
    number: 'FZ-INV',
    customer_code: 'CUST-A',
    issue_date: '2026-03-01',
    due_date: '2026-04-01',
    po_number: 'PO-FZ',
    currency: 'USD',
    lines: [{ part_number: 'FZ-1', description: 'Fuzzed', quantity: 2, unit_price: 2.5 }],
    taxes: [{ name: 'VAT', rate: 10, amount: 0.5 }],
    total: 5.5,
  },
  'POST /api/integration/:code/payments': {
    external_id: 'FZ-PAY',
    customer_code: 'CUST-A',
    date: '2026-03-02',
    amount: 1,
    allocations: [{ invoice_number: 'FZ-INV', amount: 1 }],
  },
  'POST /api/integration/:code/credit-notes': {
    external_id: 'FZ-CN',
    customer_code: 'CUST-A',
    date: '2026-03-02',
    amount: 1,
    reference: 'CN-FZ',
  },
  'POST /api/admin/:code/customers/:id/invoices': {
    order_id: 1,
    number: 'FZ-CONSOLE',
    issue_date: '2026-03-01',
    due_date: '2026-04-01',
    lines: [{ order_line_id: 1, quantity: 1 }],
  },
  'POST /api/admin/:code/orders/:id/shipments/:shipmentId/invoice': {
    number: 'FZ-SHIP',
    issue_date: '2026-03-01',
    due_date: '2026-04-01',
    taxes: [{ name: 'VAT', rate: 10, amount: 1 }],
  },
  'POST /api/admin/:code/customers/:id/ledger': {
    kind: 'payment',
    date: '2026-03-02',
    amount: 1,
    reference: 'CHQ-1',
    invoice_id: 1,
  },
  'POST /api/admin/:code/quotes/:id/question': { message: 'Which finish?' },
  // Shipments (issue 31).
  'POST /api/admin/:code/orders/:id/shipments': {
    carrier: 'ups',
    service: 'Ground',
    tracking_number: '1Z 999',
    shipped_date: '2026-11-20',
    lines: [{ line_no: 1, quantity: 1 }],
  },
  'POST /api/integration/:code/orders/:id/shipments': {
    carrier: 'dhl',
    tracking_number: 'JD01',
    shipped_date: '2026-11-20',
    external_id: 'ERP-1',
    lines: [{ line_no: 1, quantity: 1 }],
  },
  // Returns (issue 31 point 4).
  'POST /api/orders/:code/:orderId/returns': {
    lines: [{ line_no: 1, quantity: 1 }],
    reason: 'defective',
    comment: 'Bent thread',
  },
  'POST /api/admin/:code/returns/:id/decision': { decision: 'refuse', comment: 'Used' },
  'POST /api/admin/:code/returns/:id/receive': { invoice_id: 1 },
  'POST /api/integration/:code/returns/:id/decision': { decision: 'approve', comment: 'Send it' },
  'POST /api/integration/:code/returns/:id/receive': { invoice_id: 1 },
  'PATCH /api/admin/:code/orders/:id/lines': {
    lines: [{ line_no: 1, confirmed_qty: 1, promised_date: '2026-12-01' }],
  },
  'PATCH /api/integration/:code/orders/:id/lines': {
    lines: [{ line_no: 1, confirmed_qty: 1, promised_date: '2026-12-01' }],
  },
  'PUT /api/admin/:code/settings/carriers': {
    ups: 'https://www.ups.com/track?tracknum={tracking}',
    fedex: '',
    dhl: '',
    usps: '',
    other: 'https://track.example/{tracking}',
  },
  'POST /api/admin/:code/quotes/:id/decline': { message: 'Not made' },
  'POST /api/admin/:code/quotes/:id/withdraw': { message: 'Prices changed' },
  'POST /api/admin/:code/products': {
    part_number: 'FZ-1',
    description: 'Fuzzed part',
    additional_info: 'More about it',
    selling_price: 2.5,
    units: [{ uom_id: 1, cf: 1, is_default: true }],
  },
  'POST /api/admin/:code/customers': {
    code: 'FZ-C',
    name: 'Fuzz Ltd.',
    email: 'fuzz@example.com',
  },
  'POST /api/admin/:code/customers/:id/addresses': {
    type: 'S',
    address: '9 Fuzz Road',
    city: 'Halifax',
    province_code: 'NS',
    country_code: 'CA',
    postal_code: 'B3H 1A1',
  },
  'PATCH /api/admin/:code/branding': {
    name: 'Acme Industrial',
    welcome_title: { en: 'Welcome', fr: 'Bienvenue' },
    welcome_title_styles: { color: '#ffffff' },
    b2b_message_order_confirmation: 'Thanks',
  },
  'PUT /api/admin/:code/pages/:slug/:lang': { html: '<p>About us</p>' },
  'POST /api/admin/:code/price-lists': {
    name: 'Fuzz list',
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
  },
  'PUT /api/admin/:code/price-lists/:id/entries': {
    part_number: 'NUT-6',
    uom_code: 'EA',
    tiers: [
      { min_qty: 6, unit_price: 0.5 },
      { min_qty: 60, unit_price: 0.45 },
    ],
  },
  'POST /api/admin/:code/price-lists/:id/entries/bulk': {
    entries: [
      { part_number: 'BOLT-8', uom_code: 'EA', min_qty: 1, unit_price: 2.5 },
      { part_number: 'NUT-6', uom_code: 'EA', min_qty: 6, unit_price: 0.5 },
    ],
  },
  'PUT /api/user/:code/password': {
    current_password: TEST_PASSWORD,
    new_password: NEW_PASSWORD,
    new_password_confirmation: NEW_PASSWORD,
  },
  'POST /api/log/error': { error: { message: 'Boom', stack: 'at x' }, url: '/catalogue' },
};

/** Text that looks right but holds half a surrogate pair, NUL or a control character. */
const spoiled = (text: string) =>
  fc.constantFrom(`${text}\ud800`, `\udc00${text}`, `${text}\u0000`, `${text}\u0007`);

/** The example with each value kept most of the time and otherwise replaced by a hostile one. */
export function mutatedFrom(example: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(example)) return fc.tuple(...example.map(mutatedFrom));
  if (example !== null && typeof example === 'object') {
    const fields = Object.entries(example).map(([key, value]) => [key, mutatedFrom(value)]);
    return fc.record(Object.fromEntries(fields) as Record<string, fc.Arbitrary<unknown>>);
  }
  const hostile =
    typeof example === 'string'
      ? fc.oneof(spoiled(example), hostileText, hostileValue)
      : fc.oneof(hostileNumber, hostileValue);
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(example) },
    { weight: 1, arbitrary: hostile },
  );
}
