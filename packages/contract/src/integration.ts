import { z } from 'zod';
import { codeParams, idParam } from './common.ts';
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_OPTIONS } from './orders.ts';
import { clearableText, customerRef, timestamp, withoutNul } from './admin/common.ts';
import { addressFields, customerName, optionalEmail, optionalPhone } from './admin/customers.ts';
import { conversionFactorField, productFieldSchemas, uomCodeField } from './admin/products.ts';
import { customerCodeField } from './admin/registrations.ts';
import { MAX_ATTRIBUTES, MAX_VALUE_OPTIONS } from './rules/product-attributes.ts';

/**
 * The integration API (issue 13 point 2): what a tenant's own systems (an ERP) do with an API key
 * (`Authorization: Bearer opk_…`) under /api/integration/:code. Bulk writes upsert by part number
 * or customer code, all items or none, and sending the same request twice changes nothing.
 */

/** Items in one bulk request: enough for a page of an ERP's export, small enough to answer fast. */
export const MAX_INTEGRATION_ITEMS = 1000;

/** A bulk body `{ items: [...] }`; an item key seen twice is refused on its second item. */
function bulkOf<T extends z.ZodType>(
  item: T,
  keyOf: (value: z.output<T>) => string,
  field: string,
) {
  return z
    .object({
      items: z
        .array(item, { error: 'integration.itemsRequired' })
        .min(1, { error: 'integration.itemsRequired' })
        .max(MAX_INTEGRATION_ITEMS, { error: 'integration.tooManyItems' }),
    })
    .superRefine((body, ctx) => {
      const seen = new Set<string>();
      body.items.forEach((value, index) => {
        const key = keyOf(value);
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            message: 'integration.duplicateItem',
            path: ['items', index, field],
          });
        }
        seen.add(key);
      });
    });
}

const { partNumber, description, price, stock, minQty, maxQty } = productFieldSchemas;

/**
 * A product as the catalogue CSV import takes it (csvProductRow), typed: an absent field keeps
 * the stored value, a new product needs a description, a price and a unit.
 */
const attributeText = z
  .string({ error: 'validation.invalidValue' })
  .trim()
  .min(1, { error: 'validation.requiredField' })
  .max(100, { error: 'validation.tooLong' })
  .refine(withoutNul, { error: 'validation.invalidValue' });
/** One attribute's value as the integration sends it (attribute-cells.ts reads it). */
const attributeCell = z.union(
  [
    attributeText,
    z.array(attributeText).min(1).max(MAX_VALUE_OPTIONS, { error: 'validation.tooLong' }),
    z.number({ error: 'validation.invalidValue' }),
    z.boolean(),
    z.null(),
  ],
  { error: 'validation.invalidValue' },
);

export const integrationProduct = z.object({
  part_number: partNumber,
  description: description.optional(),
  selling_price: price.optional(),
  available: stock.optional(),
  min_order_qty: minQty.optional(),
  max_order_qty: maxQty.optional(),
  uom_code: uomCodeField.optional(),
  active: z.boolean({ error: 'validation.invalidValue' }).optional(),
  /** Category names, as the CSV's categories column. */
  categories: z
    .array(
      z
        .string({ error: 'validation.invalidValue' })
        .trim()
        .min(1, { error: 'validation.requiredField' })
        .max(100, { error: 'validation.tooLong' })
        .refine(withoutNul, { error: 'validation.invalidValue' }),
      { error: 'validation.invalidValue' },
    )
    .max(50, { error: 'validation.tooLong' })
    .optional(),
  additional_info: clearableText(5000).optional(),
  description_es: clearableText(500).optional(),
  description_fr: clearableText(500).optional(),
  additional_info_es: clearableText(5000).optional(),
  additional_info_fr: clearableText(5000).optional(),
  /**
   * Attribute values by the attribute's name (decision 040): an option's text (or several), a
   * number, true or false; null removes the value. Attributes not named keep their values.
   */
  attributes: z
    .record(
      z.string().trim().min(1, { error: 'validation.requiredField' }).max(100, {
        error: 'validation.tooLong',
      }),
      attributeCell,
      { error: 'validation.invalidValue' },
    )
    .refine((cells) => Object.keys(cells).length <= MAX_ATTRIBUTES, {
      error: 'validation.tooLong',
    })
    .optional(),
});
export type IntegrationProduct = z.input<typeof integrationProduct>;
export const putProductsRequest = bulkOf(integrationProduct, (p) => p.part_number, 'part_number');
export type PutProductsRequest = z.input<typeof putProductsRequest>;

/** A product's units, all of them: one default; a unit left out is retired (orders keep it). */
export const integrationUnits = z
  .object({
    part_number: partNumber,
    units: z
      .array(
        z.object({
          uom_code: uomCodeField,
          cf: conversionFactorField,
          is_default: z.boolean({ error: 'validation.invalidValue' }),
        }),
        { error: 'admin.products.unitRequired' },
      )
      .min(1, { error: 'admin.products.unitRequired' })
      .max(20, { error: 'validation.tooLong' }),
  })
  .superRefine((item, ctx) => {
    const codes = item.units.map((unit) => unit.uom_code);
    if (new Set(codes).size !== codes.length) {
      ctx.addIssue({ code: 'custom', path: ['units'], message: 'admin.products.duplicateUnit' });
    } else if (item.units.filter((unit) => unit.is_default).length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['units'], message: 'admin.products.oneDefaultUnit' });
    }
  });
export const putUnitsRequest = bulkOf(integrationUnits, (u) => u.part_number, 'part_number');
export type PutUnitsRequest = z.input<typeof putUnitsRequest>;

export const integrationStock = z.object({ part_number: partNumber, available: stock });
export const putStockRequest = bulkOf(integrationStock, (s) => s.part_number, 'part_number');
export type PutStockRequest = z.input<typeof putStockRequest>;

const { type: _type, ...shippingAddressFields } = addressFields;
export const integrationCustomer = z.object({
  code: customerCodeField,
  name: customerName,
  email: optionalEmail.optional(),
  mobile_phone: optionalPhone.optional(),
  /** Shipping addresses the customer must have; ones it has already are left as they are. */
  shipping_addresses: z
    .array(z.object(shippingAddressFields), { error: 'validation.invalidValue' })
    .max(50, { error: 'validation.tooLong' })
    .optional(),
});
export type IntegrationCustomer = z.input<typeof integrationCustomer>;
export const putCustomersRequest = bulkOf(integrationCustomer, (c) => c.code, 'code');
export type PutCustomersRequest = z.input<typeof putCustomersRequest>;

export const bulkCountsResponse = z.object({
  data: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  }),
});
export type BulkCountsResponse = z.infer<typeof bulkCountsResponse>;

/* Orders changed since a cursor (decision 019) */

export const MAX_ORDERS_PAGE = 500;

export const ordersSinceQuery = z.object({
  /** The `next_cursor` of the previous page; 0 (or none) reads from the beginning. */
  since: z
    .string()
    .regex(/^\d{1,10}$/, { error: 'integration.invalidCursor' })
    .transform(Number)
    .refine((value) => value <= 2_147_483_647, { error: 'integration.invalidCursor' })
    .optional()
    .default(0),
  limit: z.coerce
    .number({ error: 'integration.invalidLimit' })
    .int({ error: 'integration.invalidLimit' })
    .min(1, { error: 'integration.invalidLimit' })
    .max(MAX_ORDERS_PAGE, { error: 'integration.invalidLimit' })
    .default(100),
});
export type OrdersSinceQuery = z.input<typeof ordersSinceQuery>;

export const integrationOrderLine = z.object({
  line_no: z.number().int(),
  part_number: z.string(),
  description: z.string(),
  uom_code: z.string(),
  sale_qty: z.number().int(),
  price: z.number(),
  line_total: z.number(),
  comment: z.string().nullable(),
  /** What the manufacturer confirmed and promised, and what has shipped (issue 31). */
  confirmed_qty: z.number().int().nullable(),
  promised_date: z.string().nullable(),
  shipped_qty: z.number().int(),
  /** What returns received back of the line, and what returns asked or approved still hold. */
  returned_qty: z.number().int(),
  returning_qty: z.number().int(),
});

export const integrationOrder = z.object({
  id: z.number().int(),
  sale_no: z.number().int(),
  /** The order's place in the tenant's changes: the cursor after this order. */
  change: z.string(),
  status: z.enum(ORDER_STATUSES),
  customer: customerRef,
  sale_date: z.string(),
  purchase_order: z.string().nullable(),
  note: z.string().nullable(),
  delivery_method: z.enum(DELIVERY_METHODS),
  payment_option: z.enum(PAYMENT_OPTIONS),
  shipping_address: z.string().nullable(),
  total: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
  lines: z.array(integrationOrderLine),
});
export type IntegrationOrder = z.infer<typeof integrationOrder>;

export const ordersSinceResponse = z.object({
  data: z.array(integrationOrder),
  /** Pass as `since` for the next page; the same cursor when nothing changed. */
  next_cursor: z.string(),
  /** More changes are waiting: read again at once rather than after the usual pause. */
  has_more: z.boolean(),
});
export type OrdersSinceResponse = z.infer<typeof ordersSinceResponse>;

export const integrationOrderParams = codeParams.extend({ id: idParam });
