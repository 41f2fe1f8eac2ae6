import type { PriceListCustomerList } from '@portal/contract';
import { notFound } from '../../../lib/app-error.ts';
import type { Member } from '../../../core/callers.ts';
import { adminPage, pageOf } from '../common/admin-common.ts';
import type { Db } from '../../../db/schema.ts';
import { lockCustomer } from '../customers/customers.repository.ts';
import { changeCustomer } from '../customers/customers.service.ts';
import { listPriceListCustomers } from '../../../readers/customer-reader.ts';
import { findPriceListOr404 } from './price-lists.service.ts';

/**
 * The customers of a list, from the list's side. An assignment is a customer edit like the one
 * its own page makes (customers.service.ts changeCustomer): the same checks, locks and audit.
 */

export async function listCustomers(
  db: Db,
  admin: Member,
  priceListId: number,
  page: number,
): Promise<PriceListCustomerList> {
  await findPriceListOr404(db, admin.tenantId, priceListId);
  const { rows, total } = await listPriceListCustomers(
    db,
    admin.tenantId,
    priceListId,
    adminPage(page),
  );
  return pageOf(rows, total, page);
}

/** Gives the customer this list in place of its own; answers whether it had another. */
export async function assignList(
  db: Db,
  admin: Member,
  priceListId: number,
  customerId: number,
): Promise<boolean> {
  await findPriceListOr404(db, admin.tenantId, priceListId);
  const changed = await db
    .transaction()
    .execute((trx) => changeCustomer(trx, admin, customerId, { price_list_id: priceListId }));
  return changed.length > 0;
}

/** Takes the list away from the customer if it is the customer's; answers whether it was. */
export async function unassignList(
  db: Db,
  admin: Member,
  priceListId: number,
  customerId: number,
): Promise<boolean> {
  await findPriceListOr404(db, admin.tenantId, priceListId);
  return db.transaction().execute(async (trx) => {
    const customer = await lockCustomer(trx, admin.tenantId, customerId);
    if (!customer) throw notFound('admin.customerNotFound');
    if (customer.price_list_id !== priceListId) return false;
    await changeCustomer(trx, admin, customerId, { price_list_id: null });
    return true;
  });
}
