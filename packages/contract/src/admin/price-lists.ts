import { z } from 'zod';
import { codeParams, idParam, paged, pageQuery, requiredText } from '../common.ts';
import { MAX_LINE_QUANTITY } from '../orders.ts';
import { csvIntegerCell, csvOptionalPriceCell, csvRequiredCell } from './catalogue-csv.ts';
import { adminSearch, changesSomething, nothingToChange, timestamp, withoutNul } from './common.ts';
import { isPrice } from './product-rules.ts';
import { uomCodeField } from './products.ts';

/**
 * Price lists of the console (issue 11): a list, its entries (the tiers of a product in a unit),
 * the customers it is assigned to, the entries' CSV, and the bulk upsert an ERP pushes prices with.
 */

/** A list's tiers for one product and unit; more is a mistake, not a price structure. */
export const MAX_TIERS = 20;
/** Entries one bulk request may carry (an ERP sends more in several requests). */
export const MAX_BULK_ENTRIES = 20_000;

export const priceListParams = codeParams.extend({ id: idParam });
export const priceListCustomerParams = priceListParams.extend({ customerId: idParam });
export const priceListImportJobParams = priceListParams.extend({ jobId: idParam });

export const priceListQuery = z.object({ search: adminSearch, page: pageQuery });
export type PriceListQuery = z.input<typeof priceListQuery>;

/** A day, 'YYYY-MM-DD'; empty or null means no bound. */
const validityDay = z
  .union([z.iso.date({ error: 'validation.invalidDate' }), z.literal(''), z.null()], {
    error: 'validation.invalidDate',
  })
  .transform((day) => (day === '' ? null : day));

const listName = requiredText(100).refine(withoutNul, { error: 'validation.invalidValue' });

/** The last day may not come before the first; reported on valid_to. */
const endsAfterStart = (list: { valid_from?: string | null; valid_to?: string | null }) =>
  !list.valid_from || !list.valid_to || list.valid_from <= list.valid_to;
const endsBeforeStart = { error: 'admin.priceLists.endsBeforeStart', path: ['valid_to'] };

export const createPriceListRequest = z
  .object({
    name: listName,
    valid_from: validityDay.optional().default(null),
    valid_to: validityDay.optional().default(null),
  })
  .refine(endsAfterStart, endsBeforeStart);
export type CreatePriceListRequest = z.input<typeof createPriceListRequest>;

/** The server checks the dates again against the stored ones when only one is sent. */
export const updatePriceListRequest = z
  .object({
    name: listName.optional(),
    valid_from: validityDay.optional(),
    valid_to: validityDay.optional(),
  })
  .refine(changesSomething, nothingToChange)
  .refine(endsAfterStart, endsBeforeStart);
export type UpdatePriceListRequest = z.input<typeof updatePriceListRequest>;

export const adminPriceList = z.object({
  id: z.number().int(),
  name: z.string(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  /** Products and units the list prices (not tiers). */
  product_count: z.number().int(),
  customer_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminPriceList = z.infer<typeof adminPriceList>;
export const adminPriceListList = paged(adminPriceList);
export type AdminPriceListList = z.infer<typeof adminPriceListList>;
export const adminPriceListResponse = z.object({ data: adminPriceList });
export type AdminPriceListResponse = z.infer<typeof adminPriceListResponse>;

/** A list as a customer's page names it. */
export const priceListRef = z.object({ id: z.number().int(), name: z.string() });
export type PriceListRef = z.infer<typeof priceListRef>;

/* Entries */

export const priceListEntryQuery = z.object({
  /** Part number or description, as the product list searches. */
  search: adminSearch,
  page: pageQuery,
});
export type PriceListEntryQuery = z.input<typeof priceListEntryQuery>;

const minQty = z
  .number({ error: 'admin.priceLists.invalidMinQty' })
  .int({ error: 'admin.priceLists.invalidMinQty' })
  .min(1, { error: 'admin.priceLists.invalidMinQty' })
  .max(MAX_LINE_QUANTITY, { error: 'admin.priceLists.invalidMinQty' });

const unitPrice = z
  .number({ error: 'admin.products.invalidPrice' })
  .refine(isPrice, { error: 'admin.products.invalidPrice' });

export const priceTierInput = z.object({ min_qty: minQty, unit_price: unitPrice });
export type PriceTierInput = z.infer<typeof priceTierInput>;

/**
 * The message key of the first broken rule of one product and unit's tiers that needs no
 * database, with the index of the tier it is about; the server adds the product's minimum.
 */
export function tierListProblem(
  tiers: readonly { min_qty: number }[],
): { index: number; key: 'admin.priceLists.duplicateTier' } | null {
  const seen = new Set<number>();
  for (const [index, tier] of tiers.entries()) {
    if (seen.has(tier.min_qty)) return { index, key: 'admin.priceLists.duplicateTier' };
    seen.add(tier.min_qty);
  }
  return null;
}

/** A tier may not start below what the product can be ordered in (its minimum order quantity). */
export const tierBelowMinimum = (minQuantity: number, productMinimum: number): boolean =>
  minQuantity < Math.max(1, productMinimum);

const partNumber = z
  .string({ error: 'validation.requiredField' })
  .trim()
  .min(1, { error: 'validation.requiredField' })
  .max(64, { error: 'validation.tooLong' })
  .refine(withoutNul, { error: 'validation.invalidValue' });

/** PUT entries: the whole tier list of one product and unit; no tiers removes them. */
export const putPriceEntryRequest = z
  .object({
    part_number: partNumber,
    uom_code: uomCodeField,
    tiers: z.array(priceTierInput).max(MAX_TIERS, { error: 'admin.priceLists.tooManyTiers' }),
  })
  .superRefine((body, ctx) => {
    const problem = tierListProblem(body.tiers);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: problem.key,
        path: ['tiers', problem.index, 'min_qty'],
      });
    }
  });
export type PutPriceEntryRequest = z.input<typeof putPriceEntryRequest>;

export const adminPriceTier = z.object({ min_qty: z.number().int(), unit_price: z.number() });
export type AdminPriceTier = z.infer<typeof adminPriceTier>;

/** One product and unit of a list, with its tiers lowest minimum first. */
export const adminPriceEntry = z.object({
  product_id: z.number().int(),
  part_number: z.string(),
  description: z.string(),
  uom_id: z.number().int(),
  uom_code: z.string(),
  /** The product's own price in this unit, which applies below the lowest tier. */
  selling_price: z.number(),
  min_order_qty: z.number().int(),
  tiers: z.array(adminPriceTier),
});
export type AdminPriceEntry = z.infer<typeof adminPriceEntry>;
export const adminPriceEntryList = paged(adminPriceEntry);
export type AdminPriceEntryList = z.infer<typeof adminPriceEntryList>;
export const adminPriceEntryResponse = z.object({ data: adminPriceEntry.nullable() });
export type AdminPriceEntryResponse = z.infer<typeof adminPriceEntryResponse>;

/* The ERP's bulk upsert: one row per tier; sending the same rows twice changes nothing. */

export const bulkPriceEntry = z.object({
  part_number: partNumber,
  uom_code: uomCodeField,
  min_qty: minQty,
  unit_price: unitPrice,
});
export type BulkPriceEntry = z.infer<typeof bulkPriceEntry>;

export const bulkPriceEntriesRequest = z
  .object({
    entries: z
      .array(bulkPriceEntry)
      .min(1, { error: 'admin.priceLists.noEntries' })
      .max(MAX_BULK_ENTRIES, { error: 'admin.priceLists.tooManyEntries' }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.entries.forEach((entry, index) => {
      const key = `${entry.part_number}\u0000${entry.uom_code}\u0000${entry.min_qty}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: 'admin.priceLists.duplicateTier',
          path: ['entries', index, 'min_qty'],
        });
      }
      seen.add(key);
    });
  });
export type BulkPriceEntriesRequest = z.input<typeof bulkPriceEntriesRequest>;

export const bulkPriceEntriesResponse = z.object({
  data: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  }),
});
export type BulkPriceEntriesResponse = z.infer<typeof bulkPriceEntriesResponse>;

/* The entries' CSV: one line per tier; an empty unit_price removes that tier. */

export const PRICE_CSV_COLUMNS = ['part_number', 'uom_code', 'min_qty', 'unit_price'] as const;
export type PriceCsvColumn = (typeof PRICE_CSV_COLUMNS)[number];

/** One line of the entries' CSV, its cells read as the product CSV reads them; all required. */
export const csvPriceRow = z.object({
  part_number: csvRequiredCell(64),
  uom_code: uomCodeField,
  min_qty: csvIntegerCell(1, MAX_LINE_QUANTITY, 'admin.priceLists.invalidMinQty', null),
  /** Empty: the tier is removed. */
  unit_price: csvOptionalPriceCell,
});
export type CsvPriceRow = z.infer<typeof csvPriceRow>;

/* Customers of a list */

export const priceListCustomerQuery = z.object({ page: pageQuery });

export const priceListCustomer = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type PriceListCustomer = z.infer<typeof priceListCustomer>;
export const priceListCustomerList = paged(priceListCustomer);
export type PriceListCustomerList = z.infer<typeof priceListCustomerList>;
