import { z } from 'zod';
import { codeParams, idParam, paged, pageQuery, queryFlag, requiredText } from '../common.ts';
import {
  adminSearch,
  bodyId,
  changesSomething,
  clearableText,
  nothingToChange,
  timestamp,
  withoutNul,
} from './common.ts';
import {
  isConversionFactor,
  isPrice,
  linkListProblem,
  quantityLimitsProblem,
  unitListProblem,
} from './product-rules.ts';
import { attributeValuesInput, productAttributeValue } from './product-attributes.ts';

/** Largest image an administrator may upload (products, logo, banner). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Image types an administrator may upload; the server checks the bytes, not the name. */
export const UPLOAD_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const;

export const adminProductListQuery = z.object({
  search: adminSearch,
  categoryId: idParam.optional(),
  /** Both active and inactive products are listed unless this narrows it. */
  active: queryFlag.optional(),
  page: pageQuery,
});
export type AdminProductListQuery = z.input<typeof adminProductListQuery>;

export const productIdParams = codeParams.extend({ id: idParam });

export const adminProductUnit = z.object({
  id: z.number().int(),
  uom_id: z.number().int(),
  uom_code: z.string(),
  cf: z.number(),
  is_default: z.boolean(),
});
export type AdminProductUnit = z.infer<typeof adminProductUnit>;

export const adminProductSummary = z.object({
  id: z.number().int(),
  part_number: z.string(),
  description: z.string(),
  selling_price: z.number(),
  available: z.number().int(),
  min_order_qty: z.number().int(),
  max_order_qty: z.number().int(),
  active: z.boolean(),
  uom_code: z.string().nullable(),
  cf: z.number().nullable(),
  image_url: z.string().nullable(),
  updated_at: timestamp,
});
export type AdminProductSummary = z.infer<typeof adminProductSummary>;
export const adminProductList = paged(adminProductSummary);
export type AdminProductList = z.infer<typeof adminProductList>;

/** Everything an administrator edits; units are the active ones, the default first. */
export const adminProduct = adminProductSummary.extend({
  additional_info: z.string().nullable(),
  /** Spanish and French texts; null shows the English one (DESIGN: content per language). */
  description_es: z.string().nullable(),
  description_fr: z.string().nullable(),
  additional_info_es: z.string().nullable(),
  additional_info_fr: z.string().nullable(),
  image_id: z.number().int().nullable(),
  default_puom_id: z.number().int().nullable(),
  units: z.array(adminProductUnit),
  category_ids: z.array(z.number().int()),
  related_ids: z.array(z.number().int()),
  complementary_ids: z.array(z.number().int()),
  /** Its attribute values (decision 040), in the attributes' order. */
  attribute_values: z.array(productAttributeValue),
  created_at: timestamp,
});
export type AdminProduct = z.infer<typeof adminProduct>;
export const adminProductResponse = z.object({ data: adminProduct });
export type AdminProductResponse = z.infer<typeof adminProductResponse>;

const partNumber = requiredText(64).refine(withoutNul, { error: 'validation.invalidValue' });
const description = requiredText(500).refine(withoutNul, { error: 'validation.invalidValue' });
const price = z
  .number({ error: 'admin.products.invalidPrice' })
  .refine(isPrice, { error: 'admin.products.invalidPrice' });
const stock = z
  .number({ error: 'admin.products.invalidQuantity' })
  .int({ error: 'admin.products.invalidQuantity' })
  .min(-1_000_000_000, { error: 'admin.products.invalidQuantity' })
  .max(1_000_000_000, { error: 'admin.products.invalidQuantity' });
const minQty = z
  .number({ error: 'admin.products.invalidMinimum' })
  .int({ error: 'admin.products.invalidMinimum' })
  .min(1, { error: 'admin.products.invalidMinimum' })
  .max(1_000_000, { error: 'admin.products.invalidMinimum' });
const maxQty = z
  .number({ error: 'admin.products.invalidMaximum' })
  .int({ error: 'admin.products.invalidMaximum' })
  .min(0, { error: 'admin.products.invalidMaximum' })
  .max(1_000_000, { error: 'admin.products.invalidMaximum' });

/** The product fields' schemas, for the integration API's bulk upserts (integration.ts). */
export const productFieldSchemas = { partNumber, description, price, stock, minQty, maxQty };
/** A unit's conversion factor, as the product editor takes it. */
export const conversionFactorField = z
  .number({ error: 'admin.products.invalidFactor' })
  .refine(isConversionFactor, { error: 'admin.products.invalidFactor' });

export const productUnitInput = z.object({
  uom_id: bodyId,
  cf: z
    .number({ error: 'admin.products.invalidFactor' })
    .refine(isConversionFactor, { error: 'admin.products.invalidFactor' }),
  is_default: z.boolean({ error: 'validation.invalidValue' }),
});
export type ProductUnitInput = z.infer<typeof productUnitInput>;

const units = z
  .array(productUnitInput, { error: 'admin.products.unitRequired' })
  .max(20, { error: 'validation.tooLong' })
  .superRefine((list, ctx) => {
    const problem = unitListProblem(list);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const idList = z.array(bodyId, { error: 'validation.invalidValue' }).max(100, {
  error: 'validation.tooLong',
});

/** A translation may be left empty: the buyer then reads the English text. */
const translatedDescription = clearableText(500);
const translatedInfo = clearableText(5000);

const productFields = {
  part_number: partNumber,
  description,
  additional_info: clearableText(5000),
  description_es: translatedDescription,
  description_fr: translatedDescription,
  additional_info_es: translatedInfo,
  additional_info_fr: translatedInfo,
  selling_price: price,
  available: stock,
  min_order_qty: minQty,
  max_order_qty: maxQty,
  active: z.boolean({ error: 'validation.invalidValue' }),
  units,
  category_ids: idList,
  related_ids: idList,
  complementary_ids: idList,
  attribute_values: attributeValuesInput,
};

/** Lists that may not name the product itself: checked again by the server with its id. */
const linkChecks = (
  value: { related_ids?: number[] | undefined; complementary_ids?: number[] | undefined },
  ctx: z.RefinementCtx,
) => {
  for (const key of ['related_ids', 'complementary_ids'] as const) {
    const problem = value[key] && linkListProblem(null, value[key]);
    if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem });
  }
};

export const createProductRequest = z
  .object({
    ...productFields,
    additional_info: productFields.additional_info.optional().default(null),
    description_es: translatedDescription.optional().default(null),
    description_fr: translatedDescription.optional().default(null),
    additional_info_es: translatedInfo.optional().default(null),
    additional_info_fr: translatedInfo.optional().default(null),
    available: stock.optional().default(0),
    min_order_qty: minQty.optional().default(1),
    max_order_qty: maxQty.optional().default(0),
    active: productFields.active.optional().default(true),
    category_ids: idList.optional().default([]),
    related_ids: idList.optional().default([]),
    complementary_ids: idList.optional().default([]),
    attribute_values: attributeValuesInput.optional().default([]),
  })
  .superRefine((value, ctx) => {
    const problem = quantityLimitsProblem(value.min_order_qty, value.max_order_qty);
    if (problem) ctx.addIssue({ code: 'custom', path: ['max_order_qty'], message: problem });
    linkChecks(value, ctx);
  });
export type CreateProductRequest = z.input<typeof createProductRequest>;

/** Only what is sent changes; `units` replaces the product's units (kept by unit of measure). */
export const updateProductRequest = z
  .object({
    part_number: partNumber.optional(),
    description: description.optional(),
    additional_info: productFields.additional_info.optional(),
    description_es: translatedDescription.optional(),
    description_fr: translatedDescription.optional(),
    additional_info_es: translatedInfo.optional(),
    additional_info_fr: translatedInfo.optional(),
    selling_price: price.optional(),
    available: stock.optional(),
    min_order_qty: minQty.optional(),
    max_order_qty: maxQty.optional(),
    active: productFields.active.optional(),
    units: units.optional(),
    category_ids: idList.optional(),
    related_ids: idList.optional(),
    complementary_ids: idList.optional(),
    attribute_values: attributeValuesInput.optional(),
  })
  .superRefine(linkChecks);
export type UpdateProductRequest = z.input<typeof updateProductRequest>;

/* Units of measure */

export const uomIdParams = codeParams.extend({ id: idParam });

export const adminUom = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  /** Products selling in this unit (active units only). */
  product_count: z.number().int(),
});
export type AdminUom = z.infer<typeof adminUom>;
export const adminUomList = z.object({ data: z.array(adminUom) });
export type AdminUomList = z.infer<typeof adminUomList>;
export const adminUomResponse = z.object({ data: adminUom });
export type AdminUomResponse = z.infer<typeof adminUomResponse>;

/** Unit codes are short and upper-case (EA, BX, CS), so "ea" and "EA" cannot both exist. */
export const uomCodeField = z
  .string({ error: 'validation.requiredField' })
  .trim()
  .min(1, { error: 'validation.requiredField' })
  .regex(/^[A-Za-z0-9_.-]{1,20}$/, { error: 'admin.uoms.invalidCode' })
  .transform((code) => code.toUpperCase());

const uomDescription = z
  .string({ error: 'validation.invalidValue' })
  .trim()
  .max(100, { error: 'validation.tooLong' })
  .refine(withoutNul, { error: 'validation.invalidValue' });

export const createUomRequest = z.object({
  code: uomCodeField,
  description: uomDescription.optional().default(''),
});
export type CreateUomRequest = z.input<typeof createUomRequest>;

export const updateUomRequest = z
  .object({
    code: uomCodeField.optional(),
    description: uomDescription.optional(),
  })
  .refine(changesSomething, nothingToChange);
export type UpdateUomRequest = z.input<typeof updateUomRequest>;
