import { z } from 'zod';
import { codeParams, idParam, requiredText } from '../common.ts';
import { bodyId, changesSomething, clearableText, nothingToChange, withoutNul } from './common.ts';

export const categoryIdParams = codeParams.extend({ id: idParam });

/** The tree comes flat (parent_id), in display order; the client builds the nesting. */
export const adminCategory = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  /** The name in Spanish and French; null shows the English one. */
  name_es: z.string().nullable(),
  name_fr: z.string().nullable(),
  sort_order: z.number().int(),
  child_count: z.number().int(),
  /** Products filed directly under this category, active or not. */
  product_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoryList = z.object({ data: z.array(adminCategory) });
export type AdminCategoryList = z.infer<typeof adminCategoryList>;
export const adminCategoryResponse = z.object({ data: adminCategory });
export type AdminCategoryResponse = z.infer<typeof adminCategoryResponse>;

/** '|' separates category names in the product CSV, so no name may hold one. */
export const categoryNameField = requiredText(100)
  .refine(withoutNul, { error: 'validation.invalidValue' })
  .refine((name) => !name.includes('|'), { error: 'admin.categories.invalidName' });

/** A translated name may be left empty (null): buyers then read the English one. */
export const translatedCategoryName = clearableText(100).refine(
  (name) => name === null || !name.includes('|'),
  { error: 'admin.categories.invalidName' },
);

const sortOrder = z
  .number({ error: 'validation.invalidValue' })
  .int({ error: 'validation.invalidValue' })
  .min(0, { error: 'validation.invalidValue' })
  .max(1_000_000, { error: 'validation.invalidValue' });

export const createCategoryRequest = z.object({
  name: categoryNameField,
  name_es: translatedCategoryName.optional().default(null),
  name_fr: translatedCategoryName.optional().default(null),
  /** null (or absent) makes a top-level category. */
  parent_id: bodyId.nullable().optional().default(null),
  sort_order: sortOrder.optional().default(0),
});
export type CreateCategoryRequest = z.input<typeof createCategoryRequest>;

/** Rename, move (`parent_id`, null for the top level) or reorder; only what is sent changes. */
export const updateCategoryRequest = z
  .object({
    name: categoryNameField.optional(),
    name_es: translatedCategoryName.optional(),
    name_fr: translatedCategoryName.optional(),
    parent_id: bodyId.nullable().optional(),
    sort_order: sortOrder.optional(),
  })
  .refine(changesSomething, nothingToChange);
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequest>;
