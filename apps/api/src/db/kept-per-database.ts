import type { Db } from './schema.ts';

/**
 * Data an instance keeps per database handle (a search's matches, deep pages' anchors, words'
 * corrections), made when first asked for, and switched off per handle by the instance's
 * configuration (the catalogue-cache plugin), which drops what was kept.
 */
export class KeptPerDatabase<T> {
  readonly #kept = new WeakMap<Db, T>();
  readonly #off = new WeakSet<Db>();

  constructor(private readonly make: () => T) {}

  /** Whether `db` keeps it (the default) or keeps nothing. */
  keep(db: Db, keep: boolean): void {
    if (keep) this.#off.delete(db);
    else {
      this.#off.add(db);
      this.#kept.delete(db);
    }
  }

  isKept(db: Db): boolean {
    return !this.#off.has(db);
  }

  /** What `db` keeps, made if need be; undefined where it keeps nothing. */
  of(db: Db): T | undefined {
    if (this.#off.has(db)) return undefined;
    let kept = this.#kept.get(db);
    if (kept === undefined) {
      kept = this.make();
      this.#kept.set(db, kept);
    }
    return kept;
  }
}
