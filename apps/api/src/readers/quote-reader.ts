import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import {
  EXPIRING_SOON_DAYS,
  seesCompanyOrders,
  type QuoteInbox,
  type QuoteStatus,
} from '@portal/contract';
import { companyMemberOf, type Member } from '../core/callers.ts';
import type { Database, Db } from '../db/schema.ts';

/**
 * The one reader of quotes (issue 30, decision 035): every read of a quote's head, lines,
 * versions or history goes through here, scoped by tenant, and a buyer's by their customer (and
 * by themselves when they do not see their company's orders: the same rule as orders, decision
 * 031). Writes stay with modules/quotes.
 */

/** Whose quotes a read may reach: the tenant's, one customer's, one person's. */
export interface QuoteScope {
  tenantId: number;
  customerId?: number | undefined;
  ownQuotesOf?: number | undefined;
}

/** A buyer's scope: their customer's quotes, only their own unless they see all its orders. */
export function buyerQuoteScopeOf(member: Member): QuoteScope | undefined {
  const company = companyMemberOf(member);
  if (!company) return undefined;
  const scope = { tenantId: member.tenantId, customerId: company.customerId };
  return seesCompanyOrders(company) ? scope : { ...scope, ownQuotesOf: member.userId };
}

function scopedQuotes(db: Db, scope: QuoteScope) {
  let quotes = db.selectFrom('quotes as q').where('q.tenant_id', '=', scope.tenantId);
  if (scope.customerId !== undefined) quotes = quotes.where('q.customer_id', '=', scope.customerId);
  if (scope.ownQuotesOf !== undefined) {
    quotes = quotes.where('q.requested_by_user_id', '=', scope.ownQuotesOf);
  }
  return quotes;
}

type QuoteRows = ExpressionBuilder<Database & { q: Database['quotes'] }, 'q'>;

/** The status as it is at `now` (rules/quote-status.ts' quoteStatusAt, in SQL). */
function statusIs(eb: QuoteRows, status: QuoteStatus, now: Date) {
  if (status === 'offered') {
    return eb.and([eb('q.status', '=', 'offered'), eb('q.valid_until', '>', now)]);
  }
  if (status === 'expired') {
    return eb.or([
      eb('q.status', '=', 'expired'),
      eb.and([eb('q.status', '=', 'offered'), eb('q.valid_until', '<=', now)]),
    ]);
  }
  return eb('q.status', '=', status);
}

/** The console's inbox folders (issue 30 point 2). */
function inIndex(eb: QuoteRows, box: QuoteInbox, now: Date) {
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * 86_400_000);
  switch (box) {
    case 'new':
      // Asked and never answered: no transition since the request.
      return eb.and([
        eb('q.status', '=', 'requested'),
        eb.not(
          eb.exists(
            eb
              .selectFrom('quote_events as e')
              .select('e.id')
              .whereRef('e.tenant_id', '=', 'q.tenant_id')
              .whereRef('e.quote_id', '=', 'q.id')
              .where('e.action', '<>', 'request'),
          ),
        ),
      ]);
    case 'waiting_for_us':
      return eb('q.status', '=', 'requested');
    case 'waiting_for_buyer':
      return eb.or([eb('q.status', '=', 'information_needed'), statusIs(eb, 'offered', now)]);
    case 'expiring_soon':
      return eb.and([statusIs(eb, 'offered', now), eb('q.valid_until', '<=', soon)]);
    case 'all':
      return eb.lit(true);
  }
}

export interface QuoteFilter {
  status?: QuoteStatus | undefined;
  box?: QuoteInbox | undefined;
  now: Date;
  limit: number;
  offset: number;
}

function filteredQuotes(db: Db, scope: QuoteScope, filter: QuoteFilter) {
  let query = scopedQuotes(db, scope);
  const { status, box, now } = filter;
  if (status) query = query.where((eb) => statusIs(eb, status, now));
  if (box) query = query.where((eb) => inIndex(eb, box, now));
  return query;
}

/** A version's total: the sum of its lines' prices times quantities, exact in numeric. */
const versionTotal = (versionId: 'v.id') =>
  sql<number>`(select coalesce(sum(vl.price * vl.quantity), 0) from quote_version_lines vl
    where vl.tenant_id = v.tenant_id and vl.version_id = ${sql.ref(versionId)})`;

/** What a list shows of each quote (and the detail's head). */
function summaryFields(db: Db) {
  return [
    'q.id',
    'q.status',
    'q.valid_until',
    'q.wanted_date',
    'q.note',
    'q.order_id',
    'q.created_at',
    'q.updated_at',
    'c.name as customer_name',
    'c.code as customer_code',
    'u.first_name as requested_by_first_name',
    'u.last_name as requested_by_last_name',
    sql<number>`(select count(*)::int from quote_lines ql
      where ql.tenant_id = q.tenant_id and ql.quote_id = q.id)`.as('line_count'),
    (eb: QuoteRows) =>
      jsonObjectFrom(
        db
          .selectFrom('quote_versions as v')
          .select([
            'v.version_no',
            'v.valid_until_date',
            'v.valid_until',
            versionTotal('v.id').as('total'),
          ])
          .whereRef('v.tenant_id', '=', eb.ref('q.tenant_id'))
          .whereRef('v.quote_id', '=', eb.ref('q.id'))
          .orderBy('v.version_no', 'desc')
          .limit(1),
      ).as('latest_version'),
  ] as const;
}

function withCustomerAndRequester(db: Db, scope: QuoteScope, filter?: QuoteFilter) {
  const quotes = filter ? filteredQuotes(db, scope, filter) : scopedQuotes(db, scope);
  return quotes
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'q.tenant_id').onRef('c.id', '=', 'q.customer_id'),
    )
    .leftJoin('users as u', 'u.id', 'q.requested_by_user_id');
}

/** One page of quotes, most recently changed first, and how many match in all. */
export async function listQuotes(db: Db, scope: QuoteScope, filter: QuoteFilter) {
  const rows = await withCustomerAndRequester(db, scope, filter)
    .select(summaryFields(db))
    .orderBy('q.updated_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { total } = await filteredQuotes(db, scope, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total };
}
export type QuoteSummaryRow = Awaited<ReturnType<typeof listQuotes>>['rows'][number];

/** One quote of the scope with its lines, versions (with their lines), history and order. */
export function quoteWithEverything(db: Db, scope: QuoteScope, quoteId: number) {
  return withCustomerAndRequester(db, scope)
    .select(summaryFields(db))
    .select((eb) => [
      jsonObjectFrom(
        eb
          .selectFrom('orders as o')
          .select(['o.id', 'o.sale_no'])
          .whereRef('o.tenant_id', '=', 'q.tenant_id')
          .whereRef('o.id', '=', 'q.order_id'),
      ).as('order'),
      jsonArrayFrom(
        eb
          .selectFrom('quote_lines as l')
          .leftJoin('products as p', (join) =>
            join.onRef('p.tenant_id', '=', 'l.tenant_id').onRef('p.id', '=', 'l.product_id'),
          )
          .leftJoin('product_uoms as pu', (join) =>
            join.onRef('pu.tenant_id', '=', 'l.tenant_id').onRef('pu.id', '=', 'l.puom_id'),
          )
          .leftJoin('uoms as um', (join) =>
            join.onRef('um.tenant_id', '=', 'pu.tenant_id').onRef('um.id', '=', 'pu.uom_id'),
          )
          .select([
            'l.id',
            'l.line_no',
            'l.product_id',
            'p.part_number',
            'p.description as product_description',
            'p.active',
            'um.code as uom_code',
            'l.description',
            'l.quantity',
            'l.comment',
          ])
          .whereRef('l.tenant_id', '=', 'q.tenant_id')
          .whereRef('l.quote_id', '=', 'q.id')
          .orderBy('l.line_no'),
      ).as('lines'),
      jsonArrayFrom(
        eb
          .selectFrom('quote_versions as v')
          .select((inner) => [
            'v.id',
            'v.version_no',
            'v.valid_until_date',
            'v.valid_until',
            'v.payment_terms',
            'v.note',
            'v.sent_at',
            versionTotal('v.id').as('total'),
            jsonArrayFrom(
              inner
                .selectFrom('quote_version_lines as vl')
                .innerJoin('quote_lines as l', (join) =>
                  join
                    .onRef('l.tenant_id', '=', 'vl.tenant_id')
                    .onRef('l.id', '=', 'vl.quote_line_id'),
                )
                .innerJoin('products as p', (join) =>
                  join
                    .onRef('p.tenant_id', '=', 'vl.tenant_id')
                    .onRef('p.id', '=', 'vl.product_id'),
                )
                .innerJoin('product_uoms as pu', (join) =>
                  join.onRef('pu.tenant_id', '=', 'vl.tenant_id').onRef('pu.id', '=', 'vl.puom_id'),
                )
                .innerJoin('uoms as um', (join) =>
                  join.onRef('um.tenant_id', '=', 'pu.tenant_id').onRef('um.id', '=', 'pu.uom_id'),
                )
                .select([
                  'vl.quote_line_id',
                  'vl.product_id',
                  'p.part_number',
                  'p.description',
                  'p.active',
                  'um.code as uom_code',
                  'vl.quantity',
                  'vl.price',
                  sql<number>`vl.price * vl.quantity`.as('line_total'),
                  'vl.tiers',
                ])
                .whereRef('vl.tenant_id', '=', 'v.tenant_id')
                .whereRef('vl.version_id', '=', 'v.id')
                .orderBy('l.line_no'),
            ).as('lines'),
          ])
          .whereRef('v.tenant_id', '=', 'q.tenant_id')
          .whereRef('v.quote_id', '=', 'q.id')
          .orderBy('v.version_no'),
      ).as('versions'),
      jsonArrayFrom(
        eb
          .selectFrom('quote_events as e')
          .leftJoin('users as eu', 'eu.id', 'e.user_id')
          .leftJoin('memberships as m', (join) =>
            join.onRef('m.tenant_id', '=', 'e.tenant_id').onRef('m.user_id', '=', 'e.user_id'),
          )
          .select([
            'e.action',
            'e.to_status',
            'e.message',
            'eu.first_name',
            'eu.last_name',
            sql<boolean>`coalesce(m.role = 'admin', false)`.as('staff'),
            'e.created_at',
          ])
          .whereRef('e.tenant_id', '=', 'q.tenant_id')
          .whereRef('e.quote_id', '=', 'q.id')
          .orderBy('e.id'),
      ).as('events'),
    ])
    .where('q.id', '=', quoteId)
    .executeTakeFirst();
}
export type QuoteRow = NonNullable<Awaited<ReturnType<typeof quoteWithEverything>>>;

/**
 * What a quote's e-mails tell (notifications/email-handler.ts): its customer, who asked, and the
 * last day of its latest version; undefined when the quote is gone.
 */
export async function quoteForEmail(db: Db, tenantId: number, quoteId: number) {
  const row = await withCustomerAndRequester(db, { tenantId })
    .leftJoin('orders as o', (join) =>
      join.onRef('o.tenant_id', '=', 'q.tenant_id').onRef('o.id', '=', 'q.order_id'),
    )
    .select((eb) => [
      'q.id',
      'c.name as customer',
      'u.first_name',
      'u.last_name',
      'o.id as order_id',
      'o.sale_no',
      eb
        .selectFrom('quote_versions as v')
        .select('v.valid_until_date')
        .whereRef('v.tenant_id', '=', 'q.tenant_id')
        .whereRef('v.quote_id', '=', 'q.id')
        .orderBy('v.version_no', 'desc')
        .limit(1)
        .as('valid_until_date'),
      // The staff's latest question (the e-mail that tells it is sent after it is asked).
      eb
        .selectFrom('quote_events as e')
        .select('e.message')
        .whereRef('e.tenant_id', '=', 'q.tenant_id')
        .whereRef('e.quote_id', '=', 'q.id')
        .where('e.action', '=', 'ask_information')
        .orderBy('e.id', 'desc')
        .limit(1)
        .as('question'),
    ])
    .where('q.id', '=', quoteId)
    .executeTakeFirst();
  if (!row) return undefined;
  const requester = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return {
    id: row.id,
    customer: row.customer,
    requester: requester === '' ? null : requester,
    validUntilDate: row.valid_until_date,
    question: row.question ?? null,
    order: row.order_id === null ? null : { id: row.order_id, saleNo: Number(row.sale_no) },
  };
}
