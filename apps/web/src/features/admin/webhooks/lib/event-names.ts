import type { WebhookEvent } from '@portal/contract';

/** The translation key of each event's name (i18next reads a dot in a key as nesting). */
export const EVENT_NAME_KEYS = {
  'order.created': 'webhooks.eventNames.orderCreated',
  'order.status_changed': 'webhooks.eventNames.orderStatusChanged',
  'registration.created': 'webhooks.eventNames.registrationCreated',
  'customer.approved': 'webhooks.eventNames.customerApproved',
  'quote.requested': 'webhooks.eventNames.quoteRequested',
  'quote.offered': 'webhooks.eventNames.quoteOffered',
  'quote.accepted': 'webhooks.eventNames.quoteAccepted',
  'quote.expired': 'webhooks.eventNames.quoteExpired',
  'order.approval_requested': 'webhooks.eventNames.orderApprovalRequested',
  'order.approved': 'webhooks.eventNames.orderApproved',
  'order.declined': 'webhooks.eventNames.orderDeclined',
  'shipment.created': 'webhooks.eventNames.shipmentCreated',
  'invoice.created': 'webhooks.eventNames.invoiceCreated',
  'return.requested': 'webhooks.eventNames.returnRequested',
} as const satisfies Record<WebhookEvent, string>;
