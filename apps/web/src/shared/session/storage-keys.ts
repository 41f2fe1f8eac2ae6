/**
 * The local storage keys of the specification (section 3), the language cached for the next
 * visit (section 1, i18next's usual name so a returning reader's choice carries over) and the
 * product list's view, grid or list (issue 16, kept per browser like the theme), and the
 * account's approved companies from the login answer, which the user menu offers to switch to
 * (issue 16); nothing else is stored.
 */
export const storageKeys = {
  authToken: 'authToken',
  user: 'user',
  manufacturer: 'manufacturer',
  companies: 'companies',
  tenantName: 'tenantName',
  logoUrl: 'logoUrl',
  tenantCode: 'tenantCode',
  lastManufacturerCode: 'lastManufacturerCode',
  cartItems: 'cartItems',
  isDarkMode: 'isDarkMode',
  language: 'i18nextLng',
  productListView: 'productListView',
} as const;
