import { z } from 'zod';
import { codeParams, idParam } from '../common.ts';

/** Every list of the admin console comes in pages of this size. */
export const ADMIN_PAGE_SIZE = 20;

/** PostgreSQL text cannot hold NUL: such text is refused here rather than failing in the database. */
export const withoutNul = (text: string) => !text.includes('\u0000');

/**
 * An update must name at least one field it changes: unknown fields are dropped, and an update
 * of nothing is a mistake of the caller (and no SQL statement).
 */
export const changesSomething = (body: Record<string, unknown>) =>
  Object.values(body).some((value) => value !== undefined);
export const nothingToChange = { error: 'validation.nothingToChange' } as const;

/** The free-text filter of an admin list. */
export const adminSearch = z
  .string()
  .max(100, { error: 'validation.searchTooLong' })
  .refine(withoutNul, { error: 'validation.invalidValue' })
  .optional()
  .default('');

/** A database id sent in a JSON body (not coerced: a body says what it means). */
export const bodyId = z
  .number({ error: 'validation.invalidId' })
  .int({ error: 'validation.invalidId' })
  .positive({ error: 'validation.invalidId' })
  .max(2_147_483_647, { error: 'validation.invalidId' });

/** Optional text of a form: trimmed, and empty means none (null). */
export const clearableText = (max: number) =>
  z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .refine(withoutNul, { error: 'validation.invalidValue' })
    .transform((text) => (text === '' ? null : text))
    .nullable();

export const userIdParams = codeParams.extend({ userId: idParam });
export const recordIdParams = codeParams.extend({ id: idParam });

/** Who did or owns something, as lists show them. */
export const personRef = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
});
export type PersonRef = z.infer<typeof personRef>;

export const customerRef = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type CustomerRef = z.infer<typeof customerRef>;

/** Timestamps travel as ISO 8601 text. */
export const timestamp = z.string();

/** The body of a 204 answer: none. */
export const noContent = z.undefined();
