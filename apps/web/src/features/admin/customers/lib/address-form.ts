import type { AddressType, AdminAddress } from '@portal/contract';

/** An address as typed: the region and country are codes picked from the lists. */
export interface AddressValues {
  type: AddressType;
  country_code: string;
  province_code: string;
  city: string;
  postal_code: string;
  address: string;
  address2: string;
  address3: string;
}
export type AddressField = keyof AddressValues;

export const addressValues = (address?: AdminAddress): AddressValues => ({
  type: address?.type ?? 'S',
  country_code: address?.country_code ?? '',
  province_code: address?.province_code ?? '',
  city: address?.city ?? '',
  postal_code: address?.postal_code ?? '',
  address: address?.address ?? '',
  address2: address?.address2 ?? '',
  address3: address?.address3 ?? '',
});

/** A new country clears the region, as the registration form does. */
export function editAddress(
  values: AddressValues,
  field: AddressField,
  value: string,
): AddressValues {
  if (field === 'country_code') return { ...values, country_code: value, province_code: '' };
  return { ...values, [field]: value };
}
