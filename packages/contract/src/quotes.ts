import { z } from 'zod';
import { codeParams, idParam, paged, pageQuery } from './common.ts';
import { bodyId, clearableText, timestamp, withoutNul } from './admin/common.ts';
import { isPrice } from './admin/product-rules.ts';
import { MAX_QUOTE_TIERS, tiersInOrder } from './rules/quote-tiers.ts';
import { DELIVERY_METHODS, PAYMENT_OPTIONS } from './order-fields.ts';
import { lineQuantity } from './quick-order.ts';
import { QUOTE_STATUSES } from './rules/quote-status.ts';

/**
 * Quotes (issue 30, decision 035): a buyer asks for a price, the manufacturer offers versions,
 * the buyer accepts the latest valid one and it becomes an order at exactly its prices. The
 * buyer's and the console's requests and answers; both read a quote with the same detail.
 */

export const MAX_QUOTE_LINES = 200;
export const QUOTE_NOTE_MAX = 2000;
export const QUOTE_LINE_TEXT_MAX = 500;
/** The console's "expiring soon": a valid offer that ends within this many days. */
export const EXPIRING_SOON_DAYS = 3;

export const quoteParams = codeParams.extend({ quoteId: idParam });

const text = (max: number) =>
  z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .refine(withoutNul, { error: 'validation.invalidValue' });

/** A message that must say something (a question, the changes asked for). */
const requiredMessage = text(QUOTE_NOTE_MAX).min(1, { error: 'validation.requiredField' });

/**
 * A line asked for: a catalogue product unit (`puom_id`, as the cart holds it) or, for a part
 * not in the catalogue, free text (`description`); never both, never neither.
 */
export const quoteLineInput = z
  .object({
    puom_id: bodyId.nullish(),
    description: text(QUOTE_LINE_TEXT_MAX).nullish(),
    quantity: lineQuantity,
    comment: clearableText(QUOTE_LINE_TEXT_MAX).optional().default(null),
  })
  .refine((line) => (line.puom_id != null) !== Boolean(line.description), {
    error: 'quotes.productOrDescription',
    path: ['description'],
  });
export type QuoteLineInput = z.input<typeof quoteLineInput>;

export const createQuoteRequest = z.object({
  wanted_date: z.iso.date({ error: 'validation.invalidDate' }).nullish(),
  note: clearableText(QUOTE_NOTE_MAX).optional().default(null),
  lines: z
    .array(quoteLineInput, { error: 'validation.invalidValue' })
    .min(1, { error: 'quotes.noLines' })
    .max(MAX_QUOTE_LINES, { error: 'quotes.tooManyLines' }),
});
export type CreateQuoteRequest = z.input<typeof createQuoteRequest>;
export type CreateQuoteInput = z.output<typeof createQuoteRequest>;

export const quoteStatus = z.enum(QUOTE_STATUSES);

export const quoteListQuery = z.object({
  status: quoteStatus.optional(),
  page: pageQuery,
});
export type QuoteListQuery = z.input<typeof quoteListQuery>;

/** The latest version of a quote as a list shows it. */
const versionSummary = z.object({
  version_no: z.number().int(),
  /** The last day of validity (as entered) and the instant it ends. */
  valid_until_date: z.string(),
  valid_until: timestamp,
  total: z.number(),
});

export const quoteSummary = z.object({
  id: z.number().int(),
  /** As it is now: an offer past its valid-until instant is expired. */
  status: quoteStatus,
  customer: z.object({ name: z.string(), code: z.string() }),
  requested_by: z.string().nullable(),
  wanted_date: z.string().nullable(),
  line_count: z.number().int(),
  latest_version: versionSummary.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type QuoteSummary = z.infer<typeof quoteSummary>;

export const quoteList = paged(quoteSummary);
export type QuoteList = z.infer<typeof quoteList>;

const productRef = z.object({
  id: z.number().int(),
  part_number: z.string(),
  description: z.string(),
  uom_code: z.string(),
  /** Inactive products cannot be ordered: such a version cannot be accepted. */
  active: z.boolean(),
});

export const quoteLine = z.object({
  id: z.number().int(),
  line_no: z.number().int(),
  /** Null for a free-text line (a part not in the catalogue). */
  product: productRef.nullable(),
  description: z.string(),
  quantity: z.number().int(),
  comment: z.string().nullable(),
});

export const quoteVersionLine = z.object({
  quote_line_id: z.number().int(),
  /** The product offered: the line's own, or a replacement for a free-text line. */
  product: productRef,
  quantity: z.number().int(),
  price: z.number(),
  line_total: z.number(),
  /** Its price per quantity break (decision 042); empty: one price. */
  tiers: z.array(z.object({ min_qty: z.number().int(), price: z.number() })),
});

export const quoteVersion = z.object({
  id: z.number().int(),
  version_no: z.number().int(),
  /** The last day of validity, and the instant it ends in the manufacturer's time zone. */
  valid_until_date: z.string(),
  valid_until: timestamp,
  payment_terms: z.enum(PAYMENT_OPTIONS),
  note: z.string().nullable(),
  sent_at: timestamp,
  total: z.number(),
  lines: z.array(quoteVersionLine),
});
export type QuoteVersion = z.infer<typeof quoteVersion>;

export const quoteEvent = z.object({
  action: z.string(),
  to_status: quoteStatus,
  message: z.string().nullable(),
  /** Who: the buyer's colleague's name; the manufacturer's staff show as `staff: true`. */
  by: z.string().nullable(),
  staff: z.boolean(),
  at: timestamp,
});

export const quoteDetail = quoteSummary.extend({
  note: z.string().nullable(),
  /** The order an accepted quote became. */
  order: z.object({ id: z.number().int(), sale_no: z.number().int() }).nullable(),
  lines: z.array(quoteLine),
  /** Every version sent, oldest first; the last one is the one that may be accepted. */
  versions: z.array(quoteVersion),
  events: z.array(quoteEvent),
});
export type QuoteDetail = z.infer<typeof quoteDetail>;
export const quoteDetailResponse = z.object({ data: quoteDetail });
export type QuoteDetailResponse = z.infer<typeof quoteDetailResponse>;

export const createQuoteResponse = z.object({
  data: z.object({ id: z.number().int(), status: quoteStatus }),
});
export type CreateQuoteResponse = z.infer<typeof createQuoteResponse>;

/**
 * Accepting: the version the buyer saw (refused unless it is still the latest and valid) and
 * where the order goes. The payment terms are the version's.
 */
export const acceptQuoteRequest = z.object({
  version_no: z.number({ error: 'validation.invalidValue' }).int().positive().max(1_000_000),
  shipping_address_id: z
    .number({ error: 'orders.selectShippingAddress' })
    .int({ error: 'orders.selectShippingAddress' })
    .positive({ error: 'orders.selectShippingAddress' })
    .max(2_147_483_647, { error: 'orders.shippingAddressNotFound' }),
  delivery_method: z.enum(DELIVERY_METHODS).default('delivery'),
  purchase_order: clearableText(50).optional().default(null),
  /**
   * The quantities the buyer orders of lines with quantity tiers (decision 042); a line not named
   * is ordered at the quantity offered.
   */
  quantities: z
    .array(z.object({ quote_line_id: bodyId, quantity: lineQuantity }), {
      error: 'validation.invalidValue',
    })
    .max(MAX_QUOTE_LINES, { error: 'quotes.tooManyLines' })
    .refine((lines) => new Set(lines.map((line) => line.quote_line_id)).size === lines.length, {
      error: 'validation.invalidValue',
    })
    .default([]),
});
export type AcceptQuoteRequest = z.input<typeof acceptQuoteRequest>;
export type AcceptQuoteInput = z.output<typeof acceptQuoteRequest>;

/** A decline may say why; changes must say what. */
export const quoteMessageRequest = z.object({
  message: clearableText(QUOTE_NOTE_MAX).optional().default(null),
});
export type QuoteMessageRequest = z.input<typeof quoteMessageRequest>;
export const quoteChangesRequest = z.object({ message: requiredMessage });
export type QuoteChangesRequest = z.input<typeof quoteChangesRequest>;

/* The console */

export const QUOTE_INBOXES = [
  'all',
  'new',
  'waiting_for_us',
  'waiting_for_buyer',
  'expiring_soon',
] as const;
export type QuoteInbox = (typeof QUOTE_INBOXES)[number];

export const adminQuoteListQuery = z.object({
  box: z.enum(QUOTE_INBOXES).default('all'),
  page: pageQuery,
});
export type AdminQuoteListQuery = z.input<typeof adminQuoteListQuery>;

const offerPrice = z
  .number({ error: 'quotes.priceRequired' })
  .refine(isPrice, { error: 'quotes.invalidPrice' });

export const quoteOfferLineInput = z.object({
  quote_line_id: bodyId,
  price: offerPrice,
  /** Defaults to the quantity asked for. */
  quantity: lineQuantity.optional(),
  /**
   * The part number of the catalogue product offered instead (required for a free-text line),
   * sold in its default unit; matched as quick order matches, whatever its case.
   */
  replacement_part_number: clearableText(50).optional().default(null),
  /**
   * Its price per quantity break, ascending (decision 042): from each `min_qty` on, its price; the
   * buyer may then choose the quantity they order.
   */
  tiers: z
    .array(z.object({ min_qty: lineQuantity, price: offerPrice }), {
      error: 'validation.invalidValue',
    })
    .max(MAX_QUOTE_TIERS, { error: 'quotes.tiersOutOfOrder' })
    .refine(tiersInOrder, { error: 'quotes.tiersOutOfOrder' })
    .default([]),
});

export const sendQuoteOfferRequest = z.object({
  valid_until: z.iso.date({ error: 'validation.invalidDate' }),
  payment_terms: z.enum(PAYMENT_OPTIONS, { error: 'validation.invalidValue' }),
  note: clearableText(QUOTE_NOTE_MAX).optional().default(null),
  /** A price for every line of the request, each once. */
  lines: z
    .array(quoteOfferLineInput, { error: 'validation.invalidValue' })
    .min(1, { error: 'quotes.pricesRequired' })
    .max(MAX_QUOTE_LINES, { error: 'quotes.tooManyLines' }),
});
export type SendQuoteOfferRequest = z.input<typeof sendQuoteOfferRequest>;
export type SendQuoteOfferInput = z.output<typeof sendQuoteOfferRequest>;

export const quoteQuestionRequest = z.object({ message: requiredMessage });
export type QuoteQuestionRequest = z.input<typeof quoteQuestionRequest>;
