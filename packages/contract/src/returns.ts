import { z } from 'zod';
import { codeParams, idParam } from './common.ts';
import { bodyId, customerRef, personRef, timestamp, withoutNul } from './admin/common.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-fields.ts';
import {
  MAX_RETURN_PHOTO_BYTES,
  RETURN_PHOTO_TYPES,
  RETURN_REASONS,
  RETURN_STATES,
} from './rules/return-states.ts';

/**
 * Returns (RMA, issue 31 point 4, decision 039): a buyer asks to send back some of what an order
 * shipped, with a reason from a fixed list, a comment and photos; the manufacturer approves or
 * refuses it and marks it received, which writes a credit note to the customer's ledger.
 */

export const RETURN_COMMENT_MAX = 1000;

const optionalComment = z
  .string({ error: 'validation.invalidValue' })
  .trim()
  .max(RETURN_COMMENT_MAX, { error: 'validation.tooLong' })
  .refine(withoutNul, { error: 'validation.invalidValue' })
  .nullish()
  .transform((value) => (value ? value : null));

export const returnReason = z.enum(RETURN_REASONS, { error: 'returns.invalidReason' });
export const returnState = z.enum(RETURN_STATES);

export const returnLineInput = z.object({
  line_no: z
    .number({ error: 'validation.invalidValue' })
    .int({ error: 'validation.invalidValue' })
    .min(1, { error: 'validation.invalidValue' })
    .max(MAX_ORDER_LINES, { error: 'validation.invalidValue' }),
  quantity: z
    .number({ error: 'validation.invalidQuantity' })
    .int({ error: 'validation.invalidQuantity' })
    .positive({ error: 'validation.invalidQuantity' })
    .max(MAX_LINE_QUANTITY, { error: 'validation.invalidQuantity' }),
});
export type ReturnLineInput = z.input<typeof returnLineInput>;

/** The buyer's request: lines and quantities, a reason, a comment (photos follow, one by one). */
export const createReturnRequest = z.object({
  lines: z
    .array(returnLineInput, { error: 'validation.invalidValue' })
    .min(1, { error: 'returns.noLines' })
    .max(MAX_ORDER_LINES, { error: 'validation.tooLong' }),
  reason: returnReason,
  comment: optionalComment,
});
export type CreateReturnRequest = z.input<typeof createReturnRequest>;
export type CreateReturnInput = z.output<typeof createReturnRequest>;

/** The console's decision on a requested return, with an optional comment the buyer reads. */
export const decideReturnRequest = z.object({
  decision: z.enum(['approve', 'refuse'], { error: 'validation.invalidValue' }),
  comment: optionalComment,
});
export type DecideReturnRequest = z.input<typeof decideReturnRequest>;

/**
 * Marking a return received (console or ERP): optionally, the customer's open invoice its credit
 * note settles (decision 045); without one the credit stays on the account.
 */
export const receiveReturnRequest = z.object({
  invoice_id: bodyId.nullish().transform((value) => value ?? null),
});
export type ReceiveReturnRequest = z.input<typeof receiveReturnRequest>;

export const returnLine = z.object({
  order_line_id: z.number().int(),
  line_no: z.number().int(),
  part_number: z.string(),
  description: z.string(),
  uom_code: z.string(),
  quantity: z.number().int(),
  /** The order line's unit price: what the credit note pays back per unit. */
  unit_price: z.number(),
});
export type ReturnLine = z.infer<typeof returnLine>;

export const returnPhoto = z.object({
  id: z.number().int(),
  content_type: z.enum(RETURN_PHOTO_TYPES),
  bytes: z.number().int(),
});

export const orderReturn = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  sale_no: z.number().int(),
  state: returnState,
  reason: returnReason,
  comment: z.string().nullable(),
  lines: z.array(returnLine),
  photos: z.array(returnPhoto),
  /** Who asked (a colleague's name), null when their account is gone. */
  requested_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  requested_at: timestamp,
  decided_at: timestamp.nullable(),
  decision_comment: z.string().nullable(),
  received_at: timestamp.nullable(),
  /** What the credit note pays back once received; before, what it would. */
  credit_amount: z.number(),
  currency: z.string(),
  /** The credit note's ledger entry, once received. */
  credit_entry_id: z.number().int().nullable(),
});
export type OrderReturn = z.infer<typeof orderReturn>;
export const returnResponse = z.object({ data: orderReturn });
export type ReturnResponse = z.infer<typeof returnResponse>;
export const returnList = z.object({ data: z.array(orderReturn) });
export type ReturnList = z.infer<typeof returnList>;

/** The console's return: who decided and the customer's name too. */
export const adminReturn = orderReturn.extend({
  customer: z.object({ id: z.number().int(), name: z.string() }),
  decided_by: personRef.nullable(),
});
export type AdminReturn = z.infer<typeof adminReturn>;
export const adminReturnResponse = z.object({ data: adminReturn });
export type AdminReturnResponse = z.infer<typeof adminReturnResponse>;
export const adminReturnList = z.object({ data: z.array(adminReturn) });
export type AdminReturnList = z.infer<typeof adminReturnList>;

export const buyerReturnParams = codeParams.extend({ returnId: idParam });
export const buyerReturnPhotoParams = buyerReturnParams.extend({ photoId: idParam });
export const adminReturnParams = codeParams.extend({ id: idParam });
export const adminReturnPhotoParams = adminReturnParams.extend({ photoId: idParam });

/** A multipart/form-data upload of one photo (any field name); its bytes decide its type. */
export const returnPhotoUpload = z.object({
  file: z
    .file()
    .mime([...RETURN_PHOTO_TYPES])
    .max(MAX_RETURN_PHOTO_BYTES)
    .meta({ description: 'PNG, JPEG or WebP, read from its bytes; anything else is refused.' }),
});
export const returnPhotoFile = z
  .file()
  .mime([...RETURN_PHOTO_TYPES])
  .meta({ description: 'The photo bytes, of the type the Content-Type header names.' });

/* The ERP's returns (issue 31, decision 045): changed since a cursor, as the orders feed. */

/** A return as an ERP reads it: the customer's code, no photos (they stay in the portal). */
export const integrationReturn = orderReturn.omit({ photos: true, requested_by: true }).extend({
  /** The return's place in the tenant's changes: the cursor after this return. */
  change: z.string(),
  customer: customerRef,
  /** How much of the credit note settled an invoice, and which (the rest is on account). */
  allocations: z.array(
    z.object({ invoice_id: z.number().int(), number: z.string(), amount: z.number() }),
  ),
});
export type IntegrationReturn = z.infer<typeof integrationReturn>;
export const integrationReturnResponse = z.object({ data: integrationReturn });
export type IntegrationReturnResponse = z.infer<typeof integrationReturnResponse>;

export const returnsSinceResponse = z.object({
  data: z.array(integrationReturn),
  /** Pass as `since` for the next page; the same cursor when nothing changed. */
  next_cursor: z.string(),
  /** More changes are waiting. */
  has_more: z.boolean(),
});
export type ReturnsSinceResponse = z.infer<typeof returnsSinceResponse>;
