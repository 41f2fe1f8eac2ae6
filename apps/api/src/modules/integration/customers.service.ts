import type { z } from 'zod';
import type { putCustomersRequest } from '@portal/contract';
import type { ApiKeyCaller } from '../../core/callers.ts';
import type { Db } from '../../db/schema.ts';
import { insertAddress } from '../admin/customers/addresses.service.ts';
import {
  changeCustomer,
  guardCustomerCode,
  insertCustomer,
} from '../admin/customers/customers.service.ts';
import type { BulkCounts } from './catalogue.service.ts';
import * as repo from './customers.repository.ts';
import { feedShippingAddresses } from '../../readers/customer-reader.ts';
import { ADDRESS_LINES } from '../../db/address-columns.ts';

type CustomerItems = z.output<typeof putCustomersRequest>['items'];
type ShippingAddress = NonNullable<CustomerItems[number]['shipping_addresses']>[number];

const ADDRESS_TEXTS = ADDRESS_LINES;

/** An address as compared: every text, absent and empty alike. */
const addressKey = (address: Partial<Record<(typeof ADDRESS_TEXTS)[number], string | null>>) =>
  ADDRESS_TEXTS.map((field) => (address[field] ?? '').toLowerCase()).join('\u0000');

/**
 * Creates or updates customers by code, through the console's own writes (each audited, with
 * the key as actor), in one transaction: all items or none. A shipping address the customer does
 * not have yet is added; addresses are never removed here (orders name them). An item that
 * matches what is stored writes nothing.
 */
export async function upsertCustomers(
  db: Db,
  key: ApiKeyCaller,
  items: CustomerItems,
): Promise<BulkCounts> {
  const counts: BulkCounts = { created: 0, updated: 0, unchanged: 0 };
  await guardCustomerCode('items.0.code', () =>
    db.transaction().execute(async (trx) => {
      const stored = new Map(
        (
          await repo.customersByCode(
            trx,
            key.tenantId,
            items.map((item) => item.code),
          )
        ).map((row) => [row.code, row]),
      );
      const addresses = await feedShippingAddresses(
        trx,
        key.tenantId,
        [...stored.values()].map((row) => row.id),
      );
      const known = new Set(addresses.map((a) => `${a.customer_id}\u0001${addressKey(a)}`));
      for (const item of items) {
        const existing = stored.get(item.code);
        let changed = false;
        let customerId: number;
        if (existing) {
          customerId = existing.id;
          // An absent e-mail or phone keeps the stored one; null clears it.
          const input = { name: item.name, email: item.email, mobile_phone: item.mobile_phone };
          changed = (await changeCustomer(trx, key, existing.id, input)).length > 0;
        } else {
          const values = {
            code: item.code,
            name: item.name,
            email: item.email ?? null,
            mobile_phone: item.mobile_phone ?? null,
          };
          customerId = (await insertCustomer(trx, key, values)).id;
        }
        for (const address of item.shipping_addresses ?? []) {
          if (known.has(`${customerId}\u0001${addressKey(address)}`)) continue;
          await addShippingAddress(trx, key, customerId, address);
          known.add(`${customerId}\u0001${addressKey(address)}`);
          changed = true;
        }
        if (!existing) counts.created += 1;
        else if (changed) counts.updated += 1;
        else counts.unchanged += 1;
      }
    }),
  );
  return counts;
}

function addShippingAddress(
  trx: Db,
  key: ApiKeyCaller,
  customerId: number,
  address: ShippingAddress,
) {
  return insertAddress(trx, key, customerId, { ...address, type: 'S' });
}
