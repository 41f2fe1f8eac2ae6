import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productDetailsResponse, productList, type Product } from '@portal/contract';
import { encodeJson } from './json-body.ts';

const card = (id: number, overrides: Partial<Product> = {}): Product => ({
  id,
  part_number: `AC-${id}`,
  description: 'Hex bolt "M8" \u00e9t\u00e9 \\ / \u2028',
  primary_image: `/api/public/ACME/images/${id}`,
  selling_price: 12.5,
  available: 7,
  uom_code: 'EA',
  cf: 1.25,
  min_order_qty: 1,
  max_order_qty: 0,
  default_puom_id: null,
  price_tiers: [],
  ...overrides,
});

/** What Zod's own encoding writes: the reference the compiled serializer must match. */
const byZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

describe('encodeJson', () => {
  it('writes a product page exactly as Zod would, dropping fields outside the schema', () => {
    const page = {
      data: [card(1), { ...card(2, { default_puom_id: 9 }), version: 4, cost_price: 1 }],
      meta: { current_page: 1, per_page: 12, from: 1, to: 2, total: 2, last_page: 1 },
    };
    const written = encodeJson(productList, page);
    expect(written).toBe(byZod(productList, page));
    expect(written).not.toContain('cost_price');
    expect(JSON.parse(written)).toEqual({
      ...page,
      data: [card(1), card(2, { default_puom_id: 9 })],
    });
  });

  it('writes details with nested cards, nulls and empty lists exactly as Zod would', () => {
    const details = {
      data: [
        {
          ...card(1),
          categories_names: ['Fasteners', 'Bolts'],
          additional_info: null,
          related_products: [card(2)],
          complementary_products: [],
          attributes: [
            { kind: 'options' as const, name: 'Material', options: ['Brass', 'Zinc'] },
            { kind: 'number' as const, name: 'Diameter', number: 6.5, unit: 'mm' },
            { kind: 'yes_no' as const, name: 'Organic', flag: false },
          ],
        },
      ],
    };
    expect(encodeJson(productDetailsResponse, details)).toBe(
      byZod(productDetailsResponse, details),
    );
    const emptyPage = {
      data: [],
      meta: { current_page: 3, per_page: 12, from: null, to: null, total: 0, last_page: 1 },
    };
    expect(encodeJson(productList, emptyPage)).toBe(byZod(productList, emptyPage));
  });

  it('keeps Zod for what JSON Schema cannot express (a codec)', () => {
    const withCodec = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    const at = new Date('2026-11-24T12:00:00.000Z');
    expect(encodeJson(withCodec, { at })).toBe('{"at":"2026-11-24T12:00:00.000Z"}');
  });
});
