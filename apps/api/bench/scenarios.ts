import {
  apiPaths,
  type CustomerResponse,
  type LoginResponse,
  type ProductList,
  type CategoryList,
} from '@portal/contract';
import type { Options, Request } from 'autocannon';

export interface Scenario {
  name: string;
  /** Path of the request, when every request is the same. */
  path?: string;
  options: Partial<Options>;
}

async function getJson<T>(
  base: string,
  path: string,
  token?: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(base + path, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs the bench buyer in and builds the five measured requests from real ids. */
export async function buildScenarios(
  base: string,
  code: string,
  credentials: { email: string; password: string },
): Promise<Scenario[]> {
  const login = await getJson<LoginResponse>(base, apiPaths.login(), undefined, {
    method: 'POST',
    body: JSON.stringify({ ...credentials, manufacturerCode: code }),
  });
  const token = login.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const customers = await getJson<CustomerResponse>(base, apiPaths.customers(code), token);
  const customer = customers.data[0];
  const address = customer?.shipping_addresses[0];
  if (!customer || !address) throw new Error('the bench buyer has no customer or address');
  const categories = await getJson<CategoryList>(
    base,
    `${apiPaths.categories(code)}?page=1`,
    token,
  );
  const secondLevel = categories.data.find((c) => c.parent_id !== null);
  if (!secondLevel) throw new Error('the bench tenant has no category tree');
  const firstPage = await getJson<ProductList>(
    base,
    `${apiPaths.products(code)}?per_page=100`,
    token,
  );
  const sellable = firstPage.data.filter(
    (p) => p.min_order_qty === 1 && p.default_puom_id !== null,
  );
  const lines = sellable.slice(0, 5).map((p) => ({ puom_id: p.default_puom_id, sale_qty: 2 }));
  if (lines.length < 5) throw new Error('not enough sellable products for the order scenario');
  // Buyers browse the first pages and narrow with search or categories; deep offsets are measured
  // on their own row so that neither number hides the other.
  const lastListPage = Math.ceil(firstPage.meta.total / 12);
  const rotatePages = (count: number) => {
    let page = 0;
    return (request: Request) => ({
      ...request,
      path: `${apiPaths.products(code)}?page=${(page++ % Math.min(count, lastListPage)) + 1}&per_page=12`,
    });
  };

  let detail = 0;
  return [
    {
      name: 'Product list (12 per page, pages 1-50 in turn)',
      options: { headers, requests: [{ setupRequest: rotatePages(50) }] },
    },
    {
      name: 'Product list, deep pages (1-1000 in turn)',
      options: { headers, requests: [{ setupRequest: rotatePages(1000) }] },
    },
    {
      name: 'Search "steel bolt"',
      path: `${apiPaths.products(code)}?search=steel%20bolt`,
      options: { headers },
    },
    {
      name: `Category filter (level-2 category ${secondLevel.id} and descendants)`,
      path: `${apiPaths.products(code)}?categoryId=${secondLevel.id}`,
      options: { headers },
    },
    {
      name: 'Product details (rotating products)',
      options: {
        headers,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: apiPaths.productDetails(
                code,
                firstPage.data[detail++ % firstPage.data.length]!.id,
              ),
            }),
          },
        ],
      },
    },
    {
      name: 'Order creation (5 lines)',
      path: apiPaths.orders(code),
      options: {
        headers,
        method: 'POST',
        body: JSON.stringify({
          header: {
            customer_id: customer.id,
            sale_date: new Date().toISOString().slice(0, 10),
            shipping_address_id: address.id,
            purchase_order: 'BENCH',
          },
          items: lines,
        }),
      },
    },
  ];
}
