import { describe, expect, it } from 'vitest';
import type { FacetStore } from './facet-store.ts';
import { facetStoreFromText } from './facet-store-read.ts';
import { StoreReads } from './kept-facets.ts';

/** A tenant's facet store reads: waited for unless very slow, spaced once slow (decision 055). */
describe('facet store reads', () => {
  const empty = facetStoreFromText({
    version: 1,
    products: null,
    listed: null,
    categories: null,
    attribute_values: null,
  });
  let clock = 0;
  /** A read that takes `ms` on the test's clock. */
  const taking = (ms: number) => () => {
    clock += ms;
    return Promise.resolve<FacetStore>(empty);
  };

  it('waits for a quick tenant and reads it again at once', async () => {
    const reads = new StoreReads(() => clock);
    expect(reads.mayBegin(1)).toBe(true);
    // A first read's length is not known: it is waited for longest.
    expect(reads.waitMs(1)).toBe(4_000);
    await reads.read(1, taking(20));
    expect(reads.mayBegin(1)).toBe(true);
    expect(reads.waitMs(1)).toBe(1_000);
  });

  it('waits twice as long as a slow read took, and spaces its reads by four times their length', async () => {
    const reads = new StoreReads(() => clock);
    const started = clock;
    await reads.read(2, taking(1_500));
    expect(reads.waitMs(2)).toBe(3_000);
    clock = started + 5_999;
    expect(reads.mayBegin(2)).toBe(false);
    clock = started + 6_000;
    expect(reads.mayBegin(2)).toBe(true);
    // Another tenant is not held back.
    expect(reads.mayBegin(3)).toBe(true);
  });

  it('waits for a first read, then not for a tenant whose read took longer than four seconds', async () => {
    const reads = new StoreReads(() => clock);
    let finish!: (store: FacetStore) => void;
    const under = reads.read(6, () => new Promise<FacetStore>((resolve) => (finish = resolve)));
    expect(reads.waitMs(6)).toBe(4_000);
    clock += 4_001;
    finish(empty);
    await under;
    expect(reads.waitMs(6)).toBe(0);
    // Its next read, under way, is not waited for either: its last took too long.
    clock += 4 * 4_001;
    const again = reads.read(6, taking(10));
    expect(reads.waitMs(6)).toBe(0);
    await again;
  });

  it('begins no second read while one is under way', async () => {
    const reads = new StoreReads(() => clock);
    let finish!: (store: FacetStore) => void;
    const under = reads.read(4, () => new Promise<FacetStore>((resolve) => (finish = resolve)));
    expect(reads.mayBegin(4)).toBe(false);
    finish(empty);
    await under;
    expect(reads.mayBegin(4)).toBe(true);
  });

  it('reads a slow tenant again only once its catalogue has been quiet as long as a read', async () => {
    const reads = new StoreReads(() => clock);
    const started = clock;
    await reads.read(5, taking(1_500));
    // Changes every second after the read, until 20 s after it began.
    for (clock = started + 2_000; clock <= started + 20_000; clock += 1_000) {
      reads.forgotten(5);
      expect(reads.mayBegin(5)).toBe(false);
    }
    clock = started + 20_000 + 1_499;
    expect(reads.mayBegin(5)).toBe(false);
    clock = started + 20_000 + 1_500;
    expect(reads.mayBegin(5)).toBe(true);
  });
});
