import { z } from 'zod';
import { codeParams } from './common.ts';
import { product } from './catalogue.ts';
import { MAX_LINE_QUANTITY } from './orders.ts';
import { withoutNul } from './admin/common.ts';
import type { MessageKey } from './messages/index.ts';

/**
 * Quick order and reorder (issue 12): lines named by part number, checked by the server in one
 * call against the cart's rules (rules/order-quantity.ts) and priced with the buyer's own tiers.
 * Saved lists (saved-lists.ts) answer their lines with the same checked-line parts.
 */

/** Lines one paste, upload or check request may carry. */
export const MAX_QUICK_ORDER_LINES = 1000;
export const PART_NUMBER_MAX = 100;

/** A line's quantity, in the product's default unit. */
export const lineQuantity = z
  .number({ error: 'validation.invalidQuantity' })
  .int({ error: 'validation.invalidQuantity' })
  .positive({ error: 'validation.invalidQuantity' })
  .max(MAX_LINE_QUANTITY, { error: 'validation.invalidQuantity' });

export const quickOrderLineInput = z.object({
  /** Matched case-insensitively, after trimming, against the tenant's active products. */
  part_number: z
    .string({ error: 'validation.requiredField' })
    .trim()
    .min(1, { error: 'validation.requiredField' })
    .max(PART_NUMBER_MAX, { error: 'validation.tooLong' })
    .refine(withoutNul, { error: 'validation.invalidValue' }),
  quantity: lineQuantity,
  /** The unit the buyer named, if any: only the product's default unit is sold. Empty is none. */
  uom_code: z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(20, { error: 'validation.tooLong' })
    .refine(withoutNul, { error: 'validation.invalidValue' })
    .transform((code) => (code === '' ? null : code))
    .nullish(),
});
export type QuickOrderLineInput = z.input<typeof quickOrderLineInput>;

export const quickOrderCheckRequest = z.object({
  lines: z
    .array(quickOrderLineInput, { error: 'validation.invalidValue' })
    .min(1, { error: 'quickOrder.noLines' })
    .max(MAX_QUICK_ORDER_LINES, { error: 'quickOrder.tooManyLines' }),
});
export type QuickOrderCheckRequest = z.input<typeof quickOrderCheckRequest>;
export type QuickOrderCheckInput = z.output<typeof quickOrderCheckRequest>;

/**
 * A key of the server's messages (messages/*.json). Sent by the server only, so it is read as a
 * string: a key this client does not know yet is shown through the server's `message`.
 */
const messageKey = z.string() as unknown as z.ZodType<MessageKey>;

/**
 * What is wrong with a line, and the quantity that fixes it when one does ("Raise to 12",
 * "Round to 24"). `message` is the server's text in the caller's language.
 */
export const lineProblem = z.object({
  key: messageKey,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
  fix: z.object({ quantity: z.number().int() }).nullable(),
});
export type LineProblem = z.infer<typeof lineProblem>;

/**
 * A line as checked, in the order asked. `product` is the buyer's card (price_tiers are the
 * buyer's own; price a quantity with productLinePrice), null when the part number is unknown or
 * the product is gone. A line without problems can go to the cart as it is. Out of stock
 * (available below the quantity) is allowed and only flagged.
 */
export const checkedLine = z.object({
  /** The product's own spelling when one matched, else the part number as sent (trimmed). */
  part_number: z.string(),
  quantity: z.number().int(),
  product: product.nullable(),
  problems: z.array(lineProblem),
  out_of_stock: z.boolean(),
});
export type CheckedLine = z.infer<typeof checkedLine>;

/** The answer of a quick-order check and of a reorder. */
export const checkedLinesResponse = z.object({
  data: z.object({ lines: z.array(checkedLine) }),
});
export type CheckedLinesResponse = z.infer<typeof checkedLinesResponse>;

export const quickOrderParams = codeParams;
