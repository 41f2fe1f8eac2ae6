import { z } from 'zod';
import { codeParams, idParam, paged, pageQuery } from '../common.ts';
import { ORDER_STATUSES } from '../orders.ts';
import { changesSomething, nothingToChange, timestamp, withoutNul } from './common.ts';

/**
 * Webhooks of the console (issue 13): endpoints a tenant registers for chosen events, the
 * payload of each event, and the delivery log. Deliveries follow Standard Webhooks
 * (https://www.standardwebhooks.com): headers webhook-id, webhook-timestamp, webhook-signature.
 */

export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'registration.created',
  'customer.approved',
  'quote.requested',
  'quote.offered',
  'quote.accepted',
  'quote.expired',
  'order.approval_requested',
  'order.approved',
  'order.declined',
  'shipment.created',
  'invoice.created',
  'return.requested',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/* The payload of each event: the `data` of the envelope a receiver gets. */

const orderStatus = z.enum(ORDER_STATUSES);

export const orderCreatedPayload = z.object({
  order_id: z.number().int(),
  /** The order's number, taken as it committed. */
  sale_no: z.number().int(),
  customer_id: z.number().int(),
  placed_by_user_id: z.number().int().nullable(),
  status: orderStatus,
  sale_date: z.string(),
  purchase_order: z.string().nullable(),
  total: z.number(),
});
export const orderStatusChangedPayload = z.object({
  order_id: z.number().int(),
  sale_no: z.number().int(),
  customer_id: z.number().int(),
  from_status: orderStatus,
  to_status: orderStatus,
  comment: z.string().nullable(),
  changed_by_user_id: z.number().int().nullable(),
});
export const registrationCreatedPayload = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
});
export const customerApprovedPayload = z.object({
  user_id: z.number().int(),
  email: z.string(),
  customer: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  approved_by_user_id: z.number().int().nullable(),
});

/* Quotes (issue 30, decision 035). */
export const quoteRequestedPayload = z.object({
  quote_id: z.number().int(),
  customer_id: z.number().int(),
  requested_by_user_id: z.number().int().nullable(),
  line_count: z.number().int(),
});
export const quoteOfferedPayload = z.object({
  quote_id: z.number().int(),
  customer_id: z.number().int(),
  version_no: z.number().int(),
  /** The instant the version stops being valid. */
  valid_until: timestamp,
  sent_by_user_id: z.number().int().nullable(),
});
export const quoteAcceptedPayload = z.object({
  quote_id: z.number().int(),
  customer_id: z.number().int(),
  version_no: z.number().int(),
  order_id: z.number().int(),
  accepted_by_user_id: z.number().int().nullable(),
});
export const quoteExpiredPayload = z.object({
  quote_id: z.number().int(),
  customer_id: z.number().int(),
  valid_until: timestamp,
});
/**
 * An order waiting for its customer's approval, approved or declined there (decision 033). An
 * approved order is also announced as order.created, the manufacturer's new order.
 */
export const orderApprovalPayload = z.object({
  order_id: z.number().int(),
  sale_no: z.number().int(),
  customer_id: z.number().int(),
  placed_by_user_id: z.number().int().nullable(),
  status: orderStatus,
  total: z.number(),
  /** Who approved or declined it; null while it waits. */
  decided_by_user_id: z.number().int().nullable(),
  /** The decline's reason. */
  comment: z.string().nullable(),
});

/** A shipment recorded by the console or the ERP (issue 31, decision 037). */
export const shipmentCreatedPayload = z.object({
  shipment_id: z.number().int(),
  order_id: z.number().int(),
  sale_no: z.number().int(),
  customer_id: z.number().int(),
  external_id: z.string().nullable(),
  carrier: z.string(),
  service: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipped_date: z.string(),
  lines: z.array(z.object({ line_no: z.number().int(), quantity: z.number().int() })),
  /** Who recorded it; null for an API key. */
  created_by_user_id: z.number().int().nullable(),
});

/** A new invoice in a customer's ledger (issue 31, decision 038), from the ERP or the console. */
export const invoiceCreatedPayload = z.object({
  invoice_id: z.number().int(),
  number: z.string(),
  customer_id: z.number().int(),
  order_id: z.number().int().nullable(),
  issue_date: z.string(),
  due_date: z.string(),
  currency: z.string(),
  total: z.number(),
});

/** A buyer's request to return goods of a shipped order (issue 31 point 4, decision 039). */
export const returnRequestedPayload = z.object({
  return_id: z.number().int(),
  order_id: z.number().int(),
  sale_no: z.number().int(),
  customer_id: z.number().int(),
  reason: z.string(),
  comment: z.string().nullable(),
  lines: z.array(z.object({ line_no: z.number().int(), quantity: z.number().int() })),
  requested_by_user_id: z.number().int(),
});

export const webhookPayloads = {
  'order.created': orderCreatedPayload,
  'order.status_changed': orderStatusChangedPayload,
  'registration.created': registrationCreatedPayload,
  'customer.approved': customerApprovedPayload,
  'quote.requested': quoteRequestedPayload,
  'quote.offered': quoteOfferedPayload,
  'quote.accepted': quoteAcceptedPayload,
  'quote.expired': quoteExpiredPayload,
  'order.approval_requested': orderApprovalPayload,
  'order.approved': orderApprovalPayload,
  'order.declined': orderApprovalPayload,
  'shipment.created': shipmentCreatedPayload,
  'invoice.created': invoiceCreatedPayload,
  'return.requested': returnRequestedPayload,
} as const satisfies Record<WebhookEvent, z.ZodType>;
export type WebhookPayload<E extends WebhookEvent> = z.infer<(typeof webhookPayloads)[E]>;

/** The body of every delivery, as Standard Webhooks recommends: type, timestamp, data. */
const envelopeOf = <E extends WebhookEvent>(type: E) =>
  z.object({ type: z.literal(type), timestamp, data: webhookPayloads[type] });
export const webhookEnvelope = z.discriminatedUnion('type', [
  envelopeOf('order.created'),
  envelopeOf('order.status_changed'),
  envelopeOf('registration.created'),
  envelopeOf('customer.approved'),
  envelopeOf('quote.requested'),
  envelopeOf('quote.offered'),
  envelopeOf('quote.accepted'),
  envelopeOf('quote.expired'),
  envelopeOf('order.approval_requested'),
  envelopeOf('order.approved'),
  envelopeOf('order.declined'),
  envelopeOf('shipment.created'),
  envelopeOf('invoice.created'),
  envelopeOf('return.requested'),
]);
export type WebhookEnvelope = z.infer<typeof webhookEnvelope>;

/* Endpoints */

/**
 * Endpoints a tenant may register: each event is sent to every one, so without a bound one order
 * could make the platform send thousands of requests to a third party, and hold the outbox.
 */
export const MAX_WEBHOOK_ENDPOINTS = 20;

export const webhookEndpointParams = codeParams.extend({ id: idParam });
export const webhookDeliveryParams = webhookEndpointParams.extend({ deliveryId: idParam });
export const webhookDeliveryQuery = z.object({ page: pageQuery });

const endpointUrl = z
  .string({ error: 'admin.webhooks.invalidUrl' })
  .trim()
  .min(1, { error: 'validation.requiredField' })
  .max(2000, { error: 'validation.tooLong' })
  .refine(withoutNul, { error: 'admin.webhooks.invalidUrl' });

const eventList = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'admin.webhooks.unknownEvent' }), {
    error: 'admin.webhooks.chooseEvents',
  })
  .min(1, { error: 'admin.webhooks.chooseEvents' })
  .max(WEBHOOK_EVENTS.length * 2, { error: 'admin.webhooks.chooseEvents' })
  .transform((events) => [...new Set(events)]);

const description = z
  .string({ error: 'validation.invalidValue' })
  .trim()
  .max(200, { error: 'validation.tooLong' })
  .refine(withoutNul, { error: 'validation.invalidValue' });

export const createWebhookEndpointRequest = z.object({
  url: endpointUrl,
  events: eventList,
  description: description.optional().default(''),
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequest>;

export const updateWebhookEndpointRequest = z
  .object({
    url: endpointUrl.optional(),
    events: eventList.optional(),
    description: description.optional(),
    enabled: z.boolean({ error: 'validation.invalidValue' }).optional(),
  })
  .refine(changesSomething, nothingToChange);
export type UpdateWebhookEndpointRequest = z.input<typeof updateWebhookEndpointRequest>;

export const adminWebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Why the platform turned it off (it failed for days), or null. */
  disabled_reason: z.string().nullable(),
  failing_since: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminWebhookEndpoint = z.infer<typeof adminWebhookEndpoint>;
export const adminWebhookEndpointList = z.object({ data: z.array(adminWebhookEndpoint) });
export type AdminWebhookEndpointList = z.infer<typeof adminWebhookEndpointList>;
export const adminWebhookEndpointResponse = z.object({ data: adminWebhookEndpoint });
export type AdminWebhookEndpointResponse = z.infer<typeof adminWebhookEndpointResponse>;

/** On create and on roll only: the signing secret, `whsec_<base64>`, never shown again. */
export const webhookEndpointWithSecretResponse = z.object({
  data: adminWebhookEndpoint.extend({ secret: z.string() }),
});
export type WebhookEndpointWithSecretResponse = z.infer<typeof webhookEndpointWithSecretResponse>;

/* Deliveries */

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const;

export const webhookDelivery = z.object({
  id: z.number().int(),
  /** The webhook-id header: the same on every attempt. */
  message_id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: timestamp.nullable(),
  created_at: timestamp,
  delivered_at: timestamp.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveryList = paged(webhookDelivery);
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;
export const webhookDeliveryResponse = z.object({ data: webhookDelivery });
