import { expect, vi } from 'vitest';
import { sql } from 'kysely';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/schema.ts';
import type { Invalidation } from '../../src/lib/invalidation-bus/invalidation.ts';

/** Price lists and their tiers for API tests (issue 11), made directly in the database. */

export async function createPriceList(
  db: Db,
  tenantId: number,
  name: string,
  dates: { validFrom?: string | null; validTo?: string | null } = {},
): Promise<number> {
  const row = await db
    .insertInto('price_lists')
    .values({
      tenant_id: tenantId,
      name,
      valid_from: dates.validFrom ?? null,
      valid_to: dates.validTo ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface TierRow {
  productId: number;
  uomId: number;
  minQty: number;
  unitPrice: number;
}

export async function addTiers(
  db: Db,
  tenantId: number,
  priceListId: number,
  tiers: readonly TierRow[],
): Promise<void> {
  if (tiers.length === 0) return;
  await db
    .insertInto('price_list_entries')
    .values(
      tiers.map((tier) => ({
        tenant_id: tenantId,
        price_list_id: priceListId,
        product_id: tier.productId,
        uom_id: tier.uomId,
        min_qty: tier.minQty,
        unit_price: tier.unitPrice,
      })),
    )
    .execute();
}

/** Replaces the tiers of a product's unit (a product_uoms id) in a list: [min_qty, unit_price] pairs. */
export async function setTiers(
  db: Db,
  tenantId: number,
  priceListId: number,
  puomId: number,
  tiers: [minQty: number, unitPrice: number][],
): Promise<void> {
  const unit = await db
    .selectFrom('product_uoms')
    .select(['product_id', 'uom_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', puomId)
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('price_list_entries')
    .where('tenant_id', '=', tenantId)
    .where('price_list_id', '=', priceListId)
    .where('product_id', '=', unit.product_id)
    .where('uom_id', '=', unit.uom_id)
    .execute();
  await addTiers(
    db,
    tenantId,
    priceListId,
    tiers.map(([minQty, unitPrice]) => ({
      productId: unit.product_id,
      uomId: unit.uom_id,
      minQty,
      unitPrice,
    })),
  );
}

export async function assignPriceList(
  db: Db,
  tenantId: number,
  customerId: number,
  priceListId: number | null,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ price_list_id: priceListId })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .execute();
}

/** Every row of a list's entries, in key order: what "nothing was written" compares. */
export function entryRows(db: Db, priceListId: number) {
  return db
    .selectFrom('price_list_entries')
    .select(['product_id', 'uom_id', 'min_qty', 'unit_price'])
    .where('price_list_id', '=', priceListId)
    .orderBy('product_id')
    .orderBy('uom_id')
    .orderBy('min_qty')
    .execute();
}

/**
 * Records what the app publishes to every instance's caches while `action` runs (the bus is
 * real: the changes are applied and sent as usual). With `awaiting`, waits (up to 5 s) until that
 * many changes are published: an import publishes after its job's row says it is done.
 */
export async function publishedDuring(
  app: App,
  action: () => Promise<unknown>,
  awaiting = 0,
): Promise<Invalidation[]> {
  const spy = vi.spyOn(app.invalidations, 'publish');
  try {
    await action();
    await vi.waitFor(() => expect(spy.mock.calls.length).toBeGreaterThanOrEqual(awaiting), {
      timeout: 5_000,
    });
    return spy.mock.calls.map(([change]) => change);
  } finally {
    spy.mockRestore();
  }
}

/**
 * `count` products `${prefix}-000001`… sold by the EA (cf 1, the default), made in a few
 * set-based statements: what a test of many entries prices.
 */
export async function createManyProducts(
  db: Db,
  tenantId: number,
  count: number,
  prefix = 'P',
): Promise<void> {
  await sql`
    insert into uoms (tenant_id, code, description) values (${tenantId}, 'EA', 'Each')
    on conflict (tenant_id, code) do nothing
  `.execute(db);
  await sql`
    insert into products (tenant_id, part_number, description, selling_price, search_text)
    select ${tenantId}, part_number, 'Part ' || part_number, 10, lower(part_number)
    from (select ${prefix} || '-' || lpad(n::text, 6, '0') as part_number
          from generate_series(1, ${count}::int) as n) as v
  `.execute(db);
  await sql`
    insert into product_uoms (tenant_id, product_id, uom_id, cf)
    select p.tenant_id, p.id, u.id, 1 from products p
    join uoms u on u.tenant_id = p.tenant_id and u.code = 'EA'
    where p.tenant_id = ${tenantId} and p.default_puom_id is null
  `.execute(db);
  await sql`
    update products p set default_puom_id = pu.id from product_uoms pu
    where p.tenant_id = ${tenantId} and p.default_puom_id is null
      and pu.tenant_id = p.tenant_id and pu.product_id = p.id
  `.execute(db);
}

/** The part number createManyProducts gives its n-th product. */
export const manyPartNumber = (n: number, prefix = 'P') =>
  `${prefix}-${String(n).padStart(6, '0')}`;
