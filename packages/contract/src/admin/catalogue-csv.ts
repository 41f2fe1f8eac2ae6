import { z } from 'zod';
import { codeParams, idParam } from '../common.ts';
import { timestamp, withoutNul } from './common.ts';
import { isPrice } from './product-rules.ts';
import { uomCodeField } from './products.ts';

/** The columns of the product CSV, in the order the export writes them. */
export const CSV_COLUMNS = [
  'part_number',
  'description',
  'selling_price',
  'available',
  'min_order_qty',
  'max_order_qty',
  'uom_code',
  'active',
  'categories',
  'additional_info',
  // The Spanish and French texts, empty where the English one is shown.
  'description_es',
  'description_fr',
  'additional_info_es',
  'additional_info_fr',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/** Only part_number must be there; an absent column leaves that field of existing products as is. */
export const REQUIRED_CSV_COLUMNS: readonly CsvColumn[] = ['part_number'];
/**
 * A column per product attribute (decision 040), named by the attribute: `attribute:Material`.
 * Options by their text (several joined by `|`), numbers with a point, yes/no; empty is none.
 */
export const ATTRIBUTE_COLUMN_PREFIX = 'attribute:';
/** Category names in one cell are joined with this. */
export const CATEGORY_SEPARATOR = '|';
export const MAX_IMPORT_ROWS = 200_000;
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** A job keeps at most this many error lines; error_count says how many there were. */
export const MAX_REPORTED_ERRORS = 1000;

export const csvImportQuery = z.object({
  /** Required, so that nobody writes a catalogue by forgetting a flag. */
  dry_run: z
    .enum(['0', '1'], { error: 'admin.csv.dryRunRequired' })
    .transform((value) => value === '1'),
});
export type CsvImportQuery = z.input<typeof csvImportQuery>;

/** The file itself, sent as the body with Content-Type text/csv. */
export const csvImportBody = z.string({ error: 'admin.csv.notCsv' });

export const importJobParams = codeParams.extend({ jobId: idParam });

export const importStartResponse = z.object({ job_id: z.number().int() });
export type ImportStartResponse = z.infer<typeof importStartResponse>;

export const importLineError = z.object({
  /** Line of the file (the header is line 1); 0 when the import as a whole failed. */
  line: z.number().int(),
  /** The column, or '_' for the whole line. */
  field: z.string(),
  message: z.string(),
});
export type ImportLineError = z.infer<typeof importLineError>;

/**
 * queued -> validating -> writing -> done; failed when a line is wrong (nothing written) or the
 * import broke. A dry run ends at done without writing; its counts say what an import would do.
 */
export const IMPORT_JOB_STATUSES = ['queued', 'validating', 'writing', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export const importJob = z.object({
  id: z.number().int(),
  status: z.enum(IMPORT_JOB_STATUSES),
  dry_run: z.boolean(),
  /** Data lines of the file (known once it is read). */
  total: z.number().int(),
  /** Lines checked while validating; lines written (unchanged ones included) while writing. */
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  error_count: z.number().int(),
  errors: z.array(importLineError),
  created_at: timestamp,
  finished_at: timestamp.nullable(),
});
export type ImportJob = z.infer<typeof importJob>;
export const importJobResponse = z.object({ data: importJob });
export type ImportJobResponse = z.infer<typeof importJobResponse>;

/* One line of the CSV. Cells are text; an absent column is undefined and leaves the field as is. */

/** A text cell, trimmed; the price lists' CSV reads its cells with the same parsers. */
export const csvTextCell = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .refine(withoutNul, { error: 'validation.invalidValue' });
export const csvRequiredCell = (max: number) =>
  csvTextCell(max).min(1, { error: 'validation.requiredField' });

/** A whole number between min and max (else `key`); an empty cell is `empty`, or wrong if null. */
export const csvIntegerCell = (min: number, max: number, key: string, empty: number | null) =>
  z
    .string()
    .trim()
    .transform((cell, ctx) => {
      if (cell === '' && empty !== null) return empty;
      const value = /^-?\d{1,10}$/.test(cell) ? Number(cell) : NaN;
      if (!Number.isInteger(value) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
      return value;
    });

function priceCell(cell: string, ctx: z.RefinementCtx): number {
  const value = /^\d{1,10}(\.\d{1,2})?$/.test(cell) ? Number(cell) : NaN;
  if (!isPrice(value)) {
    ctx.addIssue({ code: 'custom', message: 'admin.products.invalidPrice' });
    return z.NEVER;
  }
  return value;
}

/** A price: digits with at most two decimals. */
export const csvPriceCell = z.string().trim().transform(priceCell);
/** A price, or an empty cell (null). */
export const csvOptionalPriceCell = z
  .string()
  .trim()
  .transform((cell, ctx) => (cell === '' ? null : priceCell(cell, ctx)));

/** A text that may be empty: an empty cell clears it (null). */
const optionalText = (max: number) =>
  csvTextCell(max).transform((cell) => (cell === '' ? null : cell));

const TRUE_WORDS = ['1', 'true', 'yes', 'y'];
const FALSE_WORDS = ['0', 'false', 'no', 'n'];

export const csvProductRow = z.object({
  part_number: csvRequiredCell(64),
  description: csvRequiredCell(500).optional(),
  selling_price: csvPriceCell.optional(),
  available: csvIntegerCell(
    -1_000_000_000,
    1_000_000_000,
    'admin.products.invalidQuantity',
    0,
  ).optional(),
  min_order_qty: csvIntegerCell(1, 1_000_000, 'admin.products.invalidMinimum', 1).optional(),
  max_order_qty: csvIntegerCell(0, 1_000_000, 'admin.products.invalidMaximum', 0).optional(),
  uom_code: uomCodeField.optional(),
  active: z
    .string()
    .trim()
    .transform((cell, ctx) => {
      const word = cell.toLowerCase();
      if (word === '' || TRUE_WORDS.includes(word)) return true;
      if (FALSE_WORDS.includes(word)) return false;
      ctx.addIssue({ code: 'custom', message: 'admin.csv.invalidBoolean' });
      return z.NEVER;
    })
    .optional(),
  categories: csvTextCell(5000)
    .transform((cell) =>
      cell
        .split(CATEGORY_SEPARATOR)
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    )
    .pipe(
      z.array(z.string().max(100, { error: 'validation.tooLong' })).max(50, {
        error: 'validation.tooLong',
      }),
    )
    .optional(),
  additional_info: optionalText(5000).optional(),
  description_es: optionalText(500).optional(),
  description_fr: optionalText(500).optional(),
  additional_info_es: optionalText(5000).optional(),
  additional_info_fr: optionalText(5000).optional(),
});
export type CsvProductRow = z.infer<typeof csvProductRow>;
