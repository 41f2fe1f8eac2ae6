/** The local storage keys of the specification (section 3); nothing else is stored. */
export const storageKeys = {
  authToken: 'authToken',
  user: 'user',
  manufacturer: 'manufacturer',
  tenantName: 'tenantName',
  logoUrl: 'logoUrl',
  tenantCode: 'tenantCode',
  lastManufacturerCode: 'lastManufacturerCode',
  cartItems: 'cartItems',
  isDarkMode: 'isDarkMode',
} as const;
