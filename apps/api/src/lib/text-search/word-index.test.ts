import { describe, expect, it } from 'vitest';
import { compareLexemes, parseQuery, rankedWords } from './query-text.ts';
import { parseVector } from './vector-text.ts';
import { WordIndex } from './word-index.ts';
import { indexOf } from './word-index-builder.ts';

/**
 * PostgreSQL's text forms read back, and matched, as the database would (the figures of ts_rank
 * and the matches themselves are held to PostgreSQL's own in catalogue/indexed-search.test.ts).
 */
describe('a tsvector read back', () => {
  it('keeps entries in order with their weighted positions, quotes and backslashes unescaped', () => {
    expect(parseVector(`'it''s':2A 'back\\\\slash':3 'bolt':1B,7C`)).toEqual({
      lexemes: ["it's", 'back\\slash', 'bolt'],
      positions: [[(3 << 14) | 2], [3], [(2 << 14) | 1, (1 << 14) | 7]],
    });
  });
});

describe('a tsquery read back', () => {
  it('reads words, beginnings, and, or and phrases with their precedence', () => {
    expect(parseQuery(`( 'bolt' | 'bolts':* ) & 'ac' <-> '1':* <2> 'x'`)).toEqual({
      kind: 'and',
      left: {
        kind: 'or',
        left: { kind: 'word', lexeme: 'bolt', prefix: false },
        right: { kind: 'word', lexeme: 'bolts', prefix: true },
      },
      right: {
        kind: 'phrase',
        distance: 2,
        left: {
          kind: 'phrase',
          distance: 1,
          left: { kind: 'word', lexeme: 'ac', prefix: false },
          right: { kind: 'word', lexeme: '1', prefix: true },
        },
        right: { kind: 'word', lexeme: 'x', prefix: false },
      },
    });
  });

  it('declines what a search never asks: negations, weights, a phrase of alternatives', () => {
    expect(parseQuery(`!'bolt'`)).toBeUndefined();
    expect(parseQuery(`'bolt':A`)).toBeUndefined();
    expect(parseQuery(`'a' <-> ( 'b' | 'c' )`)).toBeUndefined();
  });

  it("lists the words for ranking once each, in PostgreSQL's order", () => {
    const query = parseQuery(`'steel' & ( 'st' | 'steel':* )`)!;
    expect(rankedWords(query).map((word) => word.lexeme)).toEqual(['st', 'steel']);
    expect(compareLexemes('ab', 'abc')).toBeLessThan(0);
    expect(compareLexemes('é', 'z')).toBeGreaterThan(0);
  });
});

describe('a word index', () => {
  const index = indexOf([
    { id: 10, key: 'ac-1', name: 'AC-1', vector: `'1':3A 'ac':2A 'ac-1':1A 'bolt':4B 'steel':5B` },
    { id: 11, key: 'ac-2', name: 'AC-2', vector: `'2':3A 'ac':2A 'ac-2':1A 'bolt':5B 'hex':4B` },
    { id: 12, key: 'bx-1', name: 'BX-1', vector: `'1':3A 'boltx':4B 'bx':2A 'bx-1':1A` },
  ]);
  const ids = (text: string) => {
    const query = index.compile(parseQuery(text)!);
    const found: number[] = [];
    WordIndex.forEach(index.candidates(query), (d) => {
      if (index.matches(d, query)) found.push(index.id(d));
      return true;
    });
    return found;
  };

  it('matches words, beginnings and phrases in order', () => {
    expect(ids(`'bolt'`)).toEqual([10, 11]);
    expect(ids(`'bolt':*`)).toEqual([10, 11, 12]);
    expect(ids(`'bolt' & 'hex'`)).toEqual([11]);
    // A word's kept set is not narrowed by the `&` it was used in.
    expect(ids(`'bolt'`)).toEqual([10, 11]);
    expect(ids(`'bolt' | 'boltx'`)).toEqual([10, 11, 12]);
    expect(ids(`'bolt'`)).toEqual([10, 11]);
    expect(ids(`'ac' <-> '1'`)).toEqual([10]);
    expect(ids(`'1' <-> 'ac'`)).toEqual([]);
    expect(ids(`'nothing':*`)).toEqual([]);
  });

  it('drops a changed document and finds its new words, new lexemes included', () => {
    const changed = indexOf([{ id: 1, key: 'a', name: 'A', vector: `'bolt':1` }]);
    changed.apply([], [{ id: 1, key: 'a', name: 'A', vector: `'washer':1` }]);
    changed.apply([2], [{ id: 3, key: 'b', name: 'B', vector: `'bolts':1` }]);
    const found = (text: string) => {
      const query = changed.compile(parseQuery(text)!);
      const list: number[] = [];
      WordIndex.forEach(changed.candidates(query), (d) => list.push(changed.id(d)) > 0);
      return list;
    };
    expect(found(`'bolt'`)).toEqual([]);
    expect(found(`'bolt':*`)).toEqual([3]);
    expect(found(`'wash':*`)).toEqual([1]);
    expect(changed.size).toBe(2);
    expect(changed.withKeyPrefix('')).toHaveLength(2);
  });
});
