import type { z } from 'zod';
import {
  apiPaths,
  linkListProblem,
  quantityLimitsProblem,
  type AdminProduct,
  type AdminProductList,
  type createProductRequest,
  type updateProductRequest,
} from '@portal/contract';
import { fieldError, notFound } from '../../../lib/app-error.ts';
import type { Member } from '../../../plugins/authentication.ts';
import { findCategoryTree } from '../../catalogue/catalogue.repository.ts';
import { searchTerms } from '../../catalogue/search-terms.ts';
import { toSearchText } from '../../catalogue/search-text.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  adminPage,
  iso,
  isUniqueViolation,
  pageOf,
  pick,
  type Db,
} from '../common/admin-common.ts';
import type { UploadedImage } from './image-upload.ts';
import { planUnits } from './product-units.ts';
import * as repo from './products.repository.ts';

type CreateInput = z.output<typeof createProductRequest>;
type UpdateInput = z.output<typeof updateProductRequest>;

export const imageUrl = (tenantCode: string, imageId: number | null) =>
  imageId === null ? null : apiPaths.media(tenantCode, imageId);

export async function listProducts(
  db: Db,
  admin: Member,
  query: {
    search: string;
    categoryId?: number | undefined;
    active?: boolean | undefined;
    page: number;
  },
): Promise<AdminProductList> {
  const categoryIds =
    query.categoryId === undefined
      ? undefined
      : await findCategoryTree(db, admin.tenantId, query.categoryId);
  const { rows, total } = await repo.listProducts(
    db,
    admin.tenantId,
    { terms: searchTerms(query.search), categoryIds, active: query.active },
    adminPage(query.page),
  );
  const data = rows.map((row) => ({
    id: row.id,
    part_number: row.part_number,
    description: row.description,
    selling_price: row.selling_price,
    available: row.available,
    min_order_qty: row.min_order_qty,
    max_order_qty: row.max_order_qty,
    active: row.active,
    uom_code: row.uom_code,
    cf: row.cf,
    image_url: imageUrl(admin.tenantCode, row.image_id),
    updated_at: iso(row.updated_at),
  }));
  return pageOf(data, total, query.page);
}

/** The whole product as the console edits it, or undefined when the tenant has no such id. */
async function loadProduct(db: Db, admin: Member, id: number): Promise<AdminProduct | undefined> {
  const row = await repo.findProduct(db, admin.tenantId, id);
  if (!row) return undefined;
  const units = (await repo.findUnits(db, admin.tenantId, id)).filter((unit) => unit.active);
  const links = await repo.findLinks(db, admin.tenantId, id);
  const linked = (kind: string) =>
    links.filter((link) => link.kind === kind).map((link) => link.linked_product_id);
  const defaultUnit = units.find((unit) => unit.id === row.default_puom_id);
  return {
    id: row.id,
    part_number: row.part_number,
    description: row.description,
    additional_info: row.additional_info,
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
    category_ids: await repo.findCategoryIds(db, admin.tenantId, id),
    related_ids: linked('related'),
    complementary_ids: linked('complementary'),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function productDetail(db: Db, admin: Member, id: number): Promise<AdminProduct> {
  const product = await loadProduct(db, admin, id);
  if (!product) throw notFound('admin.products.notFound');
  return product;
}

const SNAPSHOT_FIELDS = [
  'part_number',
  'description',
  'additional_info',
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
] as const;

/** What the audit log keeps of a product: everything but timestamps and derived URLs. */
function snapshot(product: AdminProduct) {
  return {
    ...pick(product, SNAPSHOT_FIELDS),
    units: product.units.map((unit) => pick(unit, ['id', 'uom_code', 'cf', 'is_default'])),
  };
}

/** Categories, units and linked products must be this tenant's: anything else is a 422. */
async function checkReferences(
  db: Db,
  admin: Member,
  productId: number | null,
  input: UpdateInput,
) {
  const missing = async (table: 'products' | 'categories' | 'uoms', ids: number[]) => {
    const found = await repo.existingIds(db, admin.tenantId, table, ids);
    return ids.some((id) => !found.has(id));
  };
  if (
    input.units &&
    (await missing(
      'uoms',
      input.units.map((unit) => unit.uom_id),
    ))
  ) {
    throw fieldError('units', 'admin.products.unknownUnit');
  }
  if (input.category_ids && (await missing('categories', input.category_ids))) {
    throw fieldError('category_ids', 'admin.products.unknownCategory');
  }
  for (const key of ['related_ids', 'complementary_ids'] as const) {
    const ids = input[key];
    if (!ids) continue;
    const problem = linkListProblem(productId, ids);
    if (problem) throw fieldError(key, problem);
    if (await missing('products', ids)) throw fieldError(key, 'admin.products.linkNotFound');
  }
}

async function writeUnits(db: Db, admin: Member, productId: number, units: UpdateInput['units']) {
  if (!units) return;
  const existing = await repo.findUnits(db, admin.tenantId, productId);
  const plan = planUnits(existing, units);
  for (const unit of plan.insert) await repo.insertUnit(db, admin.tenantId, productId, unit);
  for (const { id, ...values } of plan.update) {
    await repo.updateUnit(db, admin.tenantId, id, values);
  }
  for (const id of plan.deactivate)
    await repo.updateUnit(db, admin.tenantId, id, { active: false });
  const rows = await repo.findUnits(db, admin.tenantId, productId);
  const defaultRow = rows.find((row) => row.uom_id === plan.defaultUomId);
  if (defaultRow)
    await repo.updateProduct(db, admin.tenantId, productId, { default_puom_id: defaultRow.id });
}

async function writeRelations(db: Db, admin: Member, productId: number, input: UpdateInput) {
  await writeUnits(db, admin, productId, input.units);
  if (input.category_ids) {
    await repo.replaceCategories(db, admin.tenantId, productId, input.category_ids);
  }
  if (input.related_ids) {
    await repo.replaceLinks(db, admin.tenantId, productId, 'related', input.related_ids);
  }
  if (input.complementary_ids) {
    await repo.replaceLinks(
      db,
      admin.tenantId,
      productId,
      'complementary',
      input.complementary_ids,
    );
  }
}

/** Runs a write that may hit the unique part number, answering a taken one on its field. */
async function guardPartNumber<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, repo.PART_NUMBER_KEY)) {
      throw fieldError('part_number', 'admin.products.partNumberTaken');
    }
    throw error;
  }
}

export function createProduct(db: Db, admin: Member, input: CreateInput): Promise<AdminProduct> {
  return guardPartNumber(() =>
    db.transaction().execute(async (trx) => {
      await checkReferences(trx, admin, null, input);
      const id = await repo.insertProduct(trx, admin.tenantId, {
        part_number: input.part_number,
        description: input.description,
        additional_info: input.additional_info,
        selling_price: input.selling_price,
        available: input.available,
        min_order_qty: input.min_order_qty,
        max_order_qty: input.max_order_qty,
        active: input.active,
        search_text: toSearchText(input.part_number, input.description),
      });
      await writeRelations(trx, admin, id, input);
      const after = (await loadProduct(trx, admin, id))!;
      await recordAudit(trx, {
        tenantId: admin.tenantId,
        actorUserId: admin.userId,
        action: 'product.create',
        entity: 'product',
        entityId: id,
        before: null,
        after: snapshot(after),
      });
      return after;
    }),
  );
}

/** The stored product with the sent fields applied (additional_info may be set to null). */
function mergeFields(row: repo.ProductRow, input: UpdateInput): repo.ProductValues {
  const values = {
    part_number: input.part_number ?? row.part_number,
    description: input.description ?? row.description,
    additional_info:
      input.additional_info === undefined ? row.additional_info : input.additional_info,
    selling_price: input.selling_price ?? row.selling_price,
    available: input.available ?? row.available,
    min_order_qty: input.min_order_qty ?? row.min_order_qty,
    max_order_qty: input.max_order_qty ?? row.max_order_qty,
    active: input.active ?? row.active,
  };
  return { ...values, search_text: toSearchText(values.part_number, values.description) };
}

export function updateProduct(
  db: Db,
  admin: Member,
  id: number,
  input: UpdateInput,
): Promise<AdminProduct> {
  return guardPartNumber(() =>
    db.transaction().execute(async (trx) => {
      const row = await repo.findProduct(trx, admin.tenantId, id, true);
      if (!row) throw notFound('admin.products.notFound');
      const before = (await loadProduct(trx, admin, id))!;
      const values = mergeFields(row, input);
      const problem = quantityLimitsProblem(values.min_order_qty, values.max_order_qty);
      if (problem) throw fieldError('max_order_qty', problem);
      await checkReferences(trx, admin, id, input);
      await repo.updateProduct(trx, admin.tenantId, id, values);
      await writeRelations(trx, admin, id, input);
      const after = (await loadProduct(trx, admin, id))!;
      await recordAudit(trx, {
        tenantId: admin.tenantId,
        actorUserId: admin.userId,
        action: 'product.update',
        entity: 'product',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    }),
  );
}

/** Points a product at a new image (or none); old media rows stay, as the audit log names them. */
export function setProductImage(
  db: Db,
  admin: Member,
  id: number,
  image: UploadedImage | null,
): Promise<AdminProduct> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findProduct(trx, admin.tenantId, id, true);
    if (!row) throw notFound('admin.products.notFound');
    const imageId = image
      ? await repo.insertMedia(trx, admin.tenantId, image.contentType, image.data)
      : null;
    await repo.updateProduct(trx, admin.tenantId, id, { image_id: imageId });
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: image ? 'product.image' : 'product.image_remove',
      entity: 'product',
      entityId: id,
      before: { image_id: row.image_id },
      after: image
        ? { image_id: imageId, content_type: image.contentType, bytes: image.data.length }
        : { image_id: null },
    });
    return (await loadProduct(trx, admin, id))!;
  });
}
