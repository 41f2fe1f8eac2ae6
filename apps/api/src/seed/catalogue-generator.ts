import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { productSearchText } from '../modules/catalogue/search-text.ts';
import { planCatalogue } from './catalogue-plan.ts';
import type { DemoTenant } from './demo-tenants.ts';
import { productSvg } from './images.ts';
import type { Random } from './random.ts';

/** What the order seeding needs to know about a written product. */
export interface SeededProduct {
  id: number;
  partNumber: string;
  description: string;
  price: number;
  available: number;
  minOrderQty: number;
  maxOrderQty: number;
  puomId: number;
  uomCode: string;
  cf: number;
}

async function insertCategoryTree(db: Db, tenantId: number, tenant: DemoTenant) {
  const leafIds: number[] = [];
  const names = tenant.catalogue.translations?.categories ?? {};
  /** The English name and, where the demo has them, the Spanish and French ones. */
  const named = (name: string) => ({
    name,
    name_es: names[name]?.es ?? null,
    name_fr: names[name]?.fr ?? null,
  });
  for (const [topOrder, top] of tenant.catalogue.tree.entries()) {
    const topRow = await db
      .insertInto('categories')
      .values({ tenant_id: tenantId, parent_id: null, ...named(top.name), sort_order: topOrder })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [groupOrder, group] of top.groups.entries()) {
      const groupRow = await db
        .insertInto('categories')
        .values({
          tenant_id: tenantId,
          parent_id: topRow.id,
          ...named(group.name),
          sort_order: groupOrder,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const leaves = await db
        .insertInto('categories')
        .values(
          group.leaves.map((leaf, order) => ({
            tenant_id: tenantId,
            parent_id: groupRow.id,
            ...named(leaf.name),
            sort_order: order,
          })),
        )
        .returning(['id', 'name'])
        .execute();
      // Matched by name, not by the order rows come back in.
      for (const leaf of group.leaves) {
        leafIds.push(leaves.find((row) => row.name === leaf.name)!.id);
      }
    }
  }
  return leafIds;
}

/**
 * Writes a tenant's units, category tree, products with their units, categories, links and
 * generated images. Returns the products with their default unit, for the demo orders.
 */
export async function seedCatalogue(
  db: Db,
  tenantId: number,
  tenant: DemoTenant,
  random: Random,
): Promise<SeededProduct[]> {
  const spec = tenant.catalogue;
  const uoms = await db
    .insertInto('uoms')
    .values(spec.uoms.map((uom) => ({ tenant_id: tenantId, ...uom })))
    .returning(['id', 'code'])
    .execute();
  const uomId = new Map(uoms.map((uom) => [uom.code, uom.id]));
  const leafIds = await insertCategoryTree(db, tenantId, tenant);
  const plans = planCatalogue(spec, random);

  const imageIds: (number | null)[] = [];
  for (const plan of plans) {
    if (!plan.hasImage) {
      imageIds.push(null);
      continue;
    }
    const image = productSvg(plan.partNumber, plan.shape, tenant.palette, random.int(0, 359));
    const row = await db
      .insertInto('media')
      .values({ tenant_id: tenantId, content_type: 'image/svg+xml', data: Buffer.from(image) })
      .returning('id')
      .executeTakeFirstOrThrow();
    imageIds.push(row.id);
  }

  const products = await db
    .insertInto('products')
    .values(
      plans.map((plan, i) => ({
        tenant_id: tenantId,
        part_number: plan.partNumber,
        description: plan.description,
        additional_info: plan.additionalInfo,
        description_es: plan.translated?.es.description ?? null,
        description_fr: plan.translated?.fr.description ?? null,
        additional_info_es: plan.translated?.es.additionalInfo ?? null,
        additional_info_fr: plan.translated?.fr.additionalInfo ?? null,
        selling_price: plan.price,
        available: plan.available,
        min_order_qty: plan.minOrderQty,
        max_order_qty: plan.maxOrderQty,
        image_id: imageIds[i] ?? null,
        search_text: productSearchText({
          part_number: plan.partNumber,
          description: plan.description,
          description_es: plan.translated?.es.description,
          description_fr: plan.translated?.fr.description,
        }),
      })),
    )
    .returning(['id', 'part_number'])
    .execute();
  const productId = new Map(products.map((row) => [row.part_number, row.id]));
  const idOf = (index: number) => productId.get(plans[index]!.partNumber)!;

  const puoms = await db
    .insertInto('product_uoms')
    .values(
      plans.flatMap((plan, i) =>
        plan.units.map((unit) => ({
          tenant_id: tenantId,
          product_id: idOf(i),
          uom_id: uomId.get(unit.code)!,
          cf: unit.cf,
        })),
      ),
    )
    .returning(['id', 'product_id', 'uom_id'])
    .execute();
  const seeded = plans.map((plan, i): SeededProduct => {
    const unit = plan.units[0]!;
    const puom = puoms.find((p) => p.product_id === idOf(i) && p.uom_id === uomId.get(unit.code));
    return {
      id: idOf(i),
      partNumber: plan.partNumber,
      description: plan.description,
      price: plan.price,
      available: plan.available,
      minOrderQty: plan.minOrderQty,
      maxOrderQty: plan.maxOrderQty,
      puomId: puom!.id,
      uomCode: unit.code,
      cf: unit.cf,
    };
  });
  await sql`
    update products as p set default_puom_id = v.puom_id
    from (values ${sql.join(seeded.map((s) => sql`(${s.id}::int, ${s.puomId}::int)`))})
      as v(product_id, puom_id)
    where p.tenant_id = ${tenantId} and p.id = v.product_id
  `.execute(db);

  await db
    .insertInto('product_categories')
    .values(
      plans.flatMap((plan, i) =>
        [plan.leafIndex, plan.secondLeafIndex]
          .filter((leaf): leaf is number => leaf !== null)
          .map((leaf) => ({
            tenant_id: tenantId,
            category_id: leafIds[leaf]!,
            product_id: idOf(i),
          })),
      ),
    )
    .execute();

  const links = plans.flatMap((plan, i) =>
    (['related', 'complementary'] as const).flatMap((kind) =>
      plan[kind].map((target, order) => ({
        tenant_id: tenantId,
        product_id: idOf(i),
        kind,
        linked_product_id: idOf(target),
        sort_order: order,
      })),
    ),
  );
  if (links.length > 0) await db.insertInto('product_links').values(links).execute();
  return seeded;
}
