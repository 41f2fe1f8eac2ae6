import { joinAddressLines, type ShippingAddress } from '@portal/contract';

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

/** An address as the contract's shipping address (its lines joined into one). */
export function toShippingAddress(row: AddressRow): ShippingAddress {
  return {
    id: row.id,
    type: row.type,
    address: joinAddressLines(row),
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
