import {
  putPriceEntryRequest,
  tierBelowMinimum,
  tierListProblem,
  type AdminPriceEntry,
  type MessageKey,
  type PutPriceEntryRequest,
} from '@portal/contract';
import { schemaErrors } from '@/shared/lib/schema-errors.ts';

/** One tier as typed; `key` only keeps React's rows apart while tiers are added and removed. */
export interface TierRow {
  key: number;
  min_qty: string;
  unit_price: string;
}

/** The product and unit a dialog prices, and its tiers. */
export interface EntryValues {
  part_number: string;
  uom_code: string;
  tiers: TierRow[];
}

let lastKey = 0;
export const tierRow = (minQty = '', unitPrice = ''): TierRow => ({
  key: ++lastKey,
  min_qty: minQty,
  unit_price: unitPrice,
});

/** An existing row's tiers, or a new product with one tier from 1 to fill in. */
export const entryValues = (entry: AdminPriceEntry | null): EntryValues =>
  entry
    ? {
        part_number: entry.part_number,
        uom_code: entry.uom_code,
        tiers: entry.tiers.map((tier) => tierRow(String(tier.min_qty), String(tier.unit_price))),
      }
    : { part_number: '', uom_code: '', tiers: [tierRow('1')] };

/** Text to number: empty is not a number (the rules then refuse it), '4,50' neither. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export const entryRequest = (values: EntryValues): PutPriceEntryRequest => ({
  part_number: values.part_number,
  uom_code: values.uom_code,
  tiers: values.tiers.map((tier) => ({
    min_qty: numberOf(tier.min_qty),
    unit_price: numberOf(tier.unit_price),
  })),
});

/** A refusal found in the browser: a server message key, with what it names ({{min}}). */
export interface EntryProblem {
  key: MessageKey;
  params?: Record<string, number>;
}

/**
 * The problems of a dialog's values by the API's field paths ('tiers.1.min_qty'), as its 422
 * would name them: the contract's schema, then every duplicate minimum (the schema names only the
 * first, and only once the rest is valid) and, when the product's minimum order quantity is
 * known, every tier below it.
 */
export function entryProblems(
  values: EntryValues,
  productMinimum: number | null,
): Record<string, EntryProblem> {
  const request = entryRequest(values);
  const problems: Record<string, EntryProblem> = {};
  for (const [path, key] of Object.entries(schemaErrors(putPriceEntryRequest, request))) {
    problems[path] = { key };
  }
  const typed = request.tiers.flatMap((tier, index) =>
    Number.isInteger(tier.min_qty) ? [{ min_qty: tier.min_qty, index }] : [],
  );
  // tierListProblem names the first repeat; without it, asking again names the next one.
  let rest = typed;
  for (;;) {
    const problem = tierListProblem(rest);
    const repeat = problem ? rest[problem.index] : undefined;
    if (!problem || !repeat) break;
    problems[`tiers.${repeat.index}.min_qty`] ??= { key: problem.key };
    rest = rest.filter((tier) => tier !== repeat);
  }
  for (const tier of typed) {
    if (
      productMinimum !== null &&
      tier.min_qty >= 1 &&
      tierBelowMinimum(tier.min_qty, productMinimum)
    ) {
      problems[`tiers.${tier.index}.min_qty`] ??= {
        key: 'admin.priceLists.tierBelowMinimum',
        params: { min: productMinimum },
      };
    }
  }
  return problems;
}
