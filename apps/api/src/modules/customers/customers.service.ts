import { displayPhoneNumber, shipToChoices, type CustomerResponse } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import type { Member } from '../../core/callers.ts';
import { buyerCustomer, shippingAddresses } from '../../readers/customer-reader.ts';
import { isOwnEmail, toShippingAddress } from './shipping-address.ts';

const NONE: CustomerResponse = { data: [] };

/**
 * The signed-in member's own customer and nothing else: the customer comes from the membership,
 * never from the request, and asking by another email answers an empty list.
 */
export async function ownCustomer(
  db: Db,
  member: Member,
  query: { email?: string | undefined },
): Promise<CustomerResponse> {
  const { customerId, tenantId } = member;
  if (customerId === null || !isOwnEmail(query.email, member.email)) return NONE;
  const [customer, addresses] = await Promise.all([
    buyerCustomer(db, tenantId, customerId),
    shippingAddresses(db, tenantId, customerId),
  ]);
  if (!customer) return NONE;
  return {
    data: [
      {
        id: customer.id,
        code: customer.code,
        name: customer.name,
        email: customer.email,
        // Stored as typed before issue 16 (bare digits): shown the way the specification asks.
        mobile_phone: customer.mobile_phone && displayPhoneNumber(customer.mobile_phone),
        // Only those the member may ship to: checkout offers nothing the order would refuse.
        shipping_addresses: shipToChoices(addresses, member.shipToAddressIds).map(
          toShippingAddress,
        ),
      },
    ],
  };
}
