import { describe, expect, it } from 'vitest';
import { pricedCustomers, productsPerList, productStride } from './bench-price-lists.ts';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

describe('bench price lists', () => {
  it('walks the products with a step coprime to their number, so a walk never repeats one', () => {
    for (const products of [1, 2, 10, 1000, 10_000, 100_000, 1_000_000, 99_991]) {
      const stride = productStride(products);
      expect(gcd(stride, products)).toBe(1);
    }
    const products = 1000;
    const stride = productStride(products);
    const start = 777;
    const walk = new Set(Array.from({ length: 500 }, (_, k) => (start + k * stride) % products));
    expect(walk.size).toBe(500);
  });

  it('spreads a walk over the whole catalogue rather than a run of neighbours', () => {
    const products = 100_000;
    const stride = productStride(products);
    const firstHundred = Array.from({ length: 100 }, (_, k) => (k * stride) % products);
    const tenths = new Set(firstHundred.map((n) => Math.floor(n / 10_000)));
    expect(tenths.size).toBe(10);
  });

  it('prices half as many products as a list has entries: one entry per tier', () => {
    expect(productsPerList(20_000)).toBe(10_000);
  });

  it('gives most customers a list and leaves the others without, none when there are no lists', () => {
    expect(pricedCustomers(1000, 200)).toBe(800);
    expect(pricedCustomers(1000, 0)).toBe(0);
    expect(pricedCustomers(1, 5)).toBe(0);
  });
});
