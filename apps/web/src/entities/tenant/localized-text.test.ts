import { describe, expect, it } from 'vitest';
import { parseStyles, pickLocalized } from './localized-text.ts';

describe('localized settings', () => {
  const title = JSON.stringify({ en: 'Welcome', fr: 'Bienvenue' });

  it('picks the current language, else English, else nothing', () => {
    expect(pickLocalized(title, 'fr')).toBe('Bienvenue');
    expect(pickLocalized(title, 'es')).toBe('Welcome');
    expect(pickLocalized(JSON.stringify({ fr: 'Salut' }), 'es')).toBe('');
  });

  it('treats unusable JSON as empty', () => {
    for (const bad of [undefined, '', 'not json', '[1]', '"text"', '{"en":3}']) {
      expect(pickLocalized(bad, 'en')).toBe('');
    }
  });

  it('turns a styles setting into React styles, camel-casing CSS names', () => {
    expect(parseStyles('{"color":"#fff","font-size":"2rem","fontWeight":700}')).toEqual({
      color: '#fff',
      fontSize: '2rem',
      fontWeight: 700,
    });
  });

  it('drops odd property names and values', () => {
    expect(parseStyles('{"color;x":"red","background":{"a":1},"--":"x"}')).toEqual({});
    expect(parseStyles('nope')).toEqual({});
  });
});
