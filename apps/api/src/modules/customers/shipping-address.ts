import type { ShippingAddress } from '@portal/contract';

export interface AddressRow {
  id: number;
  type: string;
  address: string;
  address2: string | null;
  address3: string | null;
  city: string;
  province_code: string | null;
  country_code: string | null;
  postal_code: string;
}

/**
 * An address as the contract's shipping address. The contract has one `address` line, so the
 * second and third lines (suite, building) join it rather than vanish at checkout.
 */
export function toShippingAddress(row: AddressRow): ShippingAddress {
  const lines = [row.address, row.address2, row.address3].map((line) => line?.trim() ?? '');
  return {
    id: row.id,
    type: row.type,
    address: lines.filter(Boolean).join(', '),
    city: row.city,
    province: row.province_code ? { code: row.province_code } : null,
    country: row.country_code ? { code: row.country_code } : null,
    postal_code: row.postal_code,
  };
}

/** Whether an `email` filter names the member's own address (emails compare case-insensitively). */
export function isOwnEmail(filter: string | undefined, memberEmail: string): boolean {
  const wanted = filter?.trim() ?? '';
  return wanted === '' || wanted.toLowerCase() === memberEmail.trim().toLowerCase();
}
