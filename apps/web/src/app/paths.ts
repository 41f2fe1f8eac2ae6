/**
 * Every route of the app (specification section 2): `patterns` for the router, builders for links.
 * Company codes are shown upper-case.
 */
const enc = (value: string | number) => encodeURIComponent(String(value));
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
  aboutUs: '/about-us',
  catalogs: '/catalogs',
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
  aboutUs: () => '/about-us',
  catalogs: () => '/catalogs',
};
