import type { LoginResponse } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store.ts';
import { cartStore } from './cart-store.ts';

const response = (code: string): LoginResponse => ({
  token: `token-${code}`,
  tenants: [{ code, name: code, logo: null }],
  user: {
    name: 'Bea',
    email: 'buyer@acme.example',
    rep_code: null,
    role: 'customer',
    company_role: 'buyer',
    sees_all_orders: true,
  },
});
const line = {
  product: {
    id: 1,
    part_number: 'P-1',
    description: 'Bolt',
    primary_image: '/x.svg',
    selling_price: 1,
    available: 1,
    uom_code: 'EA',
    cf: 1,
    min_order_qty: 1,
    max_order_qty: 0,
    default_puom_id: 1,
    price_tiers: [],
  },
  quantity: 2,
  comment: '',
  tag1: '',
  tag2: '',
};

// Moved from shared/session/session-store.test.ts: the cart store follows the session, not the
// other way round.
describe('cart store', () => {
  it("shows each manufacturer's own cart in the shared cart store, and no one's when signed out", () => {
    sessionStore.signIn(response('ACME'));
    cartStore.add(line.product, 2);
    expect(cartStore.getItems()).toHaveLength(1);
    sessionStore.clear();
    expect(cartStore.getItems()).toEqual([]);
    // A late write with nobody signed in goes nowhere.
    cartStore.add(line.product, 1);
    sessionStore.signIn(response('ACME'));
    expect(cartStore.getItems().map((item) => item.quantity)).toEqual([2]);
    sessionStore.signIn(response('BOREAL'));
    expect(cartStore.getItems()).toEqual([]);
    sessionStore.signIn(response('ACME'));
    expect(cartStore.getItems()).toHaveLength(1);
  });

  it('adopts a cart saved before carts were kept per company, at the company it was filled at', () => {
    localStorage.setItem('lastManufacturerCode', 'ACME');
    localStorage.setItem('cartItems', JSON.stringify([line]));
    sessionStore.signIn(response('BOREAL'));
    // Not BOREAL's: the unkeyed cart was ACME's, and it is not kept for anyone else.
    expect(cartStore.getItems()).toEqual([]);
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  it('makes a cart saved before per-company carts the cart of its company', () => {
    localStorage.setItem('lastManufacturerCode', 'ACME');
    localStorage.setItem('cartItems', JSON.stringify([line]));
    sessionStore.signIn(response('ACME'));
    expect(cartStore.getItems()).toEqual([line]);
    expect(localStorage.getItem('cartItems')).toBeNull();
    expect(localStorage.getItem('cartItems:ACME:buyer@acme.example')).toBe(JSON.stringify([line]));
  });
});
