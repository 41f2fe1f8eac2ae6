import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

/**
 * One price list's tiers, as the catalogue shows them for a product's default unit, held in typed
 * arrays (about 16 bytes a tier and 8 a product: a list of 10,000 products with two tiers each is
 * ~400 kB, where objects in a Map would take ~2 MB).
 *
 * Why it exists: with the answer cache on, a page of the products' own prices is kept once per
 * tenant and every buyer with a list gets it with their list's tiers written in
 * (catalogue/priced-answers.ts), so 200 lists share one copy of each page instead of missing
 * 200 times more often (decision 016).
 */
export class PriceListTiers {
  /** Product ids with tiers, ascending. */
  readonly #productIds: Int32Array;
  /** Where each product's tiers start in the arrays below; one more than there are products. */
  readonly #starts: Int32Array;
  readonly #uomIds: Int32Array;
  readonly #minQty: Int32Array;
  readonly #unitPrice: Float64Array;
  /** The tenant's unit ids by code: a card names its default unit by code. */
  readonly #unitIds: ReadonlyMap<string, number>;

  constructor(
    arrays: {
      productIds: Int32Array;
      starts: Int32Array;
      uomIds: Int32Array;
      minQty: Int32Array;
      unitPrice: Float64Array;
    },
    unitIds: ReadonlyMap<string, number>,
  ) {
    this.#productIds = arrays.productIds;
    this.#starts = arrays.starts;
    this.#uomIds = arrays.uomIds;
    this.#minQty = arrays.minQty;
    this.#unitPrice = arrays.unitPrice;
    this.#unitIds = unitIds;
  }

  /**
   * Memory held, for the cache's bound (read-through-cache.ts): with the row prices a tenant's
   * facet store makes from the list and holds while the list is held (list-row-prices.ts, 12
   * bytes a product at most), charged from the start.
   */
  get approximateBytes(): number {
    const arrays = [this.#productIds, this.#starts, this.#uomIds, this.#minQty, this.#unitPrice];
    const rowPrices = 12 * this.#productIds.length;
    return arrays.reduce(
      (sum, array) => sum + array.byteLength,
      200 + 100 * this.#unitIds.size + rowPrices,
    );
  }

  /**
   * The tiers of a product in the unit of code `uomCode` (its default unit's, as its card says),
   * lowest minimum first, as JSON written exactly as the answer's schema writes them.
   */
  tiersJson(productId: number, uomCode: string): string {
    const index = this.#indexOf(productId);
    const uomId = this.#unitIds.get(uomCode);
    if (index < 0 || uomId === undefined) return '[]';
    const parts: string[] = [];
    for (let at = this.#starts[index]!; at < this.#starts[index + 1]!; at++) {
      if (this.#uomIds[at] !== uomId) continue;
      parts.push(`{"min_qty":${this.#minQty[at]},"unit_price":${this.#unitPrice[at]}}`);
    }
    return `[${parts.join(',')}]`;
  }

  /**
   * What the list prices one unit of a product at when `quantity` is ordered in unit `uomId`: the
   * tier of that unit with the highest minimum not above it, as buyerUnitPrice and listUnitPrices
   * (readers/product-reader.ts) pick it; undefined where the list has none (the product's own
   * price applies).
   */
  unitPrice(productId: number, uomId: number, quantity: number): number | undefined {
    const index = this.#indexOf(productId);
    if (index < 0) return undefined;
    let price: number | undefined;
    let reached = -1;
    for (let at = this.#starts[index]!; at < this.#starts[index + 1]!; at++) {
      const minQty = this.#minQty[at]!;
      if (this.#uomIds[at] === uomId && minQty <= quantity && minQty > reached) {
        reached = minQty;
        price = this.#unitPrice[at]!;
      }
    }
    return price;
  }

  /** How many products the list prices. */
  get productCount(): number {
    return this.#productIds.length;
  }

  /** Visits each product the list prices, by id ascending. */
  forEachProduct(visit: (productId: number) => void): void {
    for (const productId of this.#productIds) visit(productId);
  }

  #indexOf(productId: number): number {
    const ids = this.#productIds;
    let low = 0;
    let high = ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const id = ids[middle]!;
      if (id === productId) return middle;
      if (id < productId) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }
}

/** The key of a list's tiers in the tenant's scope of the `priceListTiers` cache. */
export const priceListTiersKey = (priceListId: number): string => String(priceListId);

/**
 * Reads a list's tiers in one statement: its entries in primary-key order, as one text of
 * `product unit minimum price` quadruples (20,000 rows as objects cost the server ten times more
 * to receive than one string to split), and the tenant's unit codes. Entries are not joined to
 * the products' default units here: that join hashed the whole catalogue for each list (0.4 s
 * for 100,000 products); the card's unit picks them as the answer is sent.
 *
 * The text is aggregated from the entries read in the primary key's order, not with an ORDER BY
 * of its own: that one sorted the 20,000 texts again, about a third of the load of a list
 * (docs/performance/2026-12-01-session-33.md), which a cold instance pays once per list in use.
 * PostgreSQL's documentation says a sorted subquery "will usually work" as an aggregate's order,
 * so tiersFromText does not rely on it: it checks the order as it reads and sorts what comes
 * otherwise.
 */
export async function loadPriceListTiers(
  db: Db,
  tenantId: number,
  priceListId: number,
): Promise<PriceListTiers> {
  const { rows } = await sql<{ entries: string | null; units: Record<string, number> | null }>`
    select
      (select string_agg(quadruple, ' ') from (
         select e.product_id || ' ' || e.uom_id || ' ' || e.min_qty || ' ' || e.unit_price
           as quadruple
         from price_list_entries e
         where e.tenant_id = ${tenantId} and e.price_list_id = ${priceListId}
         order by e.product_id, e.uom_id, e.min_qty) as entries) as entries,
      (select json_object_agg(u.code, u.id) from uoms u where u.tenant_id = ${tenantId}) as units
  `.execute(db);
  const row = rows[0];
  return tiersFromText(row?.entries ?? '', new Map(Object.entries(row?.units ?? {})));
}

/**
 * Builds the arrays from `product unit minimum price` quadruples, sorted by product, unit and
 * minimum, or put in that order here.
 */
export function tiersFromText(text: string, unitIds: ReadonlyMap<string, number>): PriceListTiers {
  const fields = text === '' ? [] : text.split(' ');
  return new PriceListTiers(arraysOf(fields) ?? arraysOf(sortedByKey(fields))!, unitIds);
}

/** The tiers' arrays of quadruples in key order (texts or numbers); null if they are not. */
function arraysOf(values: readonly (string | number)[]) {
  const tierCount = values.length / 4;
  const uomIds = new Int32Array(tierCount);
  const minQty = new Int32Array(tierCount);
  const unitPrice = new Float64Array(tierCount);
  const productIds: number[] = [];
  const starts: number[] = [];
  for (let tier = 0; tier < tierCount; tier++) {
    const productId = Number(values[4 * tier]);
    const uomId = Number(values[4 * tier + 1]);
    const minimum = Number(values[4 * tier + 2]);
    const last = productIds.length - 1;
    if (last < 0 || productIds[last]! < productId) {
      productIds.push(productId);
      starts.push(tier);
    } else if (
      productIds[last]! > productId ||
      uomIds[tier - 1]! > uomId ||
      (uomIds[tier - 1] === uomId && minQty[tier - 1]! > minimum)
    ) {
      return null;
    }
    uomIds[tier] = uomId;
    minQty[tier] = minimum;
    unitPrice[tier] = Number(values[4 * tier + 3]);
  }
  starts.push(tierCount);
  return {
    productIds: Int32Array.from(productIds),
    starts: Int32Array.from(starts),
    uomIds,
    minQty,
    unitPrice,
  };
}

/** The quadruples sorted by product, unit and minimum. */
function sortedByKey(fields: readonly string[]): number[] {
  const entries = Array.from({ length: fields.length / 4 }, (_, i) =>
    fields.slice(4 * i, 4 * i + 4).map(Number),
  );
  entries.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!);
  return entries.flat();
}
