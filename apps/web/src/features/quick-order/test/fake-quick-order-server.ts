import type {
  CheckedLine,
  LineProblem,
  Product,
  ProductList,
  QuickOrderCheckRequest,
} from '@portal/contract';
import { checkOrderQuantity, quantityFix } from '@portal/contract/rules/order-quantity';
import { fakeServer, json } from '@/test/render.tsx';

/**
 * The check answer by the contract's rules, as the API's line checker gives it, for a catalogue
 * given by the test: unknown part numbers, a unit not sold, the cart's quantity rule with its
 * fix (quantityFix), out of stock flagged. The screens only show it.
 */
export function checkLine(
  catalogue: readonly Product[],
  line: QuickOrderCheckRequest['lines'][number],
  sellByMinimum = false,
): CheckedLine {
  const product =
    catalogue.find(
      (candidate) => candidate.part_number.toUpperCase() === line.part_number.trim().toUpperCase(),
    ) ?? null;
  const base = { part_number: line.part_number.trim(), quantity: line.quantity };
  if (!product) {
    return {
      ...base,
      product: null,
      out_of_stock: false,
      problems: [
        {
          key: 'quickOrder.unknownPartNumber',
          params: { partNumber: base.part_number },
          message: `Part number '${base.part_number}' is not in the catalogue.`,
          fix: null,
        },
      ],
    };
  }
  const problems: LineProblem[] = [];
  if (line.uom_code && line.uom_code.toUpperCase() !== product.uom_code.toUpperCase()) {
    problems.push({
      key: 'quickOrder.unitNotSold',
      params: { unit: product.uom_code, uom: line.uom_code },
      message: `This product is sold by the ${product.uom_code}, not by the ${line.uom_code}.`,
      fix: null,
    });
  }
  const limits = {
    minOrderQty: product.min_order_qty,
    maxOrderQty: product.max_order_qty,
    sellByMinimum,
  };
  const check = checkOrderQuantity(line.quantity, limits, product.description);
  if (!check.ok) {
    const fix = quantityFix(line.quantity, limits);
    problems.push({
      key: check.key,
      params: check.params,
      message: check.key,
      fix: fix === null ? null : { quantity: fix },
    });
  }
  return { ...base, product, problems, out_of_stock: product.available < line.quantity };
}

interface FakeOptions {
  catalogue: readonly Product[];
  sellByMinimum?: boolean;
  /** Answers the check with this status and body instead. */
  checkAnswer?: { status: number; body: unknown };
}

/** The quick-order screen's server: the catalogue's search and the one check call. */
export function fakeQuickOrderServer({ catalogue, sellByMinimum, checkAnswer }: FakeOptions) {
  return fakeServer(async (url, init) => {
    if (url.pathname === '/api/quick-order/ACME/check' && init.method === 'POST') {
      if (checkAnswer) return json(checkAnswer.status, checkAnswer.body);
      const body = JSON.parse(init.body as string) as QuickOrderCheckRequest;
      return json(200, {
        data: { lines: body.lines.map((line) => checkLine(catalogue, line, sellByMinimum)) },
      });
    }
    if (url.pathname === '/api/products/ACME') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const perPage = Number(url.searchParams.get('per_page') ?? 12);
      const found = catalogue.filter(
        (product) =>
          product.part_number.toLowerCase().includes(search) ||
          product.description.toLowerCase().includes(search),
      );
      const data = found.slice(0, perPage);
      const page: ProductList = {
        data,
        meta: {
          current_page: 1,
          last_page: 1,
          per_page: perPage,
          from: data.length > 0 ? 1 : null,
          to: data.length > 0 ? data.length : null,
          total: found.length,
        },
      };
      return json(200, page);
    }
    return json(404, { message: 'Not found.' });
  });
}
