import { describe, expect, it } from 'vitest';
import { KeptPerDatabase } from './kept-per-database.ts';
import type { Db } from './schema.ts';

describe('data kept per database handle', () => {
  // Only the handle's identity matters here.
  const one = {} as Db;
  const other = {} as Db;

  it('makes one per handle when first asked, and drops it when switched off', () => {
    let made = 0;
    const kept = new KeptPerDatabase(() => ({ made: ++made }));
    expect(kept.of(one)).toEqual({ made: 1 });
    expect(kept.of(one)).toBe(kept.of(one));
    expect(kept.of(other)).toEqual({ made: 2 });
    kept.keep(one, false);
    expect(kept.isKept(one)).toBe(false);
    expect(kept.of(one)).toBeUndefined();
    expect(kept.of(other)).toEqual({ made: 2 });
    kept.keep(one, true);
    expect(kept.isKept(one)).toBe(true);
    expect(kept.of(one)).toEqual({ made: 3 });
  });
});
