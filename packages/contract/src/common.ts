import { z } from 'zod';

/** Languages of every text, server messages included. English is the fallback. */
export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Every error body of the API. `errors` is keyed by field path (`items.0.sale_qty`). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** GET /api/health: answers 200 only when the database answers. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

export const pageMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** A yes/no query parameter: `1` or `true`, `0` or `false`. */
export const queryFlag = z
  .enum(['0', '1', 'true', 'false'], { error: 'validation.invalidValue' })
  .transform((value) => value === '1' || value === 'true');

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMeta });

/** Tenant codes are matched case-insensitively and shown upper-case. */
export const tenantCode = z
  .string({ error: 'validation.requiredField' })
  .trim()
  .min(1, { error: 'validation.requiredField' })
  .max(20, { error: 'validation.tenantCodeInvalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.tenantCodeInvalid' })
  .transform((code) => code.toUpperCase());

export const codeParams = z.object({ code: tenantCode });

/** A positive database id taken from a path or query string. */
export const idParam = z.coerce
  .number({ error: 'validation.invalidId' })
  .int({ error: 'validation.invalidId' })
  .positive({ error: 'validation.invalidId' })
  .max(2_147_483_647, { error: 'validation.invalidId' });

export const pageQuery = z.coerce
  .number({ error: 'validation.invalidPage' })
  .int({ error: 'validation.invalidPage' })
  .min(1, { error: 'validation.invalidPage' })
  .max(1_000_000, { error: 'validation.invalidPage' })
  .default(1);

export const requiredText = (max: number) =>
  z
    .string({ error: 'validation.requiredField' })
    .trim()
    .min(1, { error: 'validation.requiredField' })
    .max(max, { error: 'validation.tooLong' });

export const optionalText = (max: number) =>
  z.string().trim().max(max, { error: 'validation.tooLong' }).optional().default('');

export const emailField = z
  .string({ error: 'validation.requiredField' })
  .trim()
  .min(1, { error: 'validation.requiredField' })
  .max(254, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.invalidEmail' }))
  .transform((email) => email.toLowerCase());

/** ASVS: 8 to 128 characters, no composition rules. */
export const newPasswordField = z
  .string({ error: 'validation.requiredField' })
  .min(1, { error: 'validation.requiredField' })
  .min(8, { error: 'validation.passwordTooShort' })
  .max(128, { error: 'validation.passwordTooLong' });

/** A password being checked, not chosen: only bounded so hashing cannot be abused. */
export const passwordField = z
  .string({ error: 'validation.requiredField' })
  .min(1, { error: 'validation.requiredField' })
  .max(128, { error: 'validation.passwordTooLong' });

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;
