import { describe, expect, it } from 'vitest';
import { interpolate, resolveText, type Catalogue } from './translate.ts';

const catalogue: Catalogue = {
  cart: { label_one: 'Cart, {{count}} item', label_other: 'Cart, {{count}} items' },
  login: { company: 'Company: {{code}}' },
  audit: { actions: { create: 'Created', update: 'Updated' } },
};

describe('resolveText', () => {
  it('follows dotted keys into nested groups', () => {
    expect(resolveText(catalogue, 'login.company', 'en', {})).toBe('Company: {{code}}');
  });

  it('picks the plural form of the language', () => {
    expect(resolveText(catalogue, 'cart.label', 'en', { count: 1 })).toBe('Cart, {{count}} item');
    expect(resolveText(catalogue, 'cart.label', 'en', { count: 0 })).toBe('Cart, {{count}} items');
    // French counts 0 and 1 as singular.
    expect(resolveText(catalogue, 'cart.label', 'fr', { count: 0 })).toBe('Cart, {{count}} item');
  });

  it("uses the 'other' form for a category the catalogue lacks (French 'many')", () => {
    expect(resolveText(catalogue, 'cart.label', 'fr', { count: 1_000_000 })).toBe(
      'Cart, {{count}} items',
    );
  });

  it('returns groups as they are and nothing for a missing key', () => {
    expect(resolveText(catalogue, 'audit.actions', 'en', {})).toEqual({
      create: 'Created',
      update: 'Updated',
    });
    expect(resolveText(catalogue, 'login.missing', 'en', {})).toBeUndefined();
    expect(resolveText(catalogue, 'login.company.deeper', 'en', {})).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills every placeholder, numbers included', () => {
    expect(interpolate('{{a}} and {{ b }}, {{a}}', { a: 'x', b: 2 })).toBe('x and 2, x');
  });

  it('leaves an unknown placeholder visible', () => {
    expect(interpolate('Company: {{code}}', {})).toBe('Company: {{code}}');
  });

  it('inserts values as text, never as further placeholders', () => {
    expect(interpolate('{{a}}', { a: '{{b}}', b: 'no' })).toBe('{{b}}');
  });
});
