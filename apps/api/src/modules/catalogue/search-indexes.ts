import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { outsideRequest } from '../../lib/request-scope.ts';
import { settledWithin } from '../../lib/settled-within.ts';
import type { QueryNode } from '../../lib/text-search/query-text.ts';
import type { WordIndex } from '../../lib/text-search/word-index.ts';
import { WordIndexBuilder } from '../../lib/text-search/word-index-builder.ts';
import { counter } from './catalogue.repository.ts';

/**
 * Each tenant's search words held in the server's memory (decision 054): products' tsvectors as
 * PostgreSQL made them, so that a search is matched and ranked here (indexed-search.ts) instead of
 * by the text index, whose bitmap of a common word alone cost 5-7 ms (decision 052).
 *
 * Exact, not a cache with a lifetime: an index is of one catalogue version, and a search asks for
 * the version it read with its words. An index behind it first reads the products changed since
 * (product_search_changes, migration 0043), one statement; a changed product's old words are
 * dropped and its new ones appended. When those appended reach a share of the tenant's products,
 * a new index is built behind the requests, which go on being answered by the current one.
 */

/** Products read per statement while building: a chunk is parsed between two reads. */
const BUILD_CHUNK = 5_000;

/**
 * Changed products a search applies to the index; more (an import) and the index is built again.
 * A search's statement reads one more at most.
 */
const MAX_APPLIED_CHANGES = 2_000;

/** Products changed since the base past which a new base is built behind the requests. */
const rebuildAfter = (size: number) => Math.max(1_000, Math.ceil(size / 50));

const MIB = 1024 * 1024;

/**
 * What a product takes in an index, about (the bench tenant's 100,000: 62.8 MB by the index's own
 * estimate): a tenant whose products would take more than the whole bound is not read at all.
 */
const BYTES_PER_PRODUCT = 640;

/**
 * How long a search waits for its tenant's index being built before the database answers it:
 * a small tenant's is built well within it, a large one's (2.4 s for 100,000 products) goes on
 * behind the searches that do not wait for it.
 */
const BUILD_WAIT_MS = 1_000;

interface TenantSlot {
  index?: WordIndex | undefined;
  /** What searches' words make at this version (indexed-search.ts); a new map at each version. */
  words: Map<string, WordQueries>;
  /** The catalogue version the index is of. */
  version: number;
  /** A build or refresh under way: every search of the tenant waits for it. */
  work?: Promise<void> | undefined;
  /** A new base being built behind the requests. */
  rebuilding?: boolean;
  /** Larger than the whole bound: never held, searches go to the database. */
  tooLarge?: boolean;
}

/** What a search's statement read of the products changed since an index's version. */
export interface IndexChanges {
  /** The catalogue version the statement read at. */
  version: number;
  /** The version the changes are since (the index's, when the statement was made). */
  since: number;
  /** The version at or below which the tenant's changes were deleted (migration 0043). */
  pruned: number;
  /** The tenant's active products: whether an index of them would fit at all. */
  products: number;
  removed: number[];
  added: IndexedRow[];
}

/** A `since` that reads no change: the tenant has no index yet, so it is built instead. */
export const NO_INDEX = 2_147_483_647;

const bytesOf = (slot: TenantSlot) => slot.index?.baseBytes ?? 0;

/** The indexes of one database's tenants, the least recently searched dropped past the bound. */
class TenantIndexes {
  private readonly slots = new Map<number, TenantSlot>();

  constructor(
    private readonly db: Db,
    private readonly maxBytes: number,
    private readonly buildWaitMs: number,
  ) {}

  /** The version a search should read the tenant's changes since (NO_INDEX: none held). */
  since(tenantId: number): number {
    const slot = this.slots.get(tenantId);
    return slot?.index && !slot.work ? slot.version : NO_INDEX;
  }

  /**
   * The tenant's index at the changes' version or later: the changes applied to it, or the index
   * built when there is none (or they are too many); undefined where none can be held or read.
   */
  async at(tenantId: number, changes: IndexChanges): Promise<WordIndexAt | undefined> {
    let slot = this.slots.get(tenantId);
    if (!slot) {
      slot = { version: -1, words: new Map() };
      this.slots.set(tenantId, slot);
    }
    if (!slot.index && changes.products * BYTES_PER_PRODUCT > this.maxBytes) slot.tooLarge = true;
    if (slot.tooLarge) return undefined;
    // Synchronous from the check to the change: no other search can apply between them.
    // Changes since the index's version, all of them: none pruned that it had not read.
    const complete = changes.since !== NO_INDEX && changes.since >= changes.pruned;
    if (slot.index && !slot.work && slot.version === changes.since && complete) {
      if (changes.removed.length + changes.added.length <= MAX_APPLIED_CHANGES) {
        slot.index.apply(changes.removed, changes.added);
        if (slot.version !== changes.version) slot.words = new Map();
        slot.version = changes.version;
        if (slot.index.changedSinceBase > rebuildAfter(slot.index.size)) {
          this.rebuildBehind(tenantId, slot);
        }
      }
    }
    for (let attempt = 0; attempt < 2 && !slot.tooLarge; attempt++) {
      // A build longer than a search should wait goes on behind it: the database answers.
      if (slot.work && !(await settledWithin(slot.work, this.buildWaitMs))) return undefined;
      if (slot.index && slot.version >= changes.version) {
        // Most recently searched last: Map keeps insertion order.
        this.slots.delete(tenantId);
        this.slots.set(tenantId, slot);
        return { index: slot.index, version: slot.version, words: slot.words };
      }
      if (!slot.work) {
        const current = slot;
        current.work = this.build(tenantId, current).finally(() => {
          current.work = undefined;
        });
      }
    }
    return undefined;
  }

  private async build(tenantId: number, slot: TenantSlot): Promise<void> {
    try {
      this.hold(tenantId, slot, await buildIndex(this.db, tenantId));
    } catch {
      // A failed read leaves the index as it was: the search asks the database this time, and
      // the next one tries again.
    }
  }

  private rebuildBehind(tenantId: number, slot: TenantSlot): void {
    if (slot.rebuilding) return;
    slot.rebuilding = true;
    buildIndex(this.db, tenantId)
      .then((built) => {
        // The new base may be older than what the slot reached since: the next search reads the
        // changes after it, as after any change.
        if (this.slots.get(tenantId) === slot && !slot.work) this.hold(tenantId, slot, built);
      })
      .catch(() => undefined)
      .finally(() => {
        slot.rebuilding = false;
      });
  }

  /** The tenant's index as held now, without reading anything (none while it is being built). */
  held(tenantId: number): WordIndexAt | undefined {
    const slot = this.slots.get(tenantId);
    if (!slot?.index || slot.work) return undefined;
    return { index: slot.index, version: slot.version, words: slot.words };
  }

  private hold(tenantId: number, slot: TenantSlot, built: BuiltIndex): void {
    const bytes = built.index.baseBytes;
    if (bytes > this.maxBytes) {
      slot.tooLarge = true;
      slot.index = undefined;
      return;
    }
    slot.index = built.index;
    slot.version = built.version;
    slot.words = new Map();
    let total = 0;
    for (const other of this.slots.values()) total += bytesOf(other);
    for (const [otherTenant, other] of this.slots) {
      if (total <= this.maxBytes) break;
      if (other === slot || other.work) continue;
      total -= bytesOf(other);
      this.slots.delete(otherTenant);
    }
  }
}

/**
 * What one search word makes (search_query of the word alone): its whole-word and any-word
 * queries; null for a word searched by nothing (a stop word); 'unsupported' for a query the index
 * does not evaluate. A search's queries are its words' joined by `&` (migration 0032's loop).
 */
export type WordQueries = { whole: QueryNode; any: QueryNode } | null | 'unsupported';

/** An index and the catalogue version it is of. */
interface BuiltIndex {
  index: WordIndex;
  version: number;
}

/**
 * An index held at a catalogue version, with what searches' words made at that version: the
 * words' queries are the database's (stems, synonyms), and stay right until the version moves.
 */
export interface WordIndexAt extends BuiltIndex {
  words: Map<string, WordQueries>;
}

const keptByDatabase = new WeakMap<Db, TenantIndexes>();

/**
 * Whether searches read through `db` are answered from memory, within `megabytes` for all of its
 * tenants (0: never, every search is the database's): the catalogue-cache plugin sets it from
 * SEARCH_INDEX_CACHE and SEARCH_INDEX_CACHE_MB. A tenant of 100,000 products takes about 60 MB.
 * A search waits `buildWaitMs` at most for its tenant's index being built.
 */
export function keepSearchIndexes(db: Db, megabytes: number, buildWaitMs = BUILD_WAIT_MS): void {
  if (megabytes > 0) keptByDatabase.set(db, new TenantIndexes(db, megabytes * MIB, buildWaitMs));
  else keptByDatabase.delete(db);
}

export const searchIndexesKept = (db: Db): boolean => keptByDatabase.has(db);

/** The tenant's search index as held now, or undefined; nothing is read. */
export function heldSearchIndex(db: Db, tenantId: number): WordIndexAt | undefined {
  return keptByDatabase.get(db)?.held(tenantId);
}

/** The version a search of the tenant reads changes since (searchChanges), NO_INDEX if none. */
export function searchIndexSince(db: Db, tenantId: number): number {
  return keptByDatabase.get(db)?.since(tenantId) ?? NO_INDEX;
}

/** The tenant's search index brought to the version a search read, or built. */
export function searchIndexAt(
  db: Db,
  tenantId: number,
  changes: IndexChanges,
): Promise<WordIndexAt | undefined> {
  return keptByDatabase.get(db)?.at(tenantId, changes) ?? Promise.resolve(undefined);
}

interface IndexedRow {
  id: number;
  key: string;
  name: string;
  vector: string;
}

/** A product as the index takes it (word-index.ts's IndexedDocument). */
export const documentColumns = sql`p.id, lower(p.part_number) as key, p.part_number as name,
  p.search_vector::text as vector`;

/**
 * The products changed after `since` (product_search_changes, migration 0043) as rows of a search's
 * statement: `changed` the product, and its columns (documentColumns) when it is active. A CTE
 * for a statement that reads its catalogue version in the same snapshot.
 */
export function changedProducts(tenantId: number, since: number | RawBuilder<number>) {
  return sql`select c.product_id as changed, ${documentColumns}
    from (select distinct product_id from product_search_changes
          where tenant_id = ${tenantId} and version > ${since}
          limit ${sql.lit(MAX_APPLIED_CHANGES + 1)}) as c
    left join products p on p.tenant_id = ${tenantId} and p.id = c.product_id and p.active`;
}

/** A row of changedProducts. */
export interface ChangedRow {
  changed: number | null;
  id: number | null;
  key: string | null;
  name: string | null;
  vector: string | null;
}

/** The version below which a tenant's changes are gone (migration 0043), for a statement. */
export const prunedVersion = (tenantId: number) => sql<number>`coalesce((select value
  from tenant_counters where tenant_id = ${tenantId} and name = 'search_changes_pruned'), 0)`;

/** The changes of changedProducts' rows: present and active ones with their words, others gone. */
export function changesOf(
  rows: readonly ChangedRow[],
  since: number,
  counters: { version: number; pruned: number; products: number },
): IndexChanges {
  const removed: number[] = [];
  const added: IndexedRow[] = [];
  for (const row of rows) {
    if (row.changed === null) continue;
    if (row.id === null) removed.push(row.changed);
    else added.push({ id: row.id, key: row.key!, name: row.name!, vector: row.vector! });
  }
  return { ...counters, since, removed, added };
}

/**
 * Every active product's words at one catalogue version: one snapshot (repeatable read), read in
 * chunks, each with the version, so that a small tenant's index is one statement.
 */
function buildIndex(db: Db, tenantId: number): Promise<BuiltIndex> {
  // Not the request's work: the build outlives a search that stops waiting for it, and the
  // request's deadline must not cut it.
  return outsideRequest(() => readIndex(db, tenantId));
}

async function readIndex(db: Db, tenantId: number): Promise<BuiltIndex> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const builder = new WordIndexBuilder();
      let version = 0;
      let after = 0;
      for (;;) {
        const { rows } = await sql<Partial<IndexedRow> & { version: number }>`
          select v.version, p.* from
            (select ${counter(trx, tenantId, 'catalogue_version')} as version) as v
          left join lateral (
            select ${documentColumns} from products p
            where p.tenant_id = ${tenantId} and p.active and p.id > ${after}
            order by p.id limit ${BUILD_CHUNK}
          ) as p on true`.execute(trx);
        version = rows[0]?.version ?? version;
        const documents = rows.filter(
          (row): row is IndexedRow & { version: number } => row.id != null,
        );
        for (const document of documents) builder.add(document);
        if (documents.length < BUILD_CHUNK) break;
        after = documents[documents.length - 1]!.id;
      }
      return { index: builder.build(), version };
    });
}
