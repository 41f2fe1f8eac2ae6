import type { Language } from '@portal/contract';
import { builtOnce } from '../../db/built-once.ts';
import { prepared } from '../../db/prepared-statements.ts';
import type { Db } from '../../db/schema.ts';
import { buyerProductPage } from '../../readers/product-reader.ts';

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

// One product by its key: built once per language and pricing, and prepared (its generic plan
// is the custom one).
const productDetails = builtOnce(
  (shape: DetailsShape) => `${shape.language}:${shape.priced}`,
  (db: Db, { language, priced }: DetailsShape, { tenantId, productId, priceListId }: DetailsArgs) =>
    buyerProductPage(db, tenantId, productId, language, priced ? priceListId : null).$call(
      prepared,
    ),
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
