import { z } from 'zod';

/**
 * A product's attribute as its page shows it to a buyer or visitor (decision 040): the name in
 * the reader's language, and the value as its kind has it. The screen writes the number with its
 * unit in the reader's number format and says yes or no in the reader's language.
 */
export const shownAttribute = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('options'), name: z.string(), options: z.array(z.string()) }),
  z.object({
    kind: z.literal('number'),
    name: z.string(),
    number: z.number(),
    unit: z.string().nullable(),
  }),
  z.object({ kind: z.literal('yes_no'), name: z.string(), flag: z.boolean() }),
]);
export type ShownAttribute = z.infer<typeof shownAttribute>;
