import { describe, expect, it } from 'vitest';
import { detectImageType, isSafeSvg } from './uploaded-image.ts';

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

describe('isSafeSvg', () => {
  it('accepts a plain drawing', () => {
    expect(
      isSafeSvg(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Logo</title><a href="https://acme.example"><rect width="10" height="10" fill="#123"/></a><text>Spoon &amp; fork</text></svg>',
      ),
    ).toBe(true);
  });

  it.each([
    '<svg><script>alert(1)</script></svg>',
    '<svg><SCRIPT xlink:href="x.js"/></svg>',
    '<svg onload="alert(1)"></svg>',
    '<svg><rect\nONCLICK = "x()"/></svg>',
    '<svg><a href="javascript:alert(1)"><rect/></a></svg>',
    '<svg><a href="java\tscript:alert(1)"><rect/></a></svg>',
    '<svg><a href="&#106;avascript:alert(1)"><rect/></a></svg>',
    '<svg><a href="&#x6A;avascript&colon;alert(1)"><rect/></a></svg>',
    '<svg><foreignObject><iframe src="x"></iframe></foreignObject></svg>',
    '<svg><a href="data:text/html;base64,PHNjcmlwdD4="><rect/></a></svg>',
    '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>',
    '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
  ])('refuses %s', (svg) => {
    expect(isSafeSvg(svg)).toBe(false);
  });
});
