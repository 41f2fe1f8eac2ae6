/** Paths of the admin API (registrations, members, customers, password resets, orders, audit). */
const seg = (value: string | number) => encodeURIComponent(String(value));
const base = (tenant: string) => `/api/admin/${seg(tenant)}`;

export const adminPaths = {
  registrations: (t: string) => `${base(t)}/registrations`,
  approveRegistration: (t: string, userId: number) =>
    `${base(t)}/registrations/${seg(userId)}/approve`,
  rejectRegistration: (t: string, userId: number) =>
    `${base(t)}/registrations/${seg(userId)}/reject`,
  members: (t: string) => `${base(t)}/members`,
  member: (t: string, userId: number) => `${base(t)}/members/${seg(userId)}`,
  customers: (t: string) => `${base(t)}/customers`,
  customer: (t: string, id: number) => `${base(t)}/customers/${seg(id)}`,
  addresses: (t: string, customerId: number) => `${base(t)}/customers/${seg(customerId)}/addresses`,
  address: (t: string, customerId: number, addressId: number) =>
    `${base(t)}/customers/${seg(customerId)}/addresses/${seg(addressId)}`,
  passwordResets: (t: string) => `${base(t)}/password-resets`,
  issueResetLink: (t: string, id: number) => `${base(t)}/password-resets/${seg(id)}/issue-link`,
  dismissReset: (t: string, id: number) => `${base(t)}/password-resets/${seg(id)}/dismiss`,
  orders: (t: string) => `${base(t)}/orders`,
  order: (t: string, id: number) => `${base(t)}/orders/${seg(id)}`,
  orderStatus: (t: string, id: number) => `${base(t)}/orders/${seg(id)}/status`,
  /** GET: the order as a PDF, in the Accept-Language's language. */
  orderPdf: (t: string, id: number) => `${base(t)}/orders/${seg(id)}/pdf`,
  audit: (t: string) => `${base(t)}/audit`,
  /** Public: the buyer's side of a reset link. */
  resetLink: (token: string) => `/api/auth/reset-password/${seg(token)}`,
  resetPassword: () => '/api/auth/reset-password',
} as const;
