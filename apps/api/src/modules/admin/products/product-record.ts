import { type AdminProduct } from '@portal/contract';
import type { Member } from '../../../core/callers.ts';
import { iso, pick } from '../common/admin-common.ts';
import type { Db } from '../../../db/schema.ts';
import {
  consoleProduct,
  productCategoryIds,
  productLinks,
  productUnits,
} from '../../../readers/product-records.ts';
import { productAttributeValues } from '../../../readers/product-attributes.ts';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as publicEndpoints from '@portal/contract/endpoints/public';

/** A product as the console reads it, and as the audit log records it. */
export const imageUrl = (tenantCode: string, imageId: number | null) =>
  imageId === null ? null : pathTo(publicEndpoints.media, { code: tenantCode, mediaId: imageId });

/** The whole product as the console edits it, or undefined when the tenant has no such id. */
export async function loadProduct(
  db: Db,
  admin: Member,
  id: number,
): Promise<AdminProduct | undefined> {
  const row = await consoleProduct(db, admin.tenantId, id);
  if (!row) return undefined;
  const units = (await productUnits(db, admin.tenantId, id)).filter((unit) => unit.active);
  const links = await productLinks(db, admin.tenantId, id);
  const linked = (kind: string) =>
    links.filter((link) => link.kind === kind).map((link) => link.linked_product_id);
  const defaultUnit = units.find((unit) => unit.id === row.default_puom_id);
  return {
    id: row.id,
    part_number: row.part_number,
    description: row.description,
    additional_info: row.additional_info,
    description_es: row.description_es,
    description_fr: row.description_fr,
    additional_info_es: row.additional_info_es,
    additional_info_fr: row.additional_info_fr,
    selling_price: row.selling_price,
    available: row.available,
    min_order_qty: row.min_order_qty,
    max_order_qty: row.max_order_qty,
    active: row.active,
    uom_code: defaultUnit?.uom_code ?? null,
    cf: defaultUnit?.cf ?? null,
    image_id: row.image_id,
    image_url: imageUrl(admin.tenantCode, row.image_id),
    default_puom_id: row.default_puom_id,
    units: units
      .map((unit) => ({
        id: unit.id,
        uom_id: unit.uom_id,
        uom_code: unit.uom_code,
        cf: unit.cf,
        is_default: unit.id === row.default_puom_id,
      }))
      .sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.id - b.id),
    category_ids: await productCategoryIds(db, admin.tenantId, id),
    related_ids: linked('related'),
    complementary_ids: linked('complementary'),
    attribute_values: (await productAttributeValues(db, admin.tenantId, [id])).get(id) ?? [],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const SNAPSHOT_FIELDS = [
  'part_number',
  'description',
  'additional_info',
  'description_es',
  'description_fr',
  'additional_info_es',
  'additional_info_fr',
  'selling_price',
  'available',
  'min_order_qty',
  'max_order_qty',
  'active',
  'image_id',
  'default_puom_id',
  'category_ids',
  'related_ids',
  'complementary_ids',
  'attribute_values',
] as const;

/** What the audit log keeps of a product: everything but timestamps and derived URLs. */
export function snapshot(product: AdminProduct) {
  return {
    ...pick(product, SNAPSHOT_FIELDS),
    units: product.units.map((unit) => pick(unit, ['id', 'uom_code', 'cf', 'is_default'])),
  };
}
