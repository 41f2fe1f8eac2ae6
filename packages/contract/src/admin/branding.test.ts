import { describe, expect, it } from 'vitest';
import { savePageRequest, styleMap, updateBrandingRequest, utf8Length } from './branding.ts';

describe('branding requests', () => {
  it('accepts plain CSS declarations as welcome styles', () => {
    const styles = {
      color: '#fff',
      textShadow: '0 2px 8px rgba(0,0,0,0.45)',
      'font-weight': '700',
    };
    expect(styleMap.parse(styles)).toEqual(styles);
  });

  it.each([
    { backgroundImage: 'url(https://evil.example/x.png)' },
    { width: 'expression(alert(1))' },
    { color: 'red; background: blue' },
    { color: '</style><script>' },
    { 'co lor': 'red' },
    { color: 5 },
  ])('refuses style %j', (styles) => {
    expect(styleMap.safeParse(styles).success).toBe(false);
  });

  it('takes only en, es and fr welcome texts', () => {
    expect(updateBrandingRequest.parse({ welcome_title: { en: ' Hi ', fr: 'Salut' } })).toEqual({
      welcome_title: { en: 'Hi', fr: 'Salut' },
    });
    expect(updateBrandingRequest.safeParse({ welcome_title: { de: 'Hallo' } }).success).toBe(false);
  });

  it('refuses settings outside their values', () => {
    for (const body of [
      { default_page: 'home' },
      { b2b_sell_minimum: '2' },
      { b2b_hide_additional_info: true },
    ]) {
      expect(updateBrandingRequest.safeParse(body).success).toBe(false);
    }
  });

  it('counts page size in UTF-8 bytes, up to 200 KB', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(savePageRequest.safeParse({ html: 'a'.repeat(200 * 1024) }).success).toBe(true);
    expect(savePageRequest.safeParse({ html: 'é'.repeat(100 * 1024 + 1) }).success).toBe(false);
  });
});
