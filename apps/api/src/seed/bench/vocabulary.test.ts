import { describe, expect, it } from 'vitest';
import { toSearchText } from '@portal/contract';
import {
  benchSearchTerms,
  benchVocabulary,
  seededRandom,
  WORD_CLASSES,
  zipfTable,
} from './vocabulary.ts';

describe('bench vocabulary', () => {
  it('has several hundred distinct words, each in one class only', () => {
    const words = WORD_CLASSES.flatMap((c) => c.words);
    expect(benchVocabulary().length).toBeGreaterThanOrEqual(400);
    expect(new Set(words).size).toBe(words.length);
  });

  it('is already in search-text form, so lower() in SQL writes what toSearchText() would', () => {
    for (const word of benchVocabulary()) expect(toSearchText(word)).toBe(word);
    expect(benchVocabulary().every((word) => /^[a-z]+$/.test(word))).toBe(true);
  });

  it('skews picks: the first word of a class fills far more of its table than the last, which keeps a slot', () => {
    const items = WORD_CLASSES.find((c) => c.name === 'item')!.words;
    const table = zipfTable(items, 4096);
    const share = (word: string) => table.filter((w) => w === word).length;
    expect(new Set(table).size).toBe(items.length);
    expect(share(items[0]!)).toBeGreaterThan(100 * share(items[items.length - 1]!));
    expect(share(items[items.length - 1]!)).toBeGreaterThanOrEqual(1);
  });
});

describe('bench search terms', () => {
  it('are a few hundred distinct terms, the same for the same seed and catalogue size', () => {
    const terms = benchSearchTerms(100_000);
    expect(terms.length).toBe(300);
    expect(new Set(terms).size).toBe(300);
    expect(benchSearchTerms(100_000)).toEqual(terms);
    expect(benchSearchTerms(100_000, 300, 18)).not.toEqual(terms);
  });

  it('are one or two catalogue words, or a part-number prefix within the catalogue', () => {
    const vocabulary = new Set(benchVocabulary());
    const terms = benchSearchTerms(20_000);
    const kinds = { one: 0, two: 0, part: 0 };
    for (const term of terms) {
      const prefix = /^bn-(\d{3,6})$/.exec(term);
      if (prefix) {
        kinds.part++;
        expect(Number(prefix[1]!.padEnd(7, '0'))).toBeLessThanOrEqual(20_000);
        continue;
      }
      const words = term.split(' ');
      expect(words.every((w) => vocabulary.has(w))).toBe(true);
      kinds[words.length === 1 ? 'one' : 'two']++;
    }
    expect(kinds.one).toBeGreaterThan(80);
    expect(kinds.two).toBeGreaterThan(80);
    expect(kinds.part).toBeGreaterThan(20);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = seededRandom(5);
    const b = seededRandom(5);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});
