import { endOfDayIn, type QuoteStatus } from '@portal/contract';
import type { Db } from '../db/schema.ts';
import type { SeededCustomer } from './accounts.ts';
import type { SeededProduct } from './catalogue-generator.ts';
import { NORTHWIND } from './demo-accounts.ts';

/**
 * ACME's demo quotes for buyer@acme.example (Northwind, issue 30 point 9): one in each state a
 * buyer meets but accepted (the end-to-end test accepts one): a new request with a part not in
 * the catalogue, a question waiting for the buyer, a valid offer in two versions (the second
 * cheaper), an offer expiring within three days, an expired one, a declined and a withdrawn one.
 * Dates are counted from the day the demo is seeded.
 */
interface DemoQuote {
  status: QuoteStatus;
  note: string | null;
  /** Days from today the latest version is valid until (end of that day, UTC); none: no offer. */
  validForDays?: number;
  /** Each version's prices, as shares of the products' own prices. */
  versions?: number[];
  freeText?: string;
  /** The question, or the reason, that came with the last step. */
  message?: string;
}

const DEMO_QUOTES: DemoQuote[] = [
  {
    status: 'requested',
    note: 'For the spring production run.',
    freeText: 'Stainless bracket, 3 mm, drawing 7731',
  },
  {
    status: 'information_needed',
    note: 'Quarterly volume.',
    message: 'Which finish do you need: zinc or black oxide?',
  },
  { status: 'offered', note: 'Annual contract volume.', validForDays: 20, versions: [0.9, 0.82] },
  { status: 'offered', note: 'Urgent replacement parts.', validForDays: 2, versions: [0.88] },
  { status: 'expired', note: 'Trial order.', validForDays: -3, versions: [0.9] },
  {
    status: 'declined',
    note: 'Budget estimate.',
    validForDays: 10,
    versions: [0.95],
    message: 'Over our budget this year.',
  },
  {
    status: 'withdrawn',
    note: 'Special finish.',
    validForDays: 10,
    versions: [0.85],
    message: 'The supplier changed its prices.',
  },
];

const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedQuotes(
  db: Db,
  tenantId: number,
  customers: readonly SeededCustomer[],
  products: readonly SeededProduct[],
): Promise<void> {
  const customer = customers.find((candidate) => candidate.code === NORTHWIND.code);
  const people = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', ['buyer@acme.example', 'admin@acme.example'])
    .execute();
  const buyer = people.find((person) => person.email === 'buyer@acme.example');
  const staff = people.find((person) => person.email === 'admin@acme.example');
  const sold = products.filter((product) => product.minOrderQty <= 10).slice(0, 12);
  if (!customer || !buyer || !staff || sold.length < 4) return;

  for (const [index, demo] of DEMO_QUOTES.entries()) {
    const picked = [sold[index % sold.length]!, sold[(index + 3) % sold.length]!];
    const { id: quoteId } = await db
      .insertInto('quotes')
      .values({
        tenant_id: tenantId,
        customer_id: customer.customerId,
        requested_by_user_id: buyer.id,
        status: demo.status,
        wanted_date: dayFromToday(30 + index),
        note: demo.note,
        valid_until:
          demo.validForDays === undefined
            ? null
            : endOfDayIn(dayFromToday(demo.validForDays), 'UTC'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines = await db
      .insertInto('quote_lines')
      .values([
        ...picked.map((product, at) => ({
          tenant_id: tenantId,
          quote_id: quoteId,
          line_no: at + 1,
          product_id: product.id,
          puom_id: product.puomId,
          description: product.description,
          quantity: Math.max(1, product.minOrderQty) * (at === 0 ? 500 : 120),
        })),
        ...(demo.freeText
          ? [
              {
                tenant_id: tenantId,
                quote_id: quoteId,
                line_no: 3,
                product_id: null,
                puom_id: null,
                description: demo.freeText,
                quantity: 200,
              },
            ]
          : []),
      ])
      .returning(['id', 'product_id', 'puom_id', 'quantity'])
      .execute();
    const event = (
      action: string,
      to: QuoteStatus,
      userId: number,
      message: string | null = null,
    ) =>
      db
        .insertInto('quote_events')
        .values({
          tenant_id: tenantId,
          quote_id: quoteId,
          action,
          to_status: to,
          user_id: userId,
          message,
        })
        .execute();
    await event('request', 'requested', buyer.id);
    if (demo.status === 'information_needed') {
      await event('ask_information', 'information_needed', staff.id, demo.message);
    }
    for (const [at, share] of (demo.versions ?? []).entries()) {
      const validDay = dayFromToday((demo.validForDays ?? 0) - (demo.versions!.length - 1 - at));
      const { id: versionId } = await db
        .insertInto('quote_versions')
        .values({
          tenant_id: tenantId,
          quote_id: quoteId,
          version_no: at + 1,
          valid_until_date: validDay,
          valid_until: endOfDayIn(validDay, 'UTC'),
          payment_terms: 'net30',
          note: at > 0 ? 'Better price for the full annual volume.' : null,
          sent_by_user_id: staff.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('quote_version_lines')
        .values(
          lines.map((line) => {
            const product = picked.find((candidate) => candidate.id === line.product_id)!;
            return {
              tenant_id: tenantId,
              version_id: versionId,
              quote_line_id: line.id,
              product_id: product.id,
              puom_id: line.puom_id!,
              quantity: line.quantity,
              price: Math.round(product.price * share * 100) / 100,
            };
          }),
        )
        .execute();
      await event('offer', 'offered', staff.id);
    }
    if (demo.status === 'expired') await event('expire', 'expired', staff.id);
    if (demo.status === 'declined') await event('decline', 'declined', buyer.id, demo.message);
    if (demo.status === 'withdrawn') await event('withdraw', 'withdrawn', staff.id, demo.message);
  }
}
