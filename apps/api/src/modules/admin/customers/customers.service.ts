import type { z } from 'zod';
import type {
  AdminCustomer,
  AdminCustomerList,
  createCustomerRequest,
  updateCustomerRequest,
} from '@portal/contract';
import { fieldError, notFound } from '../../../lib/app-error.ts';
import type { Member, AuditActor } from '../../../core/callers.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import {
  adminPage,
  changedKeys,
  fullName,
  iso,
  isUniqueViolation,
  pageOf,
  pick,
} from '../common/admin-common.ts';
import type { Db, Trx } from '../../../db/schema.ts';
import { lockPriceList } from '../../pricing/price-list-lock.ts';
import { toAddress } from './addresses.service.ts';
import * as repo from './customers.repository.ts';
import {
  consoleAddresses,
  consoleCustomer,
  listConsoleCustomers,
  type ConsoleCustomerRow,
} from '../../../readers/customer-reader.ts';

type CreateCustomerInput = z.output<typeof createCustomerRequest>;
type UpdateCustomerInput = z.output<typeof updateCustomerRequest>;

const CUSTOMER_FIELDS = ['code', 'name', 'email', 'mobile_phone'] as const;
/** What an update may change: the fields above and the price list (issue 11). */
const UPDATABLE_FIELDS = [...CUSTOMER_FIELDS, 'price_list_id'] as const;

const toSummary = (row: ConsoleCustomerRow) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  email: row.email,
  mobile_phone: row.mobile_phone,
  created_at: iso(row.created_at),
});

/** Runs a write that may hit the unique customer code, answering a taken code on `field`. */
export async function guardCustomerCode<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, repo.CUSTOMER_CODE_KEY)) {
      throw fieldError(field, 'admin.customerCodeTaken');
    }
    throw error;
  }
}

export async function listCustomers(
  db: Db,
  admin: Member,
  query: { search: string; page: number },
): Promise<AdminCustomerList> {
  const { rows, total } = await listConsoleCustomers(db, admin.tenantId, {
    search: query.search,
    ...adminPage(query.page),
  });
  return pageOf(rows.map(toSummary), total, query.page);
}

export async function customerDetail(db: Db, admin: Member, id: number): Promise<AdminCustomer> {
  const customer = await consoleCustomer(db, admin.tenantId, id);
  if (!customer) throw notFound('admin.customerNotFound');
  const [priceList, addresses, members] = await Promise.all([
    repo.findCustomerPriceList(db, admin.tenantId, id),
    consoleAddresses(db, admin.tenantId, id),
    repo.findCustomerMembers(db, admin.tenantId, id),
  ]);
  return {
    ...toSummary(customer),
    price_list: priceList ?? null,
    addresses: addresses.map(toAddress),
    members: members.map((m) => ({
      user_id: m.id,
      email: m.email,
      name: fullName(m.first_name, m.last_name),
      status: m.status,
      company_role: m.company_role,
    })),
  };
}

/** Creates a customer inside a transaction the caller holds (registration approval uses it). */
export async function insertCustomer(
  trx: Db,
  admin: AuditActor,
  values: { code: string; name: string; email: string | null; mobile_phone: string | null },
  codeField = 'code',
) {
  if (await repo.customerCodeExists(trx, admin.tenantId, values.code)) {
    throw fieldError(codeField, 'admin.customerCodeTaken');
  }
  const row = await repo.insertCustomer(trx, { tenant_id: admin.tenantId, ...values });
  await recordAudit(trx, {
    tenantId: admin.tenantId,
    ...actorOf(admin),
    action: 'customer.create',
    entity: 'customer',
    entityId: row.id,
    before: null,
    after: pick(row, CUSTOMER_FIELDS),
  });
  return row;
}

export async function createCustomer(
  db: Db,
  admin: Member,
  input: CreateCustomerInput,
): Promise<AdminCustomer> {
  const row = await guardCustomerCode('code', () =>
    db.transaction().execute((trx) =>
      insertCustomer(trx, admin, {
        code: input.code,
        name: input.name,
        email: input.email ?? null,
        mobile_phone: input.mobile_phone ?? null,
      }),
    ),
  );
  return customerDetail(db, admin, row.id);
}

export async function updateCustomer(
  db: Db,
  admin: Member,
  id: number,
  input: UpdateCustomerInput,
): Promise<AdminCustomer> {
  await guardCustomerCode('code', () =>
    db.transaction().execute((trx) => changeCustomer(trx, admin, id, input)),
  );
  return customerDetail(db, admin, id);
}

/**
 * Changes a customer's fields inside a transaction the caller holds (a price list's page
 * assigns itself through it), audited as one edit; answers the fields that changed. A price
 * list must be the tenant's: its row is locked so that it cannot be deleted meanwhile.
 */
export async function changeCustomer(
  trx: Trx,
  admin: AuditActor,
  id: number,
  input: UpdateCustomerInput,
): Promise<(typeof UPDATABLE_FIELDS)[number][]> {
  const before = await repo.lockCustomer(trx, admin.tenantId, id);
  if (!before) throw notFound('admin.customerNotFound');
  const changed = changedKeys(pick(before, UPDATABLE_FIELDS), input);
  if (changed.length === 0) return [];
  if (
    input.code !== undefined &&
    changed.includes('code') &&
    (await repo.customerCodeExists(trx, admin.tenantId, input.code, id))
  ) {
    throw fieldError('code', 'admin.customerCodeTaken');
  }
  if (
    input.price_list_id != null &&
    changed.includes('price_list_id') &&
    !(await lockPriceList(trx, admin.tenantId, input.price_list_id))
  ) {
    throw fieldError('price_list_id', 'admin.priceLists.notFound');
  }
  const after = await repo.updateCustomer(trx, admin.tenantId, id, pick(input, changed));
  await recordAudit(trx, {
    tenantId: admin.tenantId,
    ...actorOf(admin),
    action: 'customer.update',
    entity: 'customer',
    entityId: id,
    before: pick(before, changed),
    after: pick(after, changed),
  });
  return changed;
}
