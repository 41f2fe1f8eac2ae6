import type { GuestProduct, Product } from '@portal/contract';
import type { ProductCardRow } from './catalogue.repository.ts';
import { productImageUrl } from './product-image.ts';

/**
 * A card row as the contract's product. A product without a default unit still lists (the
 * client refuses to check it out), so its unit reads as empty with a factor of 1.
 */
export function toProduct(row: ProductCardRow, tenantCode: string): Product {
  return {
    id: row.id,
    part_number: row.part_number,
    description: row.description,
    primary_image: productImageUrl(tenantCode, row.image_id),
    selling_price: Number(row.selling_price),
    available: row.available,
    uom_code: row.uom_code ?? '',
    cf: row.cf === null ? 1 : Number(row.cf),
    min_order_qty: row.min_order_qty,
    max_order_qty: row.max_order_qty,
    default_puom_id: row.default_puom_id,
    price_tiers: (row.price_tiers ?? []).map((tier) => ({
      min_qty: tier.min_qty,
      unit_price: Number(tier.unit_price),
    })),
  };
}

/** What a visitor sees of a product, built field by field so nothing else can slip in. */
export function toGuestProduct(
  row: Pick<ProductCardRow, 'id' | 'part_number' | 'description' | 'image_id'>,
  tenantCode: string,
): GuestProduct {
  return {
    id: row.id,
    part_number: row.part_number,
    description: row.description,
    primary_image: productImageUrl(tenantCode, row.image_id),
  };
}
