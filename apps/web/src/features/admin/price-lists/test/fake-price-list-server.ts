import type { AdminPriceEntry, AdminPriceList, PriceListCustomer } from '@portal/contract';
import { pageOf, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json } from '@/test/render.tsx';

type Write = (url: URL, init: RequestInit) => Response | undefined;

interface Fixture {
  list: AdminPriceList;
  entries?: AdminPriceEntry[];
  customers?: PriceListCustomer[];
  /** The company's customers, as the customer picker searches them. */
  allCustomers?: PriceListCustomer[];
  /** Answers a write (a PUT, PATCH, POST or DELETE); undefined falls through to a 404. */
  write?: Write;
  /** Answers a read first (an import job, the CSV); undefined falls through to the list's. */
  read?: Write;
}

/** ACME's administrator, and the API of one price list (id `list.id`) at the network edge. */
export function servePriceList({
  list,
  entries = [],
  customers = [],
  allCustomers = [],
  write,
  read,
}: Fixture) {
  signInAdmin();
  const base = `/api/admin/ACME/price-lists/${list.id}`;
  return fakeServer((url, init) => {
    if (init.method && init.method !== 'GET') {
      return write?.(url, init) ?? json(404, { message: 'Not found.' });
    }
    const answer = read?.(url, init);
    if (answer) return answer;
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const page = Number(url.searchParams.get('page') ?? 1);
    if (url.pathname === base) return json(200, { data: list });
    if (url.pathname === `${base}/entries`) {
      const rows = entries.filter((entry) => entry.part_number.toLowerCase().includes(search));
      return json(200, pageOf(rows, { page, total: rows.length > 0 ? 41 : 0 }));
    }
    if (url.pathname === `${base}/customers`) {
      return json(200, pageOf(customers, { page, total: customers.length > 0 ? 25 : 0 }));
    }
    if (url.pathname === '/api/admin/ACME/customers') {
      const rows = allCustomers
        .filter((customer) => customer.name.toLowerCase().includes(search))
        .map((customer) => ({
          ...customer,
          email: null,
          mobile_phone: null,
          created_at: '2026-03-02T12:00:00.000Z',
        }));
      return json(200, pageOf(rows));
    }
    return json(404, { message: 'Price list not found.' });
  });
}

export const writesOf = (calls: ReturnType<typeof servePriceList>) =>
  calls.filter((call) => call.init.method && call.init.method !== 'GET');
