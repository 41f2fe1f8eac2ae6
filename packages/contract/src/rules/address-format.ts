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

/**
 * The contract has one `address` line: a stored second and third line (suite, building) join it
 * rather than vanish at checkout or from an order's snapshot.
 */
export function joinAddressLines(lines: {
  address: string;
  address2?: string | null;
  address3?: string | null;
}): string {
  return [lines.address, lines.address2, lines.address3]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
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
