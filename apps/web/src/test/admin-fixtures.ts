import type { PageMeta } from '@portal/contract';
import { sessionStore } from '@/shared/session/session-store.ts';

/** Signs ACME's administrator in, as the login screen would. */
export function signInAdmin() {
  sessionStore.signIn({
    token: 'admin-token',
    tenants: [{ code: 'ACME', name: 'Acme', logo: null }],
    user: {
      name: 'Ada Admin',
      email: 'admin@acme.example',
      rep_code: null,
      role: 'admin',
      company_role: null,
      sees_all_orders: true,
    },
  });
}

/** A console list page as the API answers it (20 rows a page). */
export function pageOf<T>(data: T[], { page = 1, total = data.length } = {}) {
  const meta: PageMeta = {
    current_page: page,
    per_page: 20,
    from: data.length ? (page - 1) * 20 + 1 : null,
    to: data.length ? (page - 1) * 20 + data.length : null,
    total,
    last_page: Math.ceil(total / 20),
  };
  return { data, meta };
}

/** The JSON body a faked call was sent with. */
export const sentBody = (init: RequestInit): unknown => JSON.parse(init.body as string);
