import type { RegistrationDetails } from '@portal/contract';

export interface RegistrationAddress {
  type: 'S';
  address: string;
  address2: string | null;
  address3: string | null;
  city: string;
  province_code: string | null;
  country_code: string | null;
  postal_code: string;
}

const text = (value: string | undefined, max: number) => value?.trim().slice(0, max) ?? '';
const optional = (value: string | undefined, max: number) => text(value, max) || null;

/**
 * The shipping address a registration describes, in the columns of `addresses` (state becomes
 * the province code, country the country code, zip the postal code); none without both a
 * street line and a city, which an address cannot lack.
 */
export function shippingAddressFromRegistration(
  details: RegistrationDetails,
): RegistrationAddress | null {
  const address = text(details.address, 200);
  const city = text(details.city, 100);
  if (!address || !city) return null;
  return {
    type: 'S',
    address,
    address2: optional(details.address2, 200),
    address3: optional(details.address3, 200),
    city,
    province_code: optional(details.state, 100),
    country_code: optional(details.country, 2)?.toUpperCase() ?? null,
    postal_code: text(details.zip, 20),
  };
}
