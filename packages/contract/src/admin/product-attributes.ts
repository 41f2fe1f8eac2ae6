import { z } from 'zod';
import { codeParams, idParam, requiredText } from '../common.ts';
import {
  ATTRIBUTE_KINDS,
  MAX_ATTRIBUTE_OPTIONS,
  MAX_ATTRIBUTES,
  MAX_VALUE_OPTIONS,
  duplicateAttribute,
  isAttributeNumber,
} from '../rules/product-attributes.ts';
import { bodyId, clearableText, timestamp, withoutNul } from './common.ts';

/**
 * A tenant's product attributes (issue 32 point 1, decision 040): a text chosen from a list of
 * options, a number with a unit, or yes/no; named in en/es/fr; those marked `filter` are offered
 * as facets. Products carry values (`attribute_values` of the product editor).
 */
export const productAttributeIdParams = codeParams.extend({ id: idParam });

export const attributeKind = z.enum(ATTRIBUTE_KINDS, { error: 'validation.invalidValue' });

export const productAttributeOption = z.object({
  id: z.number().int(),
  value: z.string(),
  value_es: z.string().nullable(),
  value_fr: z.string().nullable(),
});
export type ProductAttributeOption = z.infer<typeof productAttributeOption>;

export const productAttribute = z.object({
  id: z.number().int(),
  kind: attributeKind,
  name: z.string(),
  name_es: z.string().nullable(),
  name_fr: z.string().nullable(),
  unit: z.string().nullable(),
  filter: z.boolean(),
  position: z.number().int(),
  options: z.array(productAttributeOption),
  /** Products holding a value of it. */
  product_count: z.number().int(),
  updated_at: timestamp,
});
export type ProductAttribute = z.infer<typeof productAttribute>;
export const productAttributeList = z.object({ data: z.array(productAttribute) });
export type ProductAttributeList = z.infer<typeof productAttributeList>;
export const productAttributeResponse = z.object({ data: productAttribute });
export type ProductAttributeResponse = z.infer<typeof productAttributeResponse>;

const name = requiredText(100).refine(withoutNul, { error: 'validation.invalidValue' });

/** An option as the dialog sends it: with its id when it exists, without when it is new. */
export const attributeOptionInput = z.object({
  id: bodyId.optional(),
  value: name,
  value_es: clearableText(100).optional().default(null),
  value_fr: clearableText(100).optional().default(null),
});

/**
 * The whole attribute, for creating and editing alike. Options are kept by id; an option left out
 * is deleted, and leaves the products that held it. The kind is fixed once products hold values.
 */
export const saveProductAttributeRequest = z
  .object({
    kind: attributeKind,
    name,
    name_es: clearableText(100).optional().default(null),
    name_fr: clearableText(100).optional().default(null),
    unit: clearableText(20).optional().default(null),
    filter: z.boolean({ error: 'validation.invalidValue' }).optional().default(false),
    position: z
      .number({ error: 'validation.invalidValue' })
      .int({ error: 'validation.invalidValue' })
      .min(0, { error: 'validation.invalidValue' })
      .max(MAX_ATTRIBUTES * 10, { error: 'validation.invalidValue' })
      .optional()
      .default(0),
    options: z
      .array(attributeOptionInput, { error: 'validation.invalidValue' })
      .max(MAX_ATTRIBUTE_OPTIONS, { error: 'validation.tooLong' })
      .optional()
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'options' && value.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'admin.attributes.noOptions' });
    }
    if (value.kind !== 'options' && value.options.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'admin.attributes.wrongKind' });
    }
    if (value.kind !== 'number' && value.unit !== null) {
      ctx.addIssue({ code: 'custom', path: ['unit'], message: 'admin.attributes.unitForNumbers' });
    }
    const names = value.options.map((option) => option.value.toLowerCase());
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'admin.attributes.sameOption' });
    }
  });
export type SaveProductAttributeRequest = z.input<typeof saveProductAttributeRequest>;

/** A product's value of one attribute: exactly one of the three, as the attribute's kind says. */
export const productAttributeValue = z.object({
  attribute_id: z.number().int(),
  option_ids: z.array(z.number().int()).optional(),
  number: z.number().optional(),
  flag: z.boolean().optional(),
});
export type ProductAttributeValue = z.infer<typeof productAttributeValue>;

export const attributeValueInput = z.object({
  attribute_id: bodyId,
  option_ids: z
    .array(bodyId, { error: 'validation.invalidValue' })
    .min(1, { error: 'validation.requiredField' })
    .max(MAX_VALUE_OPTIONS, { error: 'validation.tooLong' })
    .optional(),
  number: z
    .number({ error: 'admin.attributes.invalidNumber' })
    .refine(isAttributeNumber, { error: 'admin.attributes.invalidNumber' })
    .optional(),
  flag: z.boolean({ error: 'validation.invalidValue' }).optional(),
});

/** The product's values; the list replaces them (an attribute left out has no value). */
export const attributeValuesInput = z
  .array(attributeValueInput, { error: 'validation.invalidValue' })
  .max(MAX_ATTRIBUTES, { error: 'validation.tooLong' })
  .superRefine((values, ctx) => {
    if (duplicateAttribute(values) !== null) {
      ctx.addIssue({ code: 'custom', message: 'admin.attributes.sameAttribute' });
    }
  });
