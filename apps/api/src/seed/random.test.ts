import { describe, expect, it } from 'vitest';
import { createRandom, mulberry32 } from './random.ts';

describe('seeded random source', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    const c = mulberry32(43);
    expect(c()).not.toBe(first[0]);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it('keeps int within its bounds, both included', () => {
    const random = createRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(random.int(3, 6));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct items, never more than there are', () => {
    const random = createRandom(1);
    const sample = random.sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
    expect(() => random.pick([])).toThrow();
  });
});
