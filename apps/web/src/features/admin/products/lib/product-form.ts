import {
  createProductRequest,
  type AdminProduct,
  type AdminUom,
  type CreateProductRequest,
  type MessageKey,
} from '@portal/contract';
import type { AttributeValue } from '@portal/contract/rules/product-attributes';
import { schemaErrors } from '@/shared/lib/schema-errors.ts';

/** One unit a product sells in; `key` only keeps React's rows apart while units change. */
export interface UnitRow {
  key: number;
  uom_id: number;
  cf: string;
  is_default: boolean;
}

/**
 * A product's value of one attribute as the editor holds it (decision 040): options chosen, a
 * number as typed, or yes/no ('' for no value).
 */
export type AttributeEntry =
  | { kind: 'options'; option_ids: number[] }
  | { kind: 'number'; number: string }
  | { kind: 'yes_no'; flag: '' | 'yes' | 'no' };

/** The editor's values: what inputs hold is text, the rest as the API takes it. */
export interface ProductFormValues {
  part_number: string;
  description: string;
  selling_price: string;
  available: string;
  min_order_qty: string;
  max_order_qty: string;
  additional_info: string;
  description_es: string;
  description_fr: string;
  additional_info_es: string;
  additional_info_fr: string;
  active: boolean;
  units: UnitRow[];
  category_ids: number[];
  related_ids: number[];
  complementary_ids: number[];
  /** By attribute id; an attribute without an entry has no value. */
  attributes: Record<number, AttributeEntry>;
}

export type ProductTextField =
  | 'part_number'
  | 'description'
  | 'selling_price'
  | 'available'
  | 'min_order_qty'
  | 'max_order_qty'
  | 'additional_info'
  | TranslatedField;

/** The Spanish and French texts; left empty, buyers read the English one. */
export const TRANSLATED_FIELDS = [
  'description_es',
  'description_fr',
  'additional_info_es',
  'additional_info_fr',
] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/** Errors by the API's field paths ('units.0.cf'): message keys found here. */
export type ProductFormErrors = Record<string, MessageKey>;

let lastKey = 0;
export const nextUnitKey = () => ++lastKey;

export const unitRow = (uomId: number, cf: string, isDefault: boolean): UnitRow => ({
  key: nextUnitKey(),
  uom_id: uomId,
  cf,
  is_default: isDefault,
});

/** The unit a new product starts with: the one most products sell in (EA in the demo). */
export function usualUomId(uoms: readonly AdminUom[]): number | null {
  const usual = uoms.reduce<AdminUom | null>(
    (best, uom) => (best === null || uom.product_count > best.product_count ? uom : best),
    null,
  );
  return usual?.id ?? null;
}

/** A new product sells in one unit to start with (see usualUomId), factor 1. */
export function emptyProductForm(firstUomId: number | null): ProductFormValues {
  return {
    part_number: '',
    description: '',
    selling_price: '',
    available: '0',
    min_order_qty: '1',
    max_order_qty: '0',
    additional_info: '',
    description_es: '',
    description_fr: '',
    additional_info_es: '',
    additional_info_fr: '',
    active: true,
    units: firstUomId === null ? [] : [unitRow(firstUomId, '1', true)],
    category_ids: [],
    related_ids: [],
    complementary_ids: [],
    attributes: {},
  };
}

export function productFormOf(product: AdminProduct): ProductFormValues {
  return {
    part_number: product.part_number,
    description: product.description,
    selling_price: String(product.selling_price),
    available: String(product.available),
    min_order_qty: String(product.min_order_qty),
    max_order_qty: String(product.max_order_qty),
    additional_info: product.additional_info ?? '',
    description_es: product.description_es ?? '',
    description_fr: product.description_fr ?? '',
    additional_info_es: product.additional_info_es ?? '',
    additional_info_fr: product.additional_info_fr ?? '',
    active: product.active,
    units: product.units.map((unit) => unitRow(unit.uom_id, String(unit.cf), unit.is_default)),
    category_ids: [...product.category_ids],
    related_ids: [...product.related_ids],
    complementary_ids: [...product.complementary_ids],
    attributes: Object.fromEntries(
      product.attribute_values.map((value): [number, AttributeEntry] => [
        value.attribute_id,
        value.option_ids !== undefined
          ? { kind: 'options', option_ids: value.option_ids }
          : value.number !== undefined
            ? { kind: 'number', number: String(value.number) }
            : { kind: 'yes_no', flag: value.flag ? 'yes' : 'no' },
      ]),
    ),
  };
}

/** The values sent, in attribute id order: an empty entry is no value. */
export function attributeValuesOf(attributes: Record<number, AttributeEntry>): AttributeValue[] {
  return Object.entries(attributes).flatMap(([key, entry]): AttributeValue[] => {
    const attribute_id = Number(key);
    if (entry.kind === 'options') {
      return entry.option_ids.length > 0 ? [{ attribute_id, option_ids: entry.option_ids }] : [];
    }
    if (entry.kind === 'number') {
      return entry.number.trim() === '' ? [] : [{ attribute_id, number: numberOf(entry.number) }];
    }
    return entry.flag === '' ? [] : [{ attribute_id, flag: entry.flag === 'yes' }];
  });
}

/** Text to number: empty is not a number (the rules then refuse it), '1,5' neither. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}
/** The whole record, for a create (POST) and an edit (PATCH) alike. */
export function productRequest(values: ProductFormValues): CreateProductRequest {
  return {
    part_number: values.part_number,
    description: values.description,
    additional_info: values.additional_info,
    description_es: values.description_es,
    description_fr: values.description_fr,
    additional_info_es: values.additional_info_es,
    additional_info_fr: values.additional_info_fr,
    selling_price: numberOf(values.selling_price),
    available: numberOf(values.available),
    min_order_qty: numberOf(values.min_order_qty),
    // No maximum written means none (0).
    max_order_qty: values.max_order_qty.trim() === '' ? 0 : numberOf(values.max_order_qty),
    active: values.active,
    units: values.units.map((unit) => ({
      uom_id: unit.uom_id,
      cf: numberOf(unit.cf),
      is_default: unit.is_default,
    })),
    category_ids: values.category_ids,
    related_ids: values.related_ids,
    complementary_ids: values.complementary_ids,
    attribute_values: attributeValuesOf(values.attributes),
  };
}

const REQUIRED: readonly ProductTextField[] = [
  'part_number',
  'description',
  'selling_price',
  'available',
  'min_order_qty',
];

/**
 * The contract's rules (the same schema the API runs: price and factor decimals, limits, one
 * default unit, each unit once...), with "required" for an empty required field.
 */
export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const errors = schemaErrors(createProductRequest, productRequest(values));
  for (const field of REQUIRED) {
    if (values[field].trim() === '') errors[field] = 'validation.requiredField';
  }
  values.units.forEach((unit, index) => {
    if (unit.cf.trim() === '') errors[`units.${index}.cf`] = 'validation.requiredField';
  });
  return errors;
}
