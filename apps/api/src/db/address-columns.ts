/** The text lines of an address: what a person reads, and what tells two addresses apart. */
export const ADDRESS_LINES = [
  'address',
  'address2',
  'address3',
  'city',
  'province_code',
  'country_code',
  'postal_code',
] as const;

/** The columns of an address every reader selects: all its lines, so none is lost on the way. */
export const ADDRESS_COLUMNS = ['id', 'type', ...ADDRESS_LINES] as const;
