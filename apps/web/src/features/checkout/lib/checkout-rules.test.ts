import { describe, expect, it } from 'vitest';
import type { Customer, Product } from '@portal/contract';
import { ApiError } from '@/shared/api/api-error.ts';
import type { CartItem } from '@/entities/cart/cart-rules.ts';
import {
  checkoutError,
  formatShippingAddress,
  orderErrorMessage,
  orderRequest,
  shippingAddresses,
} from './checkout-rules.ts';

const address = (
  id: number,
  type = 'S',
  extra: Partial<Customer['shipping_addresses'][0]> = {},
) => ({
  id,
  type,
  address: `${id} King Street`,
  city: 'Toronto',
  province: { code: 'ON' },
  country: { code: 'CA' },
  postal_code: 'M5X 1C9',
  ...extra,
});
const customer = (addresses = [address(1), address(2, 'B'), address(3)]): Customer => ({
  id: 9,
  code: 'C-1',
  name: 'Northwind',
  email: null,
  mobile_phone: null,
  shipping_addresses: addresses,
});
const product = (overrides: Partial<Product> = {}): Product => ({
  id: 4,
  part_number: 'HB-1',
  description: 'Hex bolt',
  primary_image: '',
  selling_price: 12.5,
  available: 3,
  uom_code: 'BX',
  cf: 50,
  min_order_qty: 1,
  max_order_qty: 0,
  default_puom_id: 40,
  price_tiers: [],
  ...overrides,
});
const line = (overrides: Partial<Product> = {}, comment = ''): CartItem => ({
  product: product(overrides),
  quantity: 3,
  comment,
  tag1: '',
  tag2: '',
});

describe('shipping addresses', () => {
  it("offers only type 'S', in order", () => {
    expect(shippingAddresses(customer()).map((a) => a.id)).toEqual([1, 3]);
    expect(shippingAddresses(null)).toEqual([]);
  });

  it("reads address, city, province or '-', country or '-', postal code", () => {
    expect(formatShippingAddress(address(1))).toBe('1 King Street, Toronto, ON, CA, M5X 1C9');
    expect(formatShippingAddress(address(2, 'S', { province: null, country: null }))).toBe(
      '2 King Street, Toronto, -, -, M5X 1C9',
    );
  });
});

describe('checkout checks', () => {
  it('needs the customer and a non-empty cart first', () => {
    expect(checkoutError(null, [line()], 1)).toEqual({ key: 'missingData' });
    expect(checkoutError(customer(), [], 1)).toEqual({ key: 'missingData' });
  });

  it("then one of the customer's shipping addresses", () => {
    expect(checkoutError(customer(), [line()], null)).toEqual({ key: 'selectAddress' });
    expect(checkoutError(customer(), [line()], 2)).toEqual({ key: 'selectAddress' });
    expect(checkoutError(customer([]), [line()], 1)).toEqual({ key: 'selectAddress' });
  });

  it('then a default unit on every product', () => {
    expect(checkoutError(customer(), [line(), line({ default_puom_id: null })], 1)).toEqual({
      key: 'missingPuom',
      partNumber: 'HB-1',
    });
    expect(checkoutError(customer(), [line()], 3)).toBeNull();
  });
});

describe('the order payload', () => {
  it('carries the header, the choices and one item per line', () => {
    const body = orderRequest(customer(), [line({}, '  dock 4 ')], {
      addressId: 3,
      saleDate: '2026-11-21',
      purchaseOrder: ' PO-77 ',
      note: '',
      deliveryMethod: 'delivery',
      paymentOption: 'net30',
    });
    expect(body).toEqual({
      header: {
        customer_id: 9,
        sale_date: '2026-11-21',
        shipping_address_id: 3,
        purchase_order: 'PO-77',
        note: null,
        delivery_method: 'delivery',
        payment_option: 'net30',
      },
      items: [{ puom_id: 40, sale_qty: 3, price: 12.5, comment: 'dock 4' }],
    });
  });

  it("sends the buyer's tier price the cart showed", () => {
    const tiered = line({ price_tiers: [{ min_qty: 2, unit_price: 11.25 }] });
    const body = orderRequest(customer(), [tiered], {
      addressId: 1,
      saleDate: '2026-11-21',
      purchaseOrder: '',
      note: '',
      deliveryMethod: 'pickup',
      paymentOption: 'cod',
    });
    expect(body.items[0]?.price).toBe(11.25);
  });

  it('refuses a product without a default unit', () => {
    expect(() =>
      orderRequest(customer(), [line({ default_puom_id: null })], {
        addressId: 1,
        saleDate: '2026-11-21',
        purchaseOrder: '',
        note: '',
        deliveryMethod: 'pickup',
        paymentOption: 'cod',
      }),
    ).toThrow('Product HB-1 is missing a default PUOM ID.');
  });
});

describe('order failure messages', () => {
  const fallback = 'An unexpected error occurred.';

  it('shows the first message of the first field error for a 422', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      'items.0.sale_qty': ["Product 'Hex bolt' requires a minimum quantity of 5.", 'other'],
      'header.purchase_order': ['This value is too long.'],
    });
    expect(orderErrorMessage(error, fallback)).toBe(
      "Product 'Hex bolt' requires a minimum quantity of 5.",
    );
    expect(orderErrorMessage(new ApiError(422, 'Invalid.'), fallback)).toBe('Invalid.');
  });

  it("otherwise the server's message, otherwise the fallback", () => {
    expect(orderErrorMessage(new ApiError(403, 'No access.'), fallback)).toBe('No access.');
    expect(orderErrorMessage(new ApiError(500, ''), fallback)).toBe(fallback);
    expect(orderErrorMessage(new TypeError('boom'), fallback)).toBe(fallback);
  });
});
