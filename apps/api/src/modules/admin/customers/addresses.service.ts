import type { z } from 'zod';
import type { AdminAddress, createAddressRequest, updateAddressRequest } from '@portal/contract';
import { notFound } from '../../../lib/app-error.ts';
import type { Member, AuditActor } from '../../../core/callers.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { changedKeys, pick } from '../common/admin-common.ts';
import type { Db, Trx } from '../../../db/schema.ts';
import * as repo from './customers.repository.ts';
import { ADDRESS_COLUMNS } from '../../../db/address-columns.ts';

/** A customer's shipping (S) and billing (B) addresses; every change is audited. */
type CreateAddressInput = z.output<typeof createAddressRequest>;
type UpdateAddressInput = z.output<typeof updateAddressRequest>;

/** What an address holds besides its id: what the audit log records and a change compares. */
const ADDRESS_FIELDS = ADDRESS_COLUMNS.filter(
  (column): column is Exclude<(typeof ADDRESS_COLUMNS)[number], 'id'> => column !== 'id',
);

export const toAddress = (row: repo.AddressRow): AdminAddress => ({
  id: row.id,
  type: row.type,
  address: row.address,
  address2: row.address2,
  address3: row.address3,
  city: row.city,
  province_code: row.province_code,
  country_code: row.country_code,
  postal_code: row.postal_code,
});

async function lockCustomer(trx: Trx, admin: AuditActor, customerId: number) {
  const customer = await repo.lockCustomer(trx, admin.tenantId, customerId);
  if (!customer) throw notFound('admin.customerNotFound');
  return customer;
}

/** Adds an address inside a transaction the caller holds (registration approval uses it). */
export async function insertAddress(
  trx: Db,
  admin: AuditActor,
  customerId: number,
  input: CreateAddressInput,
): Promise<AdminAddress> {
  const row = await repo.insertAddress(trx, {
    tenant_id: admin.tenantId,
    customer_id: customerId,
    type: input.type,
    address: input.address,
    address2: input.address2 ?? null,
    address3: input.address3 ?? null,
    city: input.city,
    province_code: input.province_code ?? null,
    country_code: input.country_code ?? null,
    postal_code: input.postal_code ?? '',
  });
  await recordAudit(trx, {
    tenantId: admin.tenantId,
    ...actorOf(admin),
    action: 'address.create',
    entity: 'address',
    entityId: row.id,
    before: null,
    after: { customer_id: customerId, ...pick(row, ADDRESS_FIELDS) },
  });
  return toAddress(row);
}

export function createAddress(
  db: Db,
  admin: Member,
  customerId: number,
  input: CreateAddressInput,
): Promise<AdminAddress> {
  return db.transaction().execute(async (trx) => {
    await lockCustomer(trx, admin, customerId);
    return insertAddress(trx, admin, customerId, input);
  });
}

export function updateAddress(
  db: Db,
  admin: Member,
  customerId: number,
  addressId: number,
  input: UpdateAddressInput,
): Promise<AdminAddress> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockAddress(trx, admin.tenantId, customerId, addressId);
    if (!before) throw notFound('admin.addressNotFound');
    // A cleared postal code is stored as '' (the column is not nullable).
    const values = { ...input, postal_code: input.postal_code === null ? '' : input.postal_code };
    const changed = changedKeys(pick(before, ADDRESS_FIELDS), values);
    if (changed.length === 0) return toAddress(before);
    const after = await repo.updateAddress(trx, admin.tenantId, addressId, pick(values, changed));
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      ...actorOf(admin),
      action: 'address.update',
      entity: 'address',
      entityId: addressId,
      before: pick(before, changed),
      after: pick(after, changed),
    });
    return toAddress(after);
  });
}

/** Orders that shipped to the address keep their text snapshot; their link is cleared. */
export async function deleteAddress(
  db: Db,
  admin: Member,
  customerId: number,
  addressId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.lockAddress(trx, admin.tenantId, customerId, addressId);
    if (!before) throw notFound('admin.addressNotFound');
    await repo.deleteAddress(trx, admin.tenantId, addressId);
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      ...actorOf(admin),
      action: 'address.delete',
      entity: 'address',
      entityId: addressId,
      before: { customer_id: customerId, ...pick(before, ADDRESS_FIELDS) },
      after: null,
    });
  });
}
