/**
 * Every route of the app (specification section 2): `patterns` for the router, builders for links.
 * Company codes are shown upper-case.
 */
/** One path segment, encoded. */
export const enc = (value: string | number) => encodeURIComponent(String(value));
const withCode = (base: string, code?: string | null) =>
  code ? `${base}/${enc(code.toUpperCase())}` : base;

export const patterns = {
  root: '/',
  login: '/login',
  loginWithCode: '/login/:code',
  register: '/register',
  registerWithCode: '/register/:code',
  forgotPassword: '/forgot-password',
  forgotPasswordWithCode: '/forgot-password/:code',
  publicAboutUs: '/about-us/:code',
  browse: '/browse/:code',
  tenantRoot: '/:code',
  dashboard: '/dashboard',
  products: '/products',
  product: '/products/:productId',
  profile: '/profile',
  cart: '/cart',
  checkout: '/checkout',
  orderSuccess: '/order-success',
  orders: '/orders',
  order: '/orders/:orderId',
  approvals: '/approvals',
  savedLists: '/lists',
  savedList: '/lists/:listId',
  quotes: '/quotes',
  quote: '/quotes/:quoteId',
  invoices: '/invoices',
  invoice: '/invoices/:invoiceId',
  quickOrder: '/quick-order',
  aboutUs: '/about-us',
  catalogs: '/catalogs',
  resetPassword: '/reset-password/:token',
  invitation: '/invitation/:code/:token',
  company: '/company',
  admin: '/admin',
  /** Every console path: the console's own route table answers below it. */
  consoleArea: '/admin/*',
} as const;

export const paths = {
  root: () => '/',
  login: (code?: string | null) => withCode('/login', code),
  register: (code?: string | null) => withCode('/register', code),
  forgotPassword: (code?: string | null) => withCode('/forgot-password', code),
  publicAboutUs: (code: string) => withCode('/about-us', code),
  browse: (code: string) => withCode('/browse', code),
  dashboard: () => '/dashboard',
  products: (search?: string) => (search ? `/products?${search}` : '/products'),
  product: (productId: number | string) => `/products/${enc(productId)}`,
  profile: () => '/profile',
  cart: () => '/cart',
  checkout: () => '/checkout',
  orderSuccess: () => '/order-success',
  orders: () => '/orders',
  order: (orderId: number | string) => `/orders/${enc(orderId)}`,
  approvals: () => '/approvals',
  savedLists: () => '/lists',
  savedList: (listId: number | string) => `/lists/${enc(listId)}`,
  quotes: () => '/quotes',
  quote: (quoteId: number | string) => `/quotes/${enc(quoteId)}`,
  invoices: () => '/invoices',
  invoice: (invoiceId: number | string) => `/invoices/${enc(invoiceId)}`,
  quickOrder: () => '/quick-order',
  aboutUs: () => '/about-us',
  catalogs: () => '/catalogs',
  resetPassword: (token: string) => `/reset-password/${enc(token)}`,
  invitation: (code: string, token: string) => `/invitation/${enc(code)}/${enc(token)}`,
  company: () => '/company',
  admin: () => '/admin',
};
