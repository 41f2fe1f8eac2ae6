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
  /** GET, PUT: the signed-in member's e-mail language and status e-mails (issue 13). */
  emailPreferences: (tenant: string) => `/api/user/${code(tenant)}/email-preferences`,
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
  /** POST: the order's lines checked again with today's products, rules and prices (issue 12). */
  reorder: (tenant: string, orderId: number | string) =>
    `/api/orders/${code(tenant)}/${code(String(orderId))}/reorder`,
  /** POST: quick-order lines checked by part number (issue 12). */
  quickOrderCheck: (tenant: string) => `/api/quick-order/${code(tenant)}/check`,
  /** GET: the customer's saved lists; POST: a new list. */
  savedLists: (tenant: string) => `/api/lists/${code(tenant)}`,
  /** GET: a list with its checked lines; PATCH: rename; DELETE. */
  savedList: (tenant: string, listId: number | string) =>
    `/api/lists/${code(tenant)}/${code(String(listId))}`,
  /** POST: add lines (merged by product). */
  savedListLines: (tenant: string, listId: number | string) =>
    `/api/lists/${code(tenant)}/${code(String(listId))}/lines`,
  /** PATCH: a line's quantity or comment; DELETE: the line. */
  savedListLine: (tenant: string, listId: number | string, lineId: number | string) =>
    `/api/lists/${code(tenant)}/${code(String(listId))}/lines/${code(String(lineId))}`,
  logError: () => '/api/log/error',
} as const;

/**
 * The buyer's documents, apart from apiPaths: a separate export is left out of the bundles that
 * do not use it, and the login screen's carries apiPaths whole (decision 004).
 */
export const documentPaths = {
  /** GET: the order as a PDF, in the Accept-Language's language (issue 27). */
  orderPdf: (tenant: string, orderId: number | string) =>
    `/api/orders/${code(tenant)}/${code(String(orderId))}/pdf`,
};
