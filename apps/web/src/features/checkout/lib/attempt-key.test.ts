import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/shared/cart/cart-rules.ts';
import { createAttemptKeys, randomKey } from './attempt-key.ts';

const line = (id: number, quantity: number, comment = ''): CartItem => ({
  product: {
    id,
    part_number: `P-${id}`,
    description: 'x',
    primary_image: '',
    selling_price: 1,
    available: 1,
    uom_code: 'EA',
    cf: 1,
    min_order_qty: 1,
    max_order_qty: 0,
    default_puom_id: id,
  },
  quantity,
  comment,
  tag1: '',
  tag2: '',
});

describe('checkout attempt keys', () => {
  it('gives every retry of the same cart the same key', () => {
    let made = 0;
    const keys = createAttemptKeys(() => `key-${++made}`);
    expect(keys.keyFor([line(1, 2)])).toBe('key-1');
    expect(keys.keyFor([line(1, 2, 'a comment changed after a failure')])).toBe('key-1');
  });

  it('starts a new attempt when the cart changes or an order was placed', () => {
    let made = 0;
    const keys = createAttemptKeys(() => `key-${++made}`);
    keys.keyFor([line(1, 2)]);
    expect(keys.keyFor([line(1, 3)])).toBe('key-2');
    expect(keys.keyFor([line(1, 3), line(2, 1)])).toBe('key-3');
    keys.forget();
    expect(keys.keyFor([line(1, 3), line(2, 1)])).toBe('key-4');
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
    expect(before.keyFor([line(1, 2)])).toBe('key-1');
    const after = createAttemptKeys(() => `key-${++made}`, store);
    expect(after.keyFor([line(1, 2)])).toBe('key-1');
    after.forget();
    expect(createAttemptKeys(() => 'fresh', store).keyFor([line(1, 2)])).toBe('fresh');
  });

  it('makes keys the server accepts, never twice the same', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomKey()).not.toBe(a);
  });
});
