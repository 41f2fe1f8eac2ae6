import { describe, expect, it } from 'vitest';
import { productImageUrl } from './product-image.ts';

describe('productImageUrl', () => {
  it('points at the tenant media route', () => {
    expect(productImageUrl('ACME', 42)).toBe('/api/media/ACME/42');
  });

  it('falls back to the placeholder without an image', () => {
    expect(productImageUrl('ACME', null)).toBe('/api/public/placeholder.svg');
  });
});
