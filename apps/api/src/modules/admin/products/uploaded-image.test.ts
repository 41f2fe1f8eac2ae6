import { describe, expect, it } from 'vitest';
import { detectImageType } from './uploaded-image.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new Uint8Array(Buffer.from(value));

describe('detectImageType', () => {
  it('reads PNG, JPEG and WebP from their signatures', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('reads SVG after an XML declaration, comments and a doctype', () => {
    expect(detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(
      'image/svg+xml',
    );
    expect(
      detectImageType(
        text(
          '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>',
        ),
      ),
    ).toBe('image/svg+xml');
  });

  it('refuses anything else, whatever its name', () => {
    expect(detectImageType(text('GIF89a....'))).toBeNull();
    expect(detectImageType(text('<html><svg></svg></html>'))).toBeNull();
    expect(detectImageType(text('%PDF-1.7'))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });
});
