import type { z } from 'zod';
import {
  quantityLimitsProblem,
  type AdminProduct,
  type AdminProductList,
  type createProductRequest,
  type updateProductRequest,
} from '@portal/contract';
import { fieldError, notFound } from '../../../lib/app-error.ts';
import type { Member } from '../../../core/callers.ts';
import { findCategoryTree } from '../../catalogue/catalogue.repository.ts';
import { searchTerms } from '../../catalogue/search-terms.ts';
import { productSearchText } from '../../catalogue/search-text.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { adminPage, iso, isUniqueViolation, pageOf } from '../common/admin-common.ts';
import type { Db } from '../../../db/schema.ts';
import type { UploadedImage } from './image-upload.ts';
import { imageUrl, loadProduct, snapshot } from './product-record.ts';
import { checkReferences, writeRelations } from './product-relations.ts';
import * as repo from './products.repository.ts';
import { listConsoleProducts, type ConsoleProductRow } from '../../../readers/product-records.ts';

type CreateInput = z.output<typeof createProductRequest>;
type UpdateInput = z.output<typeof updateProductRequest>;

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
  const { rows, total } = await listConsoleProducts(
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

export async function productDetail(db: Db, admin: Member, id: number): Promise<AdminProduct> {
  const product = await loadProduct(db, admin, id);
  if (!product) throw notFound('admin.products.notFound');
  return product;
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
        description_es: input.description_es,
        description_fr: input.description_fr,
        additional_info_es: input.additional_info_es,
        additional_info_fr: input.additional_info_fr,
        selling_price: input.selling_price,
        available: input.available,
        min_order_qty: input.min_order_qty,
        max_order_qty: input.max_order_qty,
        active: input.active,
        search_text: productSearchText(input),
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

/** The sent value of a field that may be cleared (null), else the stored one. */
const sentOr = <T>(sent: T | undefined, stored: T): T => (sent === undefined ? stored : sent);

/** The stored product with the sent fields applied (the optional texts may be set to null). */
function mergeFields(row: ConsoleProductRow, input: UpdateInput): repo.ProductValues {
  const values = {
    part_number: input.part_number ?? row.part_number,
    description: input.description ?? row.description,
    additional_info: sentOr(input.additional_info, row.additional_info),
    description_es: sentOr(input.description_es, row.description_es),
    description_fr: sentOr(input.description_fr, row.description_fr),
    additional_info_es: sentOr(input.additional_info_es, row.additional_info_es),
    additional_info_fr: sentOr(input.additional_info_fr, row.additional_info_fr),
    selling_price: input.selling_price ?? row.selling_price,
    available: input.available ?? row.available,
    min_order_qty: input.min_order_qty ?? row.min_order_qty,
    max_order_qty: input.max_order_qty ?? row.max_order_qty,
    active: input.active ?? row.active,
  };
  return { ...values, search_text: productSearchText(values) };
}

export function updateProduct(
  db: Db,
  admin: Member,
  id: number,
  input: UpdateInput,
): Promise<AdminProduct> {
  return guardPartNumber(() =>
    db.transaction().execute(async (trx) => {
      const row = await repo.lockProduct(trx, admin.tenantId, id);
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
    const row = await repo.lockProduct(trx, admin.tenantId, id);
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
