import { describe, expect, it } from 'vitest';
import type { CreateOrderRequest } from '@portal/contract';
import { createAttemptKeys, randomKey } from './attempt-key.ts';

type Line = CreateOrderRequest['items'][number];
const line = (puomId: number, quantity: number, comment: string | null = null): Line => ({
  puom_id: puomId,
  sale_qty: quantity,
  price: 1,
  comment,
});
const request = (
  items: Line[],
  header: Partial<CreateOrderRequest['header']> = {},
): CreateOrderRequest => ({
  header: {
    customer_id: 41,
    sale_date: '2026-03-15',
    shipping_address_id: 1,
    purchase_order: null,
    note: null,
    delivery_method: 'pickup',
    payment_option: 'cod',
    ...header,
  },
  items,
});

describe('checkout attempt keys', () => {
  it('gives every retry of the same request the same key', () => {
    let made = 0;
    const keys = createAttemptKeys(() => `key-${++made}`);
    expect(keys.keyFor(request([line(1, 2)]))).toBe('key-1');
    expect(keys.keyFor(request([line(1, 2)]))).toBe('key-1');
  });

  // The server refuses a key sent with another body (422): any change is a new attempt.
  it.each<[string, CreateOrderRequest]>([
    ['a quantity', request([line(1, 3)])],
    ['a line', request([line(1, 2), line(2, 1)])],
    ['a comment', request([line(1, 2, 'by the door')])],
    ['the purchase order', request([line(1, 2)], { purchase_order: 'PO-77' })],
    ['the instructions', request([line(1, 2)], { note: 'Call first' })],
    ['the shipping address', request([line(1, 2)], { shipping_address_id: 3 })],
    ['the delivery method', request([line(1, 2)], { delivery_method: 'delivery' })],
    ['the payment option', request([line(1, 2)], { payment_option: 'net30' })],
  ])('starts a new attempt when %s changes', (_change, changed) => {
    let made = 0;
    const keys = createAttemptKeys(() => `key-${++made}`);
    expect(keys.keyFor(request([line(1, 2)]))).toBe('key-1');
    expect(keys.keyFor(changed)).toBe('key-2');
    expect(keys.keyFor(changed)).toBe('key-2');
  });

  it('starts a new attempt once an order was placed', () => {
    let made = 0;
    const keys = createAttemptKeys(() => `key-${++made}`);
    keys.keyFor(request([line(1, 3)]));
    keys.forget();
    expect(keys.keyFor(request([line(1, 3)]))).toBe('key-2');
  });

  it('keeps the attempt across a reload of the tab', () => {
    const values = new Map<string, string>();
    const store = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    let made = 0;
    const before = createAttemptKeys(() => `key-${++made}`, store);
    expect(before.keyFor(request([line(1, 2)]))).toBe('key-1');
    const after = createAttemptKeys(() => `key-${++made}`, store);
    expect(after.keyFor(request([line(1, 2)]))).toBe('key-1');
    expect(after.keyFor(request([line(1, 2)], { note: 'changed after the reload' }))).toBe('key-2');
    after.forget();
    expect(createAttemptKeys(() => 'fresh', store).keyFor(request([line(1, 2)]))).toBe('fresh');
  });

  it('makes keys the server accepts, never twice the same', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomKey()).not.toBe(a);
  });
});
