import { z } from 'zod';
import { codeParams, idParam } from './common.ts';
import { personRef, timestamp, withoutNul } from './admin/common.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-fields.ts';
import { CARRIERS, isValidTrackingTemplate, MAX_TEMPLATE_LENGTH } from './rules/tracking-links.ts';
import { FULFILMENT_STATES } from './rules/order-fulfilment.ts';

/**
 * Shipments (issue 31 point 1, decision 037): what left the manufacturer's warehouse for an
 * order, per line, with the carrier and its tracking number; the quantities the manufacturer
 * confirmed and the dates it promised per line; the carriers' tracking-link templates. Staff
 * (console) and the ERP (integration API) send the same requests.
 */

export const SHIPMENT_TEXT_MAX = 100;

const text = (max: number) =>
  z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .refine(withoutNul, { error: 'validation.invalidValue' });

/** Optional text: empty means none. */
const optionalText = (max: number) =>
  text(max)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** A line number of the order (the feed's `line_no`, the order page's). */
const lineNo = z
  .number({ error: 'validation.invalidValue' })
  .int({ error: 'validation.invalidValue' })
  .min(1, { error: 'validation.invalidValue' })
  .max(MAX_ORDER_LINES, { error: 'validation.invalidValue' });

const shipQuantity = z
  .number({ error: 'validation.invalidQuantity' })
  .int({ error: 'validation.invalidQuantity' })
  .positive({ error: 'validation.invalidQuantity' })
  .max(MAX_LINE_QUANTITY, { error: 'validation.invalidQuantity' });

export const carrier = z.enum(CARRIERS, { error: 'shipments.invalidCarrier' });

/** What an ERP knows a shipment by: unique per tenant, so that a retry is the same shipment. */
export const externalId = z
  .string({ error: 'validation.invalidValue' })
  .trim()
  .min(1, { error: 'validation.requiredField' })
  .max(SHIPMENT_TEXT_MAX, { error: 'validation.tooLong' })
  .refine(withoutNul, { error: 'validation.invalidValue' });

export const shipmentLineInput = z.object({
  line_no: lineNo,
  quantity: shipQuantity,
});
export type ShipmentLineInput = z.input<typeof shipmentLineInput>;

const shipmentFields = {
  carrier,
  service: optionalText(SHIPMENT_TEXT_MAX),
  tracking_number: optionalText(SHIPMENT_TEXT_MAX),
  shipped_date: z.iso.date({ error: 'validation.invalidDate' }),
  lines: z
    .array(shipmentLineInput, { error: 'validation.invalidValue' })
    .min(1, { error: 'shipments.noLines' })
    .max(MAX_ORDER_LINES, { error: 'validation.tooLong' }),
};

/** The console's shipment: its Idempotency-Key makes a double click one shipment. */
export const createShipmentRequest = z.object({
  ...shipmentFields,
  external_id: externalId.nullish().transform((value) => value ?? null),
});
export type CreateShipmentRequest = z.input<typeof createShipmentRequest>;
export type CreateShipmentInput = z.output<typeof createShipmentRequest>;

/** The ERP's shipment: its external id is required, and the same id answers the same shipment. */
export const integrationShipmentRequest = z.object({
  ...shipmentFields,
  external_id: externalId,
});

export const shipmentLine = z.object({
  order_line_id: z.number().int(),
  line_no: z.number().int(),
  part_number: z.string(),
  description: z.string(),
  uom_code: z.string(),
  quantity: z.number().int(),
});

export const shipment = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  external_id: z.string().nullable(),
  carrier,
  service: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The carrier's page for this parcel, from the tenant's template; null without one. */
  tracking_url: z.string().nullable(),
  shipped_date: z.string(),
  created_at: timestamp,
  lines: z.array(shipmentLine),
});
export type Shipment = z.infer<typeof shipment>;
export const shipmentResponse = z.object({ data: shipment });
export type ShipmentResponse = z.infer<typeof shipmentResponse>;
/** The console's list of an order's shipments, with who recorded each (null: the ERP). */
export const adminShipment = shipment.extend({
  created_by: personRef.nullable(),
  /** The console's invoice of this shipment (issue 31 point 2), if there is one. */
  invoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type AdminShipment = z.infer<typeof adminShipment>;
export const adminShipmentList = z.object({ data: z.array(adminShipment) });
export type AdminShipmentList = z.infer<typeof adminShipmentList>;

/** A line's fulfilment, as the order pages show it beside what was ordered. */
export const lineFulfilment = z.object({
  line_no: z.number().int(),
  confirmed_qty: z.number().int().nullable(),
  promised_date: z.string().nullable(),
  shipped_qty: z.number().int(),
  backordered_qty: z.number().int(),
});
export type LineFulfilment = z.infer<typeof lineFulfilment>;
export const fulfilmentState = z.enum(FULFILMENT_STATES);

/** The confirmed quantity and promised date of lines: a field left out stays as it was. */
export const lineConfirmationInput = z.object({
  line_no: lineNo,
  confirmed_qty: z
    .number({ error: 'validation.invalidQuantity' })
    .int({ error: 'validation.invalidQuantity' })
    .min(0, { error: 'validation.invalidQuantity' })
    .max(MAX_LINE_QUANTITY, { error: 'validation.invalidQuantity' })
    .nullable()
    .optional(),
  promised_date: z.iso.date({ error: 'validation.invalidDate' }).nullable().optional(),
});
export const confirmLinesRequest = z.object({
  lines: z
    .array(lineConfirmationInput, { error: 'validation.invalidValue' })
    .min(1, { error: 'shipments.noLines' })
    .max(MAX_ORDER_LINES, { error: 'validation.tooLong' }),
});
export type ConfirmLinesRequest = z.input<typeof confirmLinesRequest>;

export const orderShipmentParams = codeParams.extend({ id: idParam });
export const buyerShipmentParams = codeParams.extend({ orderId: idParam });

/** The carriers' tracking-link templates of a tenant ('' for no link). */
export const carrierTemplate = z
  .string({ error: 'shipments.invalidTemplate' })
  .trim()
  .max(MAX_TEMPLATE_LENGTH, { error: 'validation.tooLong' })
  .refine(isValidTrackingTemplate, { error: 'shipments.invalidTemplate' });
export const carrierTemplates = z.object(
  Object.fromEntries(CARRIERS.map((name) => [name, carrierTemplate])) as Record<
    (typeof CARRIERS)[number],
    typeof carrierTemplate
  >,
);
export type CarrierTemplatesBody = z.input<typeof carrierTemplates>;
export const carrierTemplatesResponse = z.object({ data: carrierTemplates });
export type CarrierTemplatesResponse = z.output<typeof carrierTemplatesResponse>;
