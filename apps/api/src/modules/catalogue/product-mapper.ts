import type { GuestProduct, Product } from '@portal/contract';
import type { BuyerCardRow, GuestCardRow } from '../../readers/product-reader.ts';
import { productImageUrl } from './product-image.ts';

/**
 * A card row as the contract's product. A product without a default unit still lists (the
 * client refuses to check it out), so its unit reads as empty with a factor of 1.
 */
export function toProduct(row: BuyerCardRow, tenantCode: string): Product {
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
    price_tiers: tiersFromText(row.price_tiers),
  };
}

/** The tiers as the catalogue's statement writes them: 'min price min price', or null for none. */
function tiersFromText(text: string | null): Product['price_tiers'] {
  if (!text) return [];
  const values = text.split(' ');
  const tiers: Product['price_tiers'] = [];
  for (let at = 0; at + 1 < values.length; at += 2) {
    tiers.push({ min_qty: Number(values[at]), unit_price: Number(values[at + 1]) });
  }
  return tiers;
}

/** What a visitor sees of a product, built field by field so nothing else can slip in. */
export function toGuestProduct(row: GuestCardRow, tenantCode: string): GuestProduct {
  return {
    id: row.id,
    part_number: row.part_number,
    description: row.description,
    primary_image: productImageUrl(tenantCode, row.image_id),
  };
}
