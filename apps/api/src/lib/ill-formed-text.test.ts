import { describe, expect, it } from 'vitest';
import { illFormedTextPath, mayHoldIllFormedText } from './ill-formed-text.ts';

describe('ill-formed text in a JSON value', () => {
  it('finds a lone high or low surrogate and says where it is', () => {
    expect(illFormedTextPath('a\ud800')).toBe('_');
    expect(illFormedTextPath({ company: 'x\udc00y' })).toBe('company');
    expect(illFormedTextPath({ items: [{ note: 'ok' }, { note: '\udbff' }] })).toBe('items.1.note');
    expect(illFormedTextPath({ styles: { '\ud800': 'red' } })).toBe('styles');
  });

  it('accepts whole surrogate pairs and values that are not text', () => {
    expect(illFormedTextPath({ name: 'emoji 😀 \ud83d\ude00', n: 1, ok: true, none: null })).toBe(
      null,
    );
    expect(illFormedTextPath([1, 'two', { three: ['3'] }])).toBe(null);
  });

  it('walks only a body that holds a surrogate escape', () => {
    expect(mayHoldIllFormedText('{"a":"\\ud800"}')).toBe(true);
    expect(mayHoldIllFormedText('{"a":"\\uDFFF"}')).toBe(true);
    expect(mayHoldIllFormedText('{"a":"\\u00e9 😀"}')).toBe(false);
  });
});
