import type { z } from 'zod';
import { sql } from 'kysely';
import {
  MAX_ATTRIBUTES,
  type ProductAttribute,
  type saveProductAttributeRequest,
} from '@portal/contract';
import type { Member } from '../../../core/callers.ts';
import type { Db } from '../../../db/schema.ts';
import { fieldError, notFound } from '../../../lib/app-error.ts';
import { tenantAttributes, type AttributeRecord } from '../../../readers/product-attributes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { iso, isUniqueViolation } from '../common/admin-common.ts';

/**
 * The tenant's product attributes (issue 32 point 1, decision 040). Each change is audited in
 * its transaction. A change that alters how values read (a name, a unit, an option's text, an
 * option removed) touches the attribute's values, whose trigger rewrites the products' attribute
 * words and moves the catalogue version.
 */
type SaveInput = z.output<typeof saveProductAttributeRequest>;

const NAME_KEY = 'product_attributes_name_idx';

const toAttribute = (row: AttributeRecord): ProductAttribute => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  name_es: row.name_es,
  name_fr: row.name_fr,
  unit: row.unit,
  filter: row.filter,
  position: row.position,
  options: row.options,
  product_count: row.product_count,
  updated_at: iso(row.updated_at),
});

export async function listAttributes(db: Db, admin: Member): Promise<ProductAttribute[]> {
  return (await tenantAttributes(db, admin.tenantId)).map(toAttribute);
}

async function loadAttribute(db: Db, admin: Member, id: number) {
  const found = (await tenantAttributes(db, admin.tenantId)).find((row) => row.id === id);
  if (!found) throw notFound('admin.attributes.notFound');
  return toAttribute(found);
}

async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY)) throw fieldError('name', 'admin.attributes.nameTaken');
    throw error;
  }
}

const fields = (input: SaveInput) => ({
  kind: input.kind,
  name: input.name,
  name_es: input.name_es,
  name_fr: input.name_fr,
  unit: input.unit,
  filter: input.filter,
  position: input.position,
});

export function createAttribute(db: Db, admin: Member, input: SaveInput) {
  return guardName(() =>
    db.transaction().execute(async (trx) => {
      const { count } = await trx
        .selectFrom('product_attributes')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('tenant_id', '=', admin.tenantId)
        .executeTakeFirstOrThrow();
      if (count >= MAX_ATTRIBUTES) throw fieldError('name', 'validation.tooLong');
      if (input.options.some((option) => option.id !== undefined)) {
        throw fieldError('options', 'admin.attributes.unknownOption');
      }
      const { id } = await trx
        .insertInto('product_attributes')
        .values({ tenant_id: admin.tenantId, ...fields(input) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeOptions(trx, admin, id, input.options);
      const after = await loadAttribute(trx, admin, id);
      await audit(trx, admin, 'product_attribute.create', id, null, after);
      return after;
    }),
  );
}

export function updateAttribute(db: Db, admin: Member, id: number, input: SaveInput) {
  return guardName(() =>
    db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('product_attributes')
        .select('kind')
        .where('tenant_id', '=', admin.tenantId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw notFound('admin.attributes.notFound');
      const before = await loadAttribute(trx, admin, id);
      if (locked.kind !== input.kind && before.product_count > 0) {
        throw fieldError('kind', 'admin.attributes.kindFixed');
      }
      const known = new Set(before.options.map((option) => option.id));
      if (input.options.some((option) => option.id !== undefined && !known.has(option.id))) {
        throw fieldError('options', 'admin.attributes.unknownOption');
      }
      await trx
        .updateTable('product_attributes')
        .set({ ...fields(input), updated_at: new Date() })
        .where('tenant_id', '=', admin.tenantId)
        .where('id', '=', id)
        .execute();
      await writeOptions(trx, admin, id, input.options);
      // The values' trigger rewrites the products' attribute words from the new names.
      await trx
        .updateTable('product_attribute_values')
        .set({ flag: sql`flag` })
        .where('tenant_id', '=', admin.tenantId)
        .where('attribute_id', '=', id)
        .execute();
      const after = await loadAttribute(trx, admin, id);
      await audit(trx, admin, 'product_attribute.update', id, before, after);
      return after;
    }),
  );
}

/** Options kept by id in the order sent; those left out leave the products that held them. */
async function writeOptions(
  trx: Db,
  admin: Member,
  attributeId: number,
  options: SaveInput['options'],
) {
  const kept = options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  const removed = await trx
    .deleteFrom('product_attribute_options')
    .where('tenant_id', '=', admin.tenantId)
    .where('attribute_id', '=', attributeId)
    .$if(kept.length > 0, (query) => query.where('id', 'not in', kept))
    .returning('id')
    .execute();
  if (removed.length > 0) {
    const ids = removed.map((row) => row.id);
    await trx
      .deleteFrom('product_attribute_values')
      .where('tenant_id', '=', admin.tenantId)
      .where('attribute_id', '=', attributeId)
      .where(sql<boolean>`option_ids <@ ${sql.val(ids)}::int[]`)
      .execute();
    await trx
      .updateTable('product_attribute_values')
      .set({
        option_ids: sql`array(select unnest(option_ids) except select unnest(${sql.val(ids)}::int[]))`,
      })
      .where('tenant_id', '=', admin.tenantId)
      .where('attribute_id', '=', attributeId)
      .where(sql<boolean>`option_ids && ${sql.val(ids)}::int[]`)
      .execute();
  }
  for (const [position, option] of options.entries()) {
    const values = {
      value: option.value,
      value_es: option.value_es,
      value_fr: option.value_fr,
      position,
    };
    if (option.id === undefined) {
      await trx
        .insertInto('product_attribute_options')
        .values({ tenant_id: admin.tenantId, attribute_id: attributeId, ...values })
        .execute();
    } else {
      await trx
        .updateTable('product_attribute_options')
        .set(values)
        .where('tenant_id', '=', admin.tenantId)
        .where('id', '=', option.id)
        .execute();
    }
  }
}

export function deleteAttribute(db: Db, admin: Member, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const before = (await tenantAttributes(trx, admin.tenantId)).find((row) => row.id === id);
    if (!before) throw notFound('admin.attributes.notFound');
    // The values go by the foreign key's cascade, and their trigger rewrites the products' words.
    await trx
      .deleteFrom('product_attributes')
      .where('tenant_id', '=', admin.tenantId)
      .where('id', '=', id)
      .execute();
    await audit(trx, admin, 'product_attribute.delete', id, toAttribute(before), null);
  });
}

function audit(
  trx: Db,
  admin: Member,
  action: string,
  id: number,
  before: ProductAttribute | null,
  after: ProductAttribute | null,
) {
  const kept = (attribute: ProductAttribute | null) =>
    attribute && {
      kind: attribute.kind,
      name: attribute.name,
      name_es: attribute.name_es,
      name_fr: attribute.name_fr,
      unit: attribute.unit,
      filter: attribute.filter,
      position: attribute.position,
      options: attribute.options,
    };
  return recordAudit(trx, {
    tenantId: admin.tenantId,
    actorUserId: admin.userId,
    action,
    entity: 'product_attribute',
    entityId: id,
    before: kept(before),
    after: kept(after),
  });
}
