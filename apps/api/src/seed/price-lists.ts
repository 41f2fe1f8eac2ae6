import { fromCents, toCents } from '@portal/contract';
import type { Db } from '../db/schema.ts';
import type { SeededCustomer } from './accounts.ts';
import { GREAT_LAKES, NORTHWIND } from './demo-accounts.ts';
import type { SeededProduct } from './catalogue-generator.ts';

/**
 * ACME's two demo price lists (issue 11), so that buyer@acme.example (Northwind) and
 * rep@acme.example (Great Lakes) see different prices on the first pages of the catalogue:
 * Northwind's contract takes 8% off from the minimum order quantity and more by volume; Great
 * Lakes pays the products' own prices for small quantities and less from larger ones, so a cart
 * line crossing a tier shows its note.
 */
interface DemoTier {
  /** The tier's minimum: a multiple of the product's minimum order quantity. */
  timesMinimum: number;
  /** The share of the product's own price the tier charges. */
  share: number;
}

interface DemoPriceList {
  name: string;
  customerCode: string;
  /** How many products, in part-number order (the catalogue's list order), the list prices. */
  products: number;
  tiers: DemoTier[];
}

export const DEMO_PRICE_LISTS: DemoPriceList[] = [
  {
    name: 'Northwind contract',
    customerCode: NORTHWIND.code,
    products: 24,
    tiers: [
      { timesMinimum: 1, share: 0.92 },
      { timesMinimum: 5, share: 0.85 },
      { timesMinimum: 20, share: 0.8 },
    ],
  },
  {
    name: 'Great Lakes volume',
    customerCode: GREAT_LAKES.code,
    products: 36,
    tiers: [
      { timesMinimum: 3, share: 0.9 },
      { timesMinimum: 10, share: 0.82 },
    ],
  },
];

export async function seedPriceLists(
  db: Db,
  tenantId: number,
  customers: readonly SeededCustomer[],
  products: readonly SeededProduct[],
): Promise<void> {
  const inListOrder = [...products].sort((a, b) =>
    a.partNumber < b.partNumber ? -1 : a.partNumber > b.partNumber ? 1 : a.id - b.id,
  );
  const units = await db
    .selectFrom('product_uoms')
    .select(['id', 'uom_id'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const uomOf = new Map(units.map((unit) => [unit.id, unit.uom_id]));
  for (const list of DEMO_PRICE_LISTS) {
    const customer = customers.find((candidate) => candidate.code === list.customerCode);
    if (!customer) continue;
    const { id } = await db
      .insertInto('price_lists')
      .values({ tenant_id: tenantId, name: list.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entries = inListOrder.slice(0, list.products).flatMap((product) =>
      list.tiers
        .map((tier) => ({
          minQty: Math.max(1, product.minOrderQty) * tier.timesMinimum,
          // The product's price is per its default unit, the unit the tiers are for.
          unitPrice: fromCents(Math.round(toCents(product.price) * tier.share)),
        }))
        // A tier a product can never be ordered in would only confuse its table.
        .filter((tier) => product.maxOrderQty === 0 || tier.minQty <= product.maxOrderQty)
        .map((tier) => ({
          tenant_id: tenantId,
          price_list_id: id,
          product_id: product.id,
          uom_id: uomOf.get(product.puomId)!,
          min_qty: tier.minQty,
          unit_price: tier.unitPrice,
        })),
    );
    if (entries.length > 0) await db.insertInto('price_list_entries').values(entries).execute();
    await db
      .updateTable('customers')
      .set({ price_list_id: id })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', customer.customerId)
      .execute();
  }
}
