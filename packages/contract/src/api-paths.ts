/** Paths of the HTTP API, shared so that the client and the server cannot drift apart. */
const code = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  health: () => '/api/health',
  register: () => '/api/register',
  login: () => '/api/login',
  logout: () => '/api/logout',
  switchCompany: () => '/api/session/switch',
  forgotPassword: () => '/api/auth/forgot-password',
  changePassword: (tenant: string) => `/api/user/${code(tenant)}/password`,
  resolveHost: () => '/api/public/resolve-host',
  publicSettings: (tenant: string) => `/api/public/settings/${code(tenant)}`,
  settings: (tenant: string) => `/api/settings/${code(tenant)}`,
  publicContent: (tenant: string, slug: string, language: string) =>
    `/api/public/content/${code(tenant)}/${code(slug)}/${code(language)}`,
  privateContent: (tenant: string, slug: string, language: string) =>
    `/api/content/${code(tenant)}/${code(slug)}/${code(language)}`,
  media: (tenant: string, mediaId: number) => `/api/media/${code(tenant)}/${mediaId}`,
  categories: (tenant: string) => `/api/categories/${code(tenant)}`,
  browseCategories: (tenant: string) => `/api/browse/${code(tenant)}/categories`,
  products: (tenant: string) => `/api/products/${code(tenant)}`,
  productDetails: (tenant: string, productId: number | string) =>
    `/api/products/${code(tenant)}/details/${code(String(productId))}`,
  browseProducts: (tenant: string) => `/api/browse/${code(tenant)}/products`,
  customers: (tenant: string) => `/api/customers/${code(tenant)}`,
  orders: (tenant: string) => `/api/orders/${code(tenant)}`,
  order: (tenant: string, orderId: number | string) =>
    `/api/orders/${code(tenant)}/${code(String(orderId))}`,
  logError: () => '/api/log/error',
} as const;
