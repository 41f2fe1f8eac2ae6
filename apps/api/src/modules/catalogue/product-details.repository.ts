import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Language } from '@portal/contract';
import { builtOnce } from '../../db/built-once.ts';
import { prepared } from '../../db/prepared-statements.ts';
import type { Db } from '../../db/schema.ts';
import { productCards } from './catalogue.repository.ts';
import { inLanguage } from '../../readers/content-language.ts';

interface DetailsArgs extends Record<string, unknown> {
  tenantId: number;
  productId: number;
  /** 0 when the shape is not priced. */
  priceListId: number;
}

/** The language, and whether a price list prices the cards (a value of the statement when so). */
interface DetailsShape {
  language: Language;
  priced: boolean;
}

/**
 * A product's details in one statement (one round trip): its card, additional information,
 * category names and the related and complementary products' cards, in their display order.
 * One product by its key: built once per language and pricing, and prepared (its generic plan is the custom
 * one).
 */
const productDetails = builtOnce(
  (shape: DetailsShape) => `${shape.language}:${shape.priced}`,
  (db: Db, { language, priced }: DetailsShape, { tenantId, productId, priceListId }: DetailsArgs) =>
    productCards(db, tenantId, language, priced ? priceListId : null)
      .select(inLanguage<string | null>('p.additional_info', language).as('additional_info'))
      .select(() => [
        jsonArrayFrom(
          db
            .selectFrom('product_categories as pc')
            .innerJoin('categories as c', (join) =>
              join.onRef('c.tenant_id', '=', 'pc.tenant_id').onRef('c.id', '=', 'pc.category_id'),
            )
            .select(inLanguage<string>('c.name', language).as('name'))
            .where('pc.tenant_id', '=', tenantId)
            .where('pc.product_id', '=', productId)
            .orderBy('c.sort_order')
            .orderBy('c.name'),
        ).as('categories'),
        jsonArrayFrom(
          productCards(db, tenantId, language, priced ? priceListId : null)
            .innerJoin('product_links as l', (join) =>
              join
                .onRef('l.tenant_id', '=', 'p.tenant_id')
                .onRef('l.linked_product_id', '=', 'p.id'),
            )
            .select('l.kind')
            .where('l.product_id', '=', productId)
            .orderBy('l.sort_order')
            .orderBy('p.part_number')
            .orderBy('p.id'),
        ).as('linked'),
      ])
      .where('p.id', '=', productId)
      .$call(prepared),
);

export async function findProductDetails(
  db: Db,
  tenantId: number,
  productId: number,
  language: Language,
  priceListId: number | null,
) {
  const shape = { language, priced: priceListId !== null };
  const [row] = await productDetails(db, shape, {
    tenantId,
    productId,
    priceListId: priceListId ?? 0,
  });
  return row;
}
