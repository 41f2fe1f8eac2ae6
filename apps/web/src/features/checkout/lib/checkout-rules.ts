import {
  formatAddress,
  type CreateOrderRequest,
  type Customer,
  type DeliveryMethod,
  type PaymentOption,
  type ShippingAddress,
} from '@portal/contract';
import { ApiError } from '@/shared/api/api-error.ts';
import { linePrice, type CartItem } from '@/entities/cart/cart-rules.ts';

/** Only addresses of type 'S' are offered, in the server's order; the first is preselected. */
export const shippingAddresses = (customer: Customer | null | undefined): ShippingAddress[] =>
  (customer?.shipping_addresses ?? []).filter((address) => address.type === 'S');

/** address, city, province code or '-', country code or '-', postal code (section 9). */
export const formatShippingAddress = (address: ShippingAddress): string =>
  formatAddress({
    address: address.address,
    city: address.city,
    province_code: address.province?.code,
    country_code: address.country?.code,
    postal_code: address.postal_code,
  });

export type CheckoutError =
  | { key: 'missingData' }
  | { key: 'selectAddress' }
  | { key: 'missingPuom'; partNumber: string };

/** The checks of Complete order, in the order of specification section 5. */
export function checkoutError(
  customer: Customer | null | undefined,
  items: readonly CartItem[],
  addressId: number | null,
): CheckoutError | null {
  if (!customer || items.length === 0) return { key: 'missingData' };
  if (!shippingAddresses(customer).some((address) => address.id === addressId)) {
    return { key: 'selectAddress' };
  }
  const missing = items.find((item) => item.product.default_puom_id === null);
  return missing ? { key: 'missingPuom', partNumber: missing.product.part_number } : null;
}

export interface CheckoutForm {
  addressId: number;
  saleDate: string;
  purchaseOrder: string;
  note: string;
  deliveryMethod: DeliveryMethod;
  paymentOption: PaymentOption;
}

/** The order payload of specification section 3, with the delivery and payment choices. */
export function orderRequest(
  customer: Customer,
  items: readonly CartItem[],
  form: CheckoutForm,
): CreateOrderRequest {
  return {
    header: {
      customer_id: customer.id,
      sale_date: form.saleDate,
      shipping_address_id: form.addressId,
      purchase_order: form.purchaseOrder.trim() || null,
      note: form.note.trim() || null,
      delivery_method: form.deliveryMethod,
      payment_option: form.paymentOption,
    },
    items: items.map((item) => {
      if (item.product.default_puom_id === null) {
        throw new Error(`Product ${item.product.part_number} is missing a default PUOM ID.`);
      }
      return {
        puom_id: item.product.default_puom_id,
        sale_qty: item.quantity,
        // Ignored by the server, which prices the line itself: what the buyer saw, for the record.
        price: linePrice(item).unitPriceCents / 100,
        comment: item.comment.trim() || null,
      };
    }),
  };
}

/**
 * What a failed order shows (specification section 8): for a 422 the first message of the
 * first field error, otherwise the server's message, otherwise the fallback.
 */
export function orderErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 422) return error.firstFieldError() ?? (error.message || fallback);
  return error.message || fallback;
}
