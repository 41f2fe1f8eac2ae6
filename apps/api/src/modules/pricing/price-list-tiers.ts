import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * One price list's tiers for each product's default unit, as the catalogue shows them, held in
 * four typed arrays (about 12 bytes a tier and 8 a product: a list of 10,000 products with two
 * tiers each is ~320 kB, where objects in a Map would take ~2 MB).
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
  readonly #minQty: Int32Array;
  readonly #unitPrice: Float64Array;

  constructor(
    productIds: Int32Array,
    starts: Int32Array,
    minQty: Int32Array,
    unitPrice: Float64Array,
  ) {
    this.#productIds = productIds;
    this.#starts = starts;
    this.#minQty = minQty;
    this.#unitPrice = unitPrice;
  }

  /** Memory held, for the cache's bound (read-through-cache.ts). */
  get approximateBytes(): number {
    const arrays = [this.#productIds, this.#starts, this.#minQty, this.#unitPrice];
    return arrays.reduce((sum, array) => sum + array.byteLength, 200);
  }

  /** The product's tiers as JSON, lowest minimum first, exactly as the answer's schema writes them. */
  tiersJson(productId: number): string {
    const index = this.#indexOf(productId);
    if (index < 0) return '[]';
    const parts: string[] = [];
    for (let at = this.#starts[index]!; at < this.#starts[index + 1]!; at++) {
      parts.push(`{"min_qty":${this.#minQty[at]},"unit_price":${this.#unitPrice[at]}}`);
    }
    return `[${parts.join(',')}]`;
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
 * Reads a list's tiers in one statement: the entries of each product's default unit (those the
 * catalogue shows, catalogue.repository.ts productCards), as one text of `id min price` triples
 * in (product, minimum) order, since 20,000 rows as objects cost the server ten times more to
 * receive than one string to split.
 */
export async function loadPriceListTiers(
  db: Kysely<Database>,
  tenantId: number,
  priceListId: number,
): Promise<PriceListTiers> {
  const { rows } = await sql<{ entries: string | null }>`
    select string_agg(e.product_id || ' ' || e.min_qty || ' ' || e.unit_price, ' '
                      order by e.product_id, e.min_qty) as entries
    from price_list_entries e
    join products p on p.tenant_id = e.tenant_id and p.id = e.product_id
    join product_uoms pu on pu.tenant_id = p.tenant_id and pu.id = p.default_puom_id
    where e.tenant_id = ${tenantId} and e.price_list_id = ${priceListId} and e.uom_id = pu.uom_id
  `.execute(db);
  return tiersFromText(rows[0]?.entries ?? '');
}

/** Builds the arrays from `id min price` triples sorted by id and minimum. */
export function tiersFromText(text: string): PriceListTiers {
  const values = text === '' ? [] : text.split(' ');
  const tierCount = values.length / 3;
  const minQty = new Int32Array(tierCount);
  const unitPrice = new Float64Array(tierCount);
  const productIds: number[] = [];
  const starts: number[] = [];
  for (let tier = 0; tier < tierCount; tier++) {
    const productId = Number(values[3 * tier]);
    if (productIds.at(-1) !== productId) {
      productIds.push(productId);
      starts.push(tier);
    }
    minQty[tier] = Number(values[3 * tier + 1]);
    unitPrice[tier] = Number(values[3 * tier + 2]);
  }
  starts.push(tierCount);
  return new PriceListTiers(
    Int32Array.from(productIds),
    Int32Array.from(starts),
    minQty,
    unitPrice,
  );
}
