import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Language } from '@portal/contract';
import { builtOnce } from '../../db/built-once.ts';
import { prepared } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema.ts';
import { productCards } from './catalogue.repository.ts';
import { inLanguage } from './content-language.ts';

type Db = Kysely<Database>;

interface DetailsArgs extends Record<string, unknown> {
  tenantId: number;
  productId: number;
}

/**
 * A product's details in one statement (one round trip): its card, additional information,
 * category names and the related and complementary products' cards, in their display order.
 * One product by its key: built once per language, and prepared (its generic plan is the custom
 * one).
 */
const productDetails = builtOnce(
  (language: Language) => language,
  (db: Db, language: Language, { tenantId, productId }: DetailsArgs) =>
    productCards(db, tenantId, language)
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
          productCards(db, tenantId, language)
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
) {
  const [row] = await productDetails(db, language, { tenantId, productId });
  return row;
}
