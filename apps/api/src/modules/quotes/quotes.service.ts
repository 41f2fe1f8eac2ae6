import {
  dayIn,
  endOfDayIn,
  formatAddress,
  fromCents,
  isTimeZone,
  joinAddressLines,
  lineTotalCents,
  mayPlaceOrders,
  orderedQuantity,
  tieredPrice,
  quoteStatusAfter,
  quoteStatusAt,
  toCents,
  type AcceptQuoteInput,
  type CreateOrderResponse,
  type CreateQuoteInput,
  type CreateQuoteResponse,
  type QuoteAction,
  type QuoteDetail,
  type QuoteList,
  type QuoteStatus,
  type SendQuoteOfferInput,
} from '@portal/contract';
import type { Db, Trx } from '../../db/schema.ts';
import { AppError, fieldError, fieldErrors, forbidden, notFound } from '../../lib/app-error.ts';
import { companyMemberOf, type Member } from '../../core/callers.ts';
import { pageOf } from '../../core/paging.ts';
import {
  buyerQuoteScopeOf,
  listQuotes,
  quoteWithEverything,
  type QuoteFilter,
  type QuoteScope,
} from '../../readers/quote-reader.ts';
import { pricingDay } from '../pricing/price-list-in-force.ts';
import { enqueue } from '../events/enqueue-event.ts';
import { enqueueQuoteQuestionEmail } from '../notifications/email-fan-out.ts';
import { overLimitAfterRace, overSpendingLimit, routeOrder } from '../orders/approval-routing.ts';
import { durableOrderNumber } from '../orders/durable-order-numbers.ts';
import { findApprovalInputs, writeOrder } from '../orders/orders.repository.ts';
import { checkOfferLines } from './offer-lines.ts';
import { quoteDetailOf, quoteSummaryOf } from './quote-answers.ts';
import * as repository from './quotes.repository.ts';

/**
 * Quotes (issue 30, decision 035). Every transition locks the quote, reads its status as it is
 * at that instant (an offer past its valid-until instant is expired: quoteStatusAt) and asks the
 * contract's table (rules/quote-status.ts) whether the action may happen there; the change, its
 * event and anything it writes commit together or not at all.
 */

export const QUOTES_PAGE_SIZE = 20;
const DEFAULT_TIME_ZONE = 'UTC';

const noSuchQuote = () => notFound('quotes.notFound');

/** A buyer's scope, or 404 for a member who orders for no customer (no quote is theirs). */
function buyerScope(member: Member): QuoteScope {
  const scope = buyerQuoteScopeOf(member);
  if (!scope) throw noSuchQuote();
  return scope;
}

/** The status an action leads to from the quote's status now, or 409 when it may not happen. */
function nextStatus(quote: repository.LockedQuote, action: QuoteAction, now: Date): QuoteStatus {
  const current = quoteStatusAt(quote.status, quote.valid_until, now);
  const next = quoteStatusAfter(current, action);
  if (next === null) {
    throw new AppError(409, current === 'expired' ? 'quotes.expired' : 'quotes.notAllowedNow');
  }
  return next;
}

/** Locks the quote, checks the action and moves it, in one transaction; answers the quote. */
async function transition(
  db: Db,
  scope: QuoteScope,
  quoteId: number,
  action: QuoteAction,
  actor: { userId: number; message: string | null },
  audience: 'buyer' | 'staff',
): Promise<QuoteDetail> {
  await db.transaction().execute(async (trx) => {
    const quote = await repository.lockQuote(trx, scope, quoteId);
    if (!quote) throw noSuchQuote();
    const to = nextStatus(quote, action, new Date());
    await repository.moveQuote(trx, scope.tenantId, quote, {
      action,
      to,
      userId: actor.userId,
      message: actor.message,
    });
    // A question waits for the buyer who asked: they are told (no webhook event tells it).
    if (action === 'ask_information') {
      await enqueueQuoteQuestionEmail(trx, scope.tenantId, quote.id);
    }
  });
  return readQuote(db, scope, quoteId, audience);
}

async function readQuote(
  db: Db,
  scope: QuoteScope,
  quoteId: number,
  audience: 'buyer' | 'staff',
): Promise<QuoteDetail> {
  const row = await quoteWithEverything(db, scope, quoteId);
  if (!row) throw noSuchQuote();
  return quoteDetailOf(row, new Date(), audience);
}

async function pageOfQuotes(
  db: Db,
  scope: QuoteScope,
  filter: Omit<QuoteFilter, 'now' | 'limit' | 'offset'>,
  page: number,
): Promise<QuoteList> {
  const now = new Date();
  const { rows, total } = await listQuotes(db, scope, {
    ...filter,
    now,
    limit: QUOTES_PAGE_SIZE,
    offset: (page - 1) * QUOTES_PAGE_SIZE,
  });
  return pageOf(
    rows.map((row) => quoteSummaryOf(row, now)),
    page,
    QUOTES_PAGE_SIZE,
    total,
  );
}

/* The buyer */

/**
 * A buyer asks for a quote: catalogue lines (active products, by unit as the cart holds them)
 * and free-text lines. Any member of a customer may ask, a requester too (issue 30 point 1).
 */
export async function requestQuote(
  db: Db,
  member: Member,
  input: CreateQuoteInput,
): Promise<CreateQuoteResponse['data']> {
  const company = companyMemberOf(member);
  if (!company) throw forbidden('quotes.noCustomer');
  const puomIds = [
    ...new Set(input.lines.flatMap((line) => (line.puom_id == null ? [] : [line.puom_id]))),
  ];
  const units = new Map(
    (await repository.activeUnits(db, member.tenantId, puomIds)).map((unit) => [
      unit.puom_id,
      unit,
    ]),
  );
  const problems: Record<string, { key: 'quotes.productUnavailable' }[]> = {};
  const lines = input.lines.map((line, index) => {
    if (line.puom_id == null) {
      return {
        productId: null,
        puomId: null,
        description: line.description ?? '',
        quantity: line.quantity,
        comment: line.comment,
      };
    }
    const unit = units.get(line.puom_id);
    if (!unit) problems[`lines.${index}.puom_id`] = [{ key: 'quotes.productUnavailable' }];
    return {
      productId: unit?.product_id ?? null,
      puomId: unit?.puom_id ?? null,
      description: unit?.description ?? '',
      quantity: line.quantity,
      comment: line.comment,
    };
  });
  if (Object.keys(problems).length > 0) throw fieldErrors(problems);
  // The request and its webhook messages commit together (decision 017).
  const id = await db.transaction().execute(async (trx) => {
    const quoteId = await repository.insertQuote(trx, {
      tenantId: member.tenantId,
      customerId: company.customerId,
      userId: member.userId,
      wantedDate: input.wanted_date ?? null,
      note: input.note,
      lines,
    });
    await enqueue(trx, member.tenantId, 'quote.requested', {
      quote_id: quoteId,
      customer_id: company.customerId,
      requested_by_user_id: member.userId,
      line_count: lines.length,
    });
    return quoteId;
  });
  return { id, status: 'requested' };
}

export function listBuyerQuotes(
  db: Db,
  member: Member,
  query: { status?: QuoteStatus | undefined; page: number },
): Promise<QuoteList> {
  const scope = buyerQuoteScopeOf(member);
  if (!scope) return Promise.resolve(pageOf([], query.page, QUOTES_PAGE_SIZE, 0));
  return pageOfQuotes(db, scope, { status: query.status }, query.page);
}

export const buyerQuote = (db: Db, member: Member, quoteId: number) =>
  readQuote(db, buyerScope(member), quoteId, 'buyer');

export const declineQuote = (db: Db, member: Member, quoteId: number, message: string | null) =>
  transition(
    db,
    buyerScope(member),
    quoteId,
    'decline',
    { userId: member.userId, message },
    'buyer',
  );

/** Asks for changes to an offer, answers a question, or asks again after expiry. */
export const askQuoteChanges = (db: Db, member: Member, quoteId: number, message: string) =>
  transition(
    db,
    buyerScope(member),
    quoteId,
    'ask_changes',
    { userId: member.userId, message },
    'buyer',
  );

/**
 * Accepts the latest version: in one transaction, with the quote locked, checks at that instant
 * that the version named is the latest and still valid and that every product may still be
 * sold, then places the order at exactly the version's prices (never the price list's) with the
 * order's own statement, marks its lines with the version and the quote as accepted. Any refusal
 * rolls everything back. A requester may ask for quotes but not accept one (issue 30 point 1:
 * only a buyer or an approver accepts; company-roles' mayPlaceOrders). The order goes through the
 * customer's approval rules and the member's spending limit as a checkout's does (decision 033,
 * approval-routing.ts): one a rule holds waits for a colleague's approval; one over the limit is
 * refused.
 */
export async function acceptQuote(
  db: Db,
  member: Member,
  quoteId: number,
  input: AcceptQuoteInput,
): Promise<CreateOrderResponse['data']> {
  const company = companyMemberOf(member);
  if (company && !mayPlaceOrders(company)) throw forbidden('quotes.requesterCannotAccept');
  const scope = buyerScope(member);
  const { tenantId } = member;
  const placed = await db.transaction().execute(async (trx) => {
    const quote = await repository.lockQuote(trx, scope, quoteId);
    if (!quote) throw noSuchQuote();
    const now = new Date();
    const to = nextStatus(quote, 'accept', now);
    const version = await repository.latestVersion(trx, tenantId, quote.id);
    if (!version || version.version_no !== input.version_no) {
      throw new AppError(409, 'quotes.versionNotLatest');
    }
    if (version.valid_until.getTime() <= now.getTime()) throw new AppError(409, 'quotes.expired');
    const lines = await repository.versionLinesForOrder(trx, tenantId, version.id);
    const unsellable = lines.find((line) => !line.sellable);
    if (unsellable) {
      throw new AppError(409, 'quotes.productInactive', { part_number: unsellable.part_number });
    }
    const address = await repository.shippingAddress(
      trx,
      tenantId,
      quote.customer_id,
      input.shipping_address_id,
    );
    if (!address) throw fieldError('shipping_address_id', 'orders.shippingAddressNotFound');
    // The buyer's quantity of a tiered line, priced by its break (decision 042); every other
    // line at the quantity and price offered.
    const offered = new Set(lines.map((line) => line.quote_line_id));
    input.quantities.forEach((chosen, index) => {
      if (!offered.has(chosen.quote_line_id)) {
        throw fieldError(`quantities.${index}.quote_line_id`, 'quotes.lineNotInVersion');
      }
    });
    const chosen = new Map(input.quantities.map((line) => [line.quote_line_id, line.quantity]));
    const priced = lines.map((line, index) => {
      const tiers = line.tiers.map((tier) => ({
        min_qty: tier.min_qty,
        price: Number(tier.price),
      }));
      const quantity = orderedQuantity(line.quantity, tiers, chosen.get(line.quote_line_id));
      if (quantity === null) {
        const at = input.quantities.findIndex((item) => item.quote_line_id === line.quote_line_id);
        throw fieldError(`quantities.${at}.quantity`, 'quotes.quantityFixed');
      }
      const priceCents = toCents(tieredPrice(Number(line.price), tiers, quantity));
      return {
        line_no: index + 1,
        product_id: line.product_id,
        puom_id: line.puom_id,
        part_number: line.part_number,
        description: line.description,
        uom_code: line.uom_code,
        cf: line.cf,
        sale_qty: quantity,
        price: fromCents(priceCents),
        line_total: fromCents(lineTotalCents({ priceCents, quantity })),
        comment: line.comment,
      };
    });
    const total = fromCents(priced.reduce((sum, line) => sum + toCents(line.line_total), 0));
    const { rules, spending, categoryIds } = await findApprovalInputs(
      trx,
      tenantId,
      quote.customer_id,
      member.userId,
      priced.map((line) => line.puom_id),
    );
    const routing = routeOrder(
      member,
      { total, lines: priced.length, categoryIds, addressId: address.id },
      rules,
      spending,
      now,
    );
    const head = {
      ...orderHead(member, quote, address, input, {
        paymentTerms: version.payment_terms,
        total,
      }),
      ...routing,
    };
    let order = await writeOrder(trx, head, priced);
    // No row: the limit's conditional update found the order over it (an order racing this
    // one spent the rest). A limit that asks for approval has it wait (decision 042); one that
    // refuses rolls the transaction back and the quote stays offered.
    const rerouted = order ? undefined : overLimitAfterRace(routing, rules, spending);
    if (rerouted) order = await writeOrder(trx, { ...head, ...rerouted }, priced);
    if (!order) throw overSpendingLimit();
    await repository.markOrderLinesFromVersion(trx, tenantId, order.id, version.id);
    await repository.moveQuote(trx, tenantId, quote, {
      action: 'accept',
      to,
      userId: member.userId,
      versionId: version.id,
      orderId: order.id,
    });
    await enqueue(trx, tenantId, 'quote.accepted', {
      quote_id: quote.id,
      customer_id: quote.customer_id,
      version_no: version.version_no,
      order_id: order.id,
      accepted_by_user_id: member.userId,
    });
    return order;
  });
  // The number was taken as the transaction committed; read it once the commit is durable.
  const saleNo = await durableOrderNumber(db, tenantId, placed.id);
  return { id: placed.id, sale_no: saleNo, status: placed.status, total: placed.total };
}

function orderHead(
  member: Member,
  quote: repository.LockedQuote,
  address: NonNullable<Awaited<ReturnType<typeof repository.shippingAddress>>>,
  input: AcceptQuoteInput,
  terms: { paymentTerms: 'cod' | 'credit_card' | 'net30' | 'net60'; total: number },
) {
  return {
    tenant_id: member.tenantId,
    customer_id: quote.customer_id,
    placed_by_user_id: member.userId,
    sale_date: pricingDay(),
    purchase_order: input.purchase_order,
    note: null,
    delivery_method: input.delivery_method,
    payment_option: terms.paymentTerms,
    shipping_address_id: address.id,
    shipping_address: formatAddress({ ...address, address: joinAddressLines(address) }),
    sales_person: member.repCode ? member.name : null,
    total: terms.total,
    idempotency_key: null,
    idempotency_fingerprint: null,
  };
}

/* The console */

/**
 * Who prices quotes: an administrator of the console, or an API key of the tenant (integration
 * API, no user: its versions are sent by nobody in particular).
 */
type Staff = { tenantId: number; userId: number | null };

export function listConsoleQuotes(
  db: Db,
  admin: Staff,
  query: {
    box: 'all' | 'new' | 'waiting_for_us' | 'waiting_for_buyer' | 'expiring_soon';
    page: number;
  },
): Promise<QuoteList> {
  return pageOfQuotes(db, { tenantId: admin.tenantId }, { box: query.box }, query.page);
}

export const consoleQuote = (db: Db, admin: Staff, quoteId: number) =>
  readQuote(db, { tenantId: admin.tenantId }, quoteId, 'staff');

const staffTransition =
  (action: QuoteAction) => (db: Db, admin: Member, quoteId: number, message: string | null) =>
    transition(
      db,
      { tenantId: admin.tenantId },
      quoteId,
      action,
      { userId: admin.userId, message },
      'staff',
    );

export const askQuoteInformation = staffTransition('ask_information');
export const refuseQuote = staffTransition('refuse');
export const withdrawQuote = staffTransition('withdraw');

async function timeZoneOf(db: Db, tenantId: number): Promise<string> {
  const setting = await repository.tenantTimeZone(db, tenantId);
  return setting && isTimeZone(setting) ? setting : DEFAULT_TIME_ZONE;
}

/**
 * Sends a new version: every line priced (never negative), valid until the end of the day given
 * in the tenant's time zone (today at the earliest). The version is written once and never
 * changed; the quote shows it as the one to accept.
 */
export async function sendOffer(
  db: Db,
  admin: Staff,
  quoteId: number,
  input: SendQuoteOfferInput,
): Promise<QuoteDetail> {
  const { tenantId } = admin;
  const scope = { tenantId };
  const timeZone = await timeZoneOf(db, tenantId);
  const now = new Date();
  if (input.valid_until < dayIn(now, timeZone)) {
    throw fieldError('valid_until', 'quotes.validUntilPast');
  }
  const replacementPartNumbers = [
    ...new Set(input.lines.flatMap((line) => line.replacement_part_number ?? [])),
  ];
  await db.transaction().execute(async (trx: Trx) => {
    const quote = await repository.lockQuote(trx, scope, quoteId);
    if (!quote) throw noSuchQuote();
    const to = nextStatus(quote, 'offer', now);
    const [requestLines, replacements, latest] = await Promise.all([
      repository.quoteLinesOf(trx, tenantId, quote.id),
      repository.activeProductsByPartNumber(trx, tenantId, replacementPartNumbers),
      repository.latestVersion(trx, tenantId, quote.id),
    ]);
    const checked = checkOfferLines(
      input.lines,
      requestLines,
      new Map(
        replacements.map((product) => [
          product.key,
          { productId: product.product_id, puomId: product.puom_id },
        ]),
      ),
    );
    if (Object.keys(checked.problems).length > 0) throw fieldErrors(checked.problems);
    const validUntil = endOfDayIn(input.valid_until, timeZone);
    const versionNo = (latest?.version_no ?? 0) + 1;
    const versionId = await repository.insertVersion(trx, {
      tenantId,
      quoteId: quote.id,
      versionNo,
      validUntilDate: input.valid_until,
      validUntil,
      paymentTerms: input.payment_terms,
      note: input.note,
      sentBy: admin.userId,
      lines: checked.lines,
    });
    await repository.moveQuote(trx, tenantId, quote, {
      action: 'offer',
      to,
      userId: admin.userId,
      versionId,
      validUntil,
    });
    await enqueue(trx, tenantId, 'quote.offered', {
      quote_id: quote.id,
      customer_id: quote.customer_id,
      version_no: versionNo,
      valid_until: validUntil.toISOString(),
      sent_by_user_id: admin.userId,
    });
  });
  return readQuote(db, scope, quoteId, 'staff');
}
