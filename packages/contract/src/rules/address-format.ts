/**
 * How an address reads on one line (specification section 9): address, city, province code or
 * '-', country code or '-', postal code. Checkout shows it this way and an order keeps it so.
 */
export interface AddressParts {
  address: string;
  city: string;
  province_code?: string | null;
  country_code?: string | null;
  postal_code?: string | null;
}

export function formatAddress(parts: AddressParts): string {
  return [
    parts.address,
    parts.city,
    parts.province_code || '-',
    parts.country_code || '-',
    parts.postal_code ?? '',
  ].join(', ');
}
