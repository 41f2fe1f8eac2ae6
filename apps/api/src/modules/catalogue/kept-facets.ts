import type { Db } from '../../db/schema.ts';
import type { ReadThroughCache } from '../../lib/read-through-cache.ts';
import { settledWithin } from '../../lib/settled-within.ts';
import {
  loadPriceListTiers,
  priceListTiersKey,
  type PriceListTiers,
} from '../pricing/price-list-tiers.ts';
import type { FacetStore } from './facet-store.ts';
import { loadFacetStore } from './facet-store-read.ts';

/** What the facets are counted from in memory (decision 055), when the caches allow it. */
export interface KeptFacetParts {
  /** The tenant's store, kept or read within the wait; undefined: the database counts. */
  store(tenantId: number): Promise<FacetStore | undefined>;
  /** A price list's tiers, kept as the priced pages' are. */
  tiers(tenantId: number, priceListId: number): Promise<PriceListTiers>;
  /**
   * Begins reading the tenant's store if none is kept (and a read may begin), without waiting:
   * a list's page is asked for with its facets (the web app asks for both at once), so the page
   * starts what the facets will count from.
   */
  prepare(tenantId: number): void;
}

/** The key of a tenant's store in its scope of the `facetStores` cache. */
export const FACET_STORE_KEY = 'facet-store';

/**
 * A read at most this long is quick: its tenant's store is read again whenever it is wanted. A small
 * tenant's is read well within it.
 */
const QUICK_READ_MS = 1_000;

/**
 * How long a facets request waits for its tenant's store being read before the database counts
 * it: twice the tenant's last read (at least QUICK_READ_MS), and STORE_WAIT_MAX_MS for a first
 * read, whose length is not known yet. A tenant whose last read took longer than
 * STORE_WAIT_MAX_MS is not waited for: the database counts while its store is read behind the
 * requests.
 *
 * Why wait for a slow tenant's read at all: the database's count of a common word of the bench
 * tenant costs 100-200 ms of PostgreSQL, and fifty requests counted so while the store was read
 * slowed that read from about 1.5 s to 15-20 s, every request of those seconds answered in
 * seconds (docs/performance/2026-11-30-session-30-ci.md). Waiting, they are answered from the
 * store once read.
 */
const STORE_WAIT_MAX_MS = 4_000;

/**
 * A tenant whose store took longer than QUICK_READ_MS to read (the bench tenant's 100,000
 * products take about 1.5 s) is read again at most after this many times that long since its last
 * read began, and only once its catalogue has been quiet for as long as a read takes: a catalogue
 * changed every second forgets its store every second, and a store read meanwhile would be
 * forgotten before it is used, a core kept busy for nothing. Its facets are counted by the
 * database until the changes pause.
 */
const SLOW_READ_SPACING = 4;

interface TenantReads {
  /** When the last read began, how long it took, whether one is under way. */
  startedAt: number;
  tookMs: number;
  running: boolean;
  /** When a change last forgot the tenant's store. */
  forgottenAt: number;
}

/** Each tenant's store reads, and when a change last forgot its store. */
export class StoreReads {
  readonly #tenants = new Map<number, TenantReads>();

  /** `now`: the clock, in ms (tests move their own). */
  constructor(private readonly now: () => number = () => performance.now()) {}

  /**
   * Whether a read of the tenant's store may begin now: none under way, and a slow tenant's
   * spaced from its last and after a quiet catalogue.
   */
  mayBegin(tenantId: number): boolean {
    const last = this.#tenants.get(tenantId);
    if (!last) return true;
    if (last.running) return false;
    if (last.tookMs <= QUICK_READ_MS) return true;
    const now = this.now();
    return (
      now - last.startedAt >= SLOW_READ_SPACING * last.tookMs &&
      now - last.forgottenAt >= last.tookMs
    );
  }

  /** Notes that a change forgot the tenant's store (the bus's catalogue-changed). */
  forgotten(tenantId: number): void {
    const last = this.#tenants.get(tenantId);
    if (last) last.forgottenAt = this.now();
  }

  /** How long a request waits for a read under way (STORE_WAIT_MAX_MS says why). */
  waitMs(tenantId: number): number {
    const last = this.#tenants.get(tenantId);
    // A read under way for the first time has no length of its own yet (tookMs 0).
    if (!last || (last.running && last.tookMs === 0)) return STORE_WAIT_MAX_MS;
    if (last.tookMs > STORE_WAIT_MAX_MS) return 0;
    return Math.min(STORE_WAIT_MAX_MS, Math.max(QUICK_READ_MS, 2 * last.tookMs));
  }

  /** Reads the store, noting when the read began and how long it took. */
  async read(tenantId: number, load: () => Promise<FacetStore>): Promise<FacetStore> {
    const startedAt = this.now();
    const previous = this.#tenants.get(tenantId);
    const reads: TenantReads = {
      startedAt,
      tookMs: previous?.tookMs ?? 0,
      running: true,
      forgottenAt: previous?.forgottenAt ?? -Infinity,
    };
    this.#tenants.set(tenantId, reads);
    try {
      return await load();
    } finally {
      reads.tookMs = this.now() - startedAt;
      reads.running = false;
    }
  }
}

/** The parts over each server's caches, made once, with the reads of its stores. */
const partsOf = new WeakMap<
  ReadThroughCache<number>,
  { reads: StoreReads; parts: KeptFacetParts }
>();

/** Notes that a change forgot a tenant's store in `stores` (the catalogue-cache plugin calls it). */
export function facetStoreForgotten(stores: ReadThroughCache<number>, tenantId: number): void {
  partsOf.get(stores)?.reads.forgotten(tenantId);
}

interface FacetCaches {
  db: Db;
  facetStores: ReadThroughCache<number>;
  priceListTiers: ReadThroughCache<number>;
}

/**
 * The kept parts over the caches that hold them, or undefined when either is off or deaf to
 * changes (every read then goes to the database, as the caches' own reads do). A store is kept in
 * the tenant's scope of `stores`, like the answers: a change an administrator makes (the bus's
 * catalogue-changed) forgets it with the answers it would make out of date, and a change no
 * message told of (a script's) lives no longer than an answer would (READ_CACHE_SECONDS).
 */
export function keptFacetParts(app: FacetCaches): KeptFacetParts | undefined {
  const usable = (cache: ReadThroughCache<number>) => cache.enabled && !cache.suspended;
  if (!usable(app.facetStores) || !usable(app.priceListTiers)) return undefined;
  let kept = partsOf.get(app.facetStores);
  if (!kept) {
    kept = partsOver(app);
    partsOf.set(app.facetStores, kept);
  }
  return kept.parts;
}

function partsOver(app: FacetCaches): { reads: StoreReads; parts: KeptFacetParts } {
  const { db, facetStores: stores, priceListTiers: tiers } = app;
  const storeReads = new StoreReads();
  const read = (tenantId: number) =>
    stores
      .read(tenantId, FACET_STORE_KEY, () =>
        storeReads.read(tenantId, () => loadFacetStore(db, tenantId)),
      )
      // A store that cannot be read leaves the counting to the database, which reports its own.
      .catch(() => undefined);
  const kept = (tenantId: number) => stores.remainingMs(tenantId, FACET_STORE_KEY) > 0;
  const parts: KeptFacetParts = {
    async store(tenantId) {
      const isKept = kept(tenantId);
      if (!isKept && !storeReads.mayBegin(tenantId)) return undefined;
      const reading = read(tenantId);
      const waitMs = isKept ? QUICK_READ_MS : storeReads.waitMs(tenantId);
      return (await settledWithin(reading, waitMs)) ? reading : undefined;
    },
    tiers: (tenantId, priceListId) =>
      tiers.read(tenantId, priceListTiersKey(priceListId), () =>
        loadPriceListTiers(db, tenantId, priceListId),
      ),
    prepare(tenantId) {
      if (!kept(tenantId) && storeReads.mayBegin(tenantId)) void read(tenantId);
    },
  };
  return { reads: storeReads, parts };
}
