import { describe, expect, it } from 'vitest';
import { readCart, writeCart } from './cart-storage.ts';

const CART_STORAGE_KEY = 'cartItems:ACME:buyer@acme.example';

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

const line = {
  product: {
    id: 7,
    part_number: 'P-7',
    description: 'Valve',
    primary_image: '/x.svg',
    selling_price: 2.5,
    available: 1,
    uom_code: 'EA',
    cf: 1,
    min_order_qty: 1,
    max_order_qty: 0,
    default_puom_id: 70,
    price_tiers: [],
  },
  quantity: 2,
  comment: 'urgent',
  tag1: '',
  tag2: '',
};

describe('cart storage', () => {
  it('round-trips the cart under its key', () => {
    const storage = memory();
    writeCart(CART_STORAGE_KEY, [line], storage);
    expect(storage.getItem(CART_STORAGE_KEY)).toContain('"P-7"');
    expect(readCart(CART_STORAGE_KEY, storage)).toEqual([line]);
  });

  it('reads nothing from a missing or corrupt value', () => {
    const storage = memory();
    expect(readCart(CART_STORAGE_KEY, storage)).toEqual([]);
    storage.setItem(CART_STORAGE_KEY, '{not json');
    expect(readCart(CART_STORAGE_KEY, storage)).toEqual([]);
    storage.setItem(CART_STORAGE_KEY, '{"a":1}');
    expect(readCart(CART_STORAGE_KEY, storage)).toEqual([]);
  });

  it('reads a cart saved before contract prices with no tiers, and keeps tiers it has', () => {
    const storage = memory();
    const { price_tiers: _none, ...oldProduct } = line.product;
    const tiered = {
      ...line,
      product: { ...line.product, id: 8, price_tiers: [{ min_qty: 10, unit_price: 2 }] },
    };
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...line, product: oldProduct }, tiered]));
    expect(readCart(CART_STORAGE_KEY, storage)).toEqual([line, tiered]);
  });

  it('drops lines that no longer parse and keeps the others', () => {
    const storage = memory();
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([line, { product: { id: 'x' }, quantity: 1 }]),
    );
    expect(readCart(CART_STORAGE_KEY, storage)).toEqual([line]);
  });

  it('checks every field of the product and the quantity, and keeps only what a line holds', () => {
    const storage = memory();
    const { cf: _cf, ...noFactor } = line.product;
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { ...line, product: noFactor },
        { ...line, product: { ...line.product, selling_price: '2.50' } },
        { ...line, product: { ...line.product, default_puom_id: 1.5 } },
        { ...line, quantity: 0 },
        { ...line, quantity: 1.5 },
        {
          product: { ...line.product, id: 9, stale: true, price_tiers: [{ min_qty: 'x' }] },
          quantity: 3,
          comment: 4,
          extra: 'x',
        },
      ]),
    );
    expect(readCart(CART_STORAGE_KEY, storage)).toEqual([
      { ...line, product: { ...line.product, id: 9 }, quantity: 3, comment: '' },
    ]);
  });
});
