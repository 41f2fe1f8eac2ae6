import { z } from 'zod';
import { codeParams, idParam } from './common.ts';
import { product } from './catalogue.ts';
import { bodyId, changesSomething, nothingToChange, withoutNul } from './admin/common.ts';
import { lineProblem, lineQuantity } from './quick-order.ts';

/**
 * Saved lists (issue 12): named lists of products and quantities that belong to the buyer's
 * customer; every approved buyer of that customer sees them, with who made each. A line is a
 * product in its default unit (the unit the cart sells); a product appears once per list.
 */

export const MAX_SAVED_LIST_LINES = 1000;
/** Lists one customer may keep. */
export const MAX_SAVED_LISTS = 200;
export const SAVED_LIST_NAME_MAX = 100;
export const SAVED_LIST_COMMENT_MAX = 500;

export const savedListParams = codeParams.extend({ listId: idParam });
export const savedListLineParams = savedListParams.extend({ lineId: idParam });

/** Trimmed, 1 to 100 characters; unique per customer whatever the case (409 savedLists.nameTaken). */
export const savedListName = z
  .string({ error: 'validation.requiredField' })
  .trim()
  .min(1, { error: 'validation.requiredField' })
  .max(SAVED_LIST_NAME_MAX, { error: 'validation.tooLong' })
  .refine(withoutNul, { error: 'validation.invalidValue' });

/** A line's comment: trimmed; empty or null means none. */
const lineComment = z
  .string({ error: 'validation.invalidValue' })
  .trim()
  .max(SAVED_LIST_COMMENT_MAX, { error: 'validation.tooLong' })
  .refine(withoutNul, { error: 'validation.invalidValue' })
  .transform((text) => (text === '' ? null : text))
  .nullable();

export const savedListLineInput = z.object({
  product_id: bodyId,
  quantity: lineQuantity,
  comment: lineComment.optional().default(null),
});
export type SavedListLineInput = z.input<typeof savedListLineInput>;

const savedListLinesInput = z
  .array(savedListLineInput, { error: 'validation.invalidValue' })
  .max(MAX_SAVED_LIST_LINES, { error: 'savedLists.tooManyLines' });

/** A new list, empty or with the cart's lines ('Save as list', the specification's 'save a draft'). */
export const createSavedListRequest = z.object({
  name: savedListName,
  lines: savedListLinesInput.optional().default([]),
});
export type CreateSavedListRequest = z.input<typeof createSavedListRequest>;
export type CreateSavedListInput = z.output<typeof createSavedListRequest>;

export const createSavedListResponse = z.object({ data: z.object({ id: z.number().int() }) });
export type CreateSavedListResponse = z.infer<typeof createSavedListResponse>;

export const renameSavedListRequest = z.object({ name: savedListName });
export type RenameSavedListRequest = z.input<typeof renameSavedListRequest>;

/** Adds lines; a product already in the list gets the quantities added (same as the cart). */
export const addSavedListLinesRequest = z.object({
  lines: savedListLinesInput.min(1, { error: 'validation.requiredField' }),
});
export type AddSavedListLinesRequest = z.input<typeof addSavedListLinesRequest>;
export type AddSavedListLinesInput = z.output<typeof addSavedListLinesRequest>;

export const addSavedListLinesResponse = z.object({
  data: z.object({ line_count: z.number().int() }),
});
export type AddSavedListLinesResponse = z.infer<typeof addSavedListLinesResponse>;

export const updateSavedListLineRequest = z
  .object({
    quantity: lineQuantity.optional(),
    comment: lineComment.optional(),
  })
  .refine(changesSomething, nothingToChange);
export type UpdateSavedListLineRequest = z.input<typeof updateSavedListLineRequest>;
export type UpdateSavedListLineInput = z.output<typeof updateSavedListLineRequest>;

export const savedListSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  line_count: z.number().int(),
  /** The name of the buyer who made the list. */
  created_by: z.string(),
  /** ISO 8601 timestamp. */
  updated_at: z.string(),
});
export type SavedListSummary = z.infer<typeof savedListSummary>;

/** The customer's lists, the most recently changed first. */
export const savedListsResponse = z.object({ data: z.array(savedListSummary) });
export type SavedListsResponse = z.infer<typeof savedListsResponse>;

/**
 * A line of a list, checked as a quick-order line is (same checker, today's rules and the buyer's
 * prices): only lines without problems should go to the cart. `product` is null when the
 * product is gone or inactive; part_number and description are then the last ones known.
 */
export const savedListLine = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  part_number: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  comment: z.string().nullable(),
  /** The name of the buyer who added the line. */
  added_by: z.string(),
  product: product.nullable(),
  problems: z.array(lineProblem),
  out_of_stock: z.boolean(),
});
export type SavedListLine = z.infer<typeof savedListLine>;

export const savedListDetail = savedListSummary.extend({ lines: z.array(savedListLine) });
export type SavedListDetail = z.infer<typeof savedListDetail>;

export const savedListDetailResponse = z.object({ data: savedListDetail });
export type SavedListDetailResponse = z.infer<typeof savedListDetailResponse>;

/** The answer of a rename: the list's summary. */
export const savedListSummaryResponse = z.object({ data: savedListSummary });
export type SavedListSummaryResponse = z.infer<typeof savedListSummaryResponse>;

/** The answer of a line's change: the line checked again. */
export const savedListLineResponse = z.object({ data: savedListLine });
export type SavedListLineResponse = z.infer<typeof savedListLineResponse>;
