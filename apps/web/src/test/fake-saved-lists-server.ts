import {
  checkOrderQuantity,
  effectiveMaximum,
  effectiveMinimum,
  type LineProblem,
  type PrivateSettings,
  type Product,
  type SavedListDetail,
  type SavedListLine,
} from '@portal/contract';
import { settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json } from '@/test/render.tsx';

export interface FakeLine {
  id: number;
  /** Null: a product that is gone (the list keeps its part number and description). */
  product: Product | null;
  part_number?: string;
  description?: string;
  quantity: number;
  comment?: string | null;
  added_by?: string;
}

export interface FakeList {
  id: number;
  name: string;
  created_by?: string;
  updated_at?: string;
  lines?: FakeLine[];
}

interface Options {
  settings?: Partial<PrivateSettings>;
  /** Products the catalogue still sells, for lines added by id. */
  catalogue?: Product[];
  /** Answers a call first (a refusal to test); undefined falls through to the fake's own. */
  before?: (url: URL, init: RequestInit) => Response | undefined;
}

/**
 * A problem of a line as the server's checker words it (the cart's rules, with the fix it
 * offers), so that the screens are tested against the same rule the API applies.
 */
function problemsOf(line: FakeLine, sellByMinimum: boolean): LineProblem[] {
  const { product } = line;
  if (!product) {
    return [
      {
        key: 'quickOrder.productUnavailable',
        params: { partNumber: line.part_number ?? '' },
        message: `Product '${line.part_number}' is no longer available.`,
        fix: null,
      },
    ];
  }
  const limits = {
    minOrderQty: product.min_order_qty,
    maxOrderQty: product.max_order_qty,
    sellByMinimum,
  };
  const check = checkOrderQuantity(line.quantity, limits, product.description);
  if (check.ok) return [];
  const min = effectiveMinimum(product.min_order_qty);
  const max = effectiveMaximum(product.max_order_qty);
  const fix =
    check.key === 'orders.minQuantity'
      ? min
      : check.key === 'orders.maxQuantity'
        ? max
        : Math.ceil(line.quantity / min) * min;
  return [{ key: check.key, params: check.params, message: check.key, fix: { quantity: fix! } }];
}

/** ACME's buyer and the saved-lists API of the customer, kept in memory as the server would. */
export function serveSavedLists(lists: FakeList[], options: Options = {}) {
  signInBuyer();
  const settings = settingsOf(options.settings);
  const sellByMinimum = settings.b2b_sell_minimum === '1';
  const state = lists.map((list) => ({ ...list, lines: [...(list.lines ?? [])] }));
  let nextId = 900;

  const lineOf = (line: FakeLine): SavedListLine => ({
    id: line.id,
    product_id: line.product?.id ?? 0,
    part_number: line.product?.part_number ?? line.part_number ?? '',
    description: line.product?.description ?? line.description ?? '',
    quantity: line.quantity,
    comment: line.comment ?? null,
    added_by: line.added_by ?? 'Olivia Martin',
    product: line.product,
    problems: problemsOf(line, sellByMinimum),
    out_of_stock: line.product !== null && line.product.available < line.quantity,
  });
  const summaryOf = (list: (typeof state)[number]) => ({
    id: list.id,
    name: list.name,
    line_count: list.lines.length,
    created_by: list.created_by ?? 'Olivia Martin',
    updated_at: list.updated_at ?? '2026-11-20T15:05:00.000Z',
  });
  const detailOf = (list: (typeof state)[number]): SavedListDetail => ({
    ...summaryOf(list),
    lines: list.lines.map(lineOf),
  });
  const notFound = () => json(404, { message: 'Saved list not found.' });
  const productOf = (id: number) => options.catalogue?.find((product) => product.id === id);
  const addLines = (
    list: (typeof state)[number],
    lines: { product_id: number; quantity: number; comment?: string | null }[],
  ) => {
    for (const input of lines) {
      const product = productOf(input.product_id);
      if (!product) return false;
      const same = list.lines.find((line) => line.product?.id === product.id);
      if (same) same.quantity += input.quantity;
      else
        list.lines.push({
          id: nextId++,
          product,
          quantity: input.quantity,
          comment: input.comment ?? null,
        });
    }
    return true;
  };

  const calls = fakeServer((url, init) => {
    const answer = options.before?.(url, init);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as never) : undefined;
    if (url.pathname === '/api/settings/ACME') return json(200, settings);
    const parts = /^\/api\/lists\/ACME(?:\/(\d+))?(?:\/lines(?:\/(\d+))?)?$/.exec(url.pathname);
    if (!parts) return json(404, { message: 'Not found.' });
    const [, listId, lineId] = parts;
    const isLines = url.pathname.includes('/lines');
    if (!listId) {
      if (method === 'GET') return json(200, { data: state.map(summaryOf) });
      const { name, lines = [] } = body as unknown as {
        name: string;
        lines?: { product_id: number; quantity: number }[];
      };
      const list = { id: nextId++, name: name.trim(), lines: [] as FakeLine[] };
      if (!addLines(list, lines)) return json(422, { message: 'This product is not available.' });
      state.unshift(list);
      return json(201, { data: { id: list.id } });
    }
    const list = state.find((item) => item.id === Number(listId));
    if (!list) return notFound();
    if (!isLines) {
      if (method === 'GET') return json(200, { data: detailOf(list) });
      if (method === 'DELETE') {
        state.splice(state.indexOf(list), 1);
        return new Response(null, { status: 204 });
      }
      list.name = (body as unknown as { name: string }).name;
      return json(200, { data: summaryOf(list) });
    }
    if (!lineId) {
      const { lines } = body as unknown as { lines: { product_id: number; quantity: number }[] };
      if (!addLines(list, lines)) return json(422, { message: 'This product is not available.' });
      return json(200, { data: { line_count: list.lines.length } });
    }
    const line = list.lines.find((item) => item.id === Number(lineId));
    if (!line) return json(404, { message: 'This line is no longer in the list.' });
    if (method === 'DELETE') {
      list.lines.splice(list.lines.indexOf(line), 1);
      return new Response(null, { status: 204 });
    }
    Object.assign(line, body);
    return json(200, { data: lineOf(line) });
  });
  return { calls, state };
}

/** The calls that changed something, as method, path and body. */
export const writesOf = (calls: ReturnType<typeof serveSavedLists>['calls']) =>
  calls
    .filter((call) => call.init.method && call.init.method !== 'GET')
    .map((call) => ({
      method: call.init.method,
      path: call.url.pathname,
      body: typeof call.init.body === 'string' ? (JSON.parse(call.init.body) as unknown) : null,
    }));
