import { quantityLimitsProblem, type CsvProductRow } from '@portal/contract';
import type { LineProblem } from './csv-reader.ts';

/** A stored product as the import compares it (categories as sorted ids). */
export interface ExistingProduct {
  id: number;
  part_number: string;
  description: string;
  additional_info: string | null;
  description_es: string | null;
  description_fr: string | null;
  additional_info_es: string | null;
  additional_info_fr: string | null;
  selling_price: number;
  available: number;
  min_order_qty: number;
  max_order_qty: number;
  active: boolean;
  uom_code: string | null;
  category_ids: number[];
}

/** One product to write: created when `id` is null, else updated. */
export interface PlannedProduct {
  line: number;
  id: number | null;
  part_number: string;
  description: string;
  additional_info: string | null;
  description_es: string | null;
  description_fr: string | null;
  additional_info_es: string | null;
  additional_info_fr: string | null;
  selling_price: number;
  available: number;
  min_order_qty: number;
  max_order_qty: number;
  active: boolean;
  /** The default unit to set, or null to leave the product's units as they are. */
  uom_code: string | null;
  /** The categories to file it under, or null to leave them as they are. */
  category_ids: number[] | null;
}

export interface ImportPlan {
  writes: PlannedProduct[];
  created: number;
  updated: number;
  unchanged: number;
  problems: LineProblem[];
  /** Unit codes the file names that the tenant does not have yet: the import creates them. */
  newUomCodes: string[];
}

export interface ValidRow {
  line: number;
  row: CsvProductRow;
}

type CategoryIndex = Map<string, number[]>;

/** Category ids by lower-cased name: names are matched without regard to case. */
export function indexCategories(
  categories: readonly { id: number; name: string }[],
): CategoryIndex {
  const index: CategoryIndex = new Map();
  for (const { id, name } of categories) {
    const key = name.trim().toLowerCase();
    index.set(key, [...(index.get(key) ?? []), id]);
  }
  return index;
}

function resolveCategories(
  line: number,
  names: string[],
  index: CategoryIndex,
  problems: LineProblem[],
) {
  const ids = new Set<number>();
  for (const name of names) {
    const found = index.get(name.toLowerCase()) ?? [];
    if (found.length === 1) ids.add(found[0]!);
    else {
      const key = found.length === 0 ? 'admin.csv.unknownCategory' : 'admin.csv.ambiguousCategory';
      problems.push({ line, field: 'categories', key, params: { name } });
    }
  }
  return [...ids].sort((a, b) => a - b);
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

const SCALARS = [
  'description',
  'additional_info',
  'description_es',
  'description_fr',
  'additional_info_es',
  'additional_info_fr',
  'selling_price',
  'available',
  'min_order_qty',
  'max_order_qty',
  'active',
] as const;

/**
 * What an import of `rows` does to the catalogue, decided before anything is written. Rows are
 * matched to products by part number. An absent column keeps an existing product's value; a new
 * product needs a description, a price and a unit. Every problem is reported with its line.
 */
export function planImport(
  rows: readonly ValidRow[],
  existing: ReadonlyMap<string, ExistingProduct>,
  categories: CategoryIndex,
  uomCodes: ReadonlySet<string>,
): ImportPlan {
  const plan: ImportPlan = {
    writes: [],
    created: 0,
    updated: 0,
    unchanged: 0,
    problems: [],
    newUomCodes: [],
  };
  const firstLine = new Map<string, number>();
  const newUoms = new Set<string>();
  for (const { line, row } of rows) {
    const problemsBefore = plan.problems.length;
    const seenAt = firstLine.get(row.part_number);
    if (seenAt !== undefined) {
      plan.problems.push({
        line,
        field: 'part_number',
        key: 'admin.csv.duplicatePartNumber',
        params: { line: seenAt },
      });
      continue;
    }
    firstLine.set(row.part_number, line);
    const stored = existing.get(row.part_number);
    if (!stored) {
      for (const field of ['description', 'selling_price', 'uom_code'] as const) {
        if (row[field] === undefined)
          plan.problems.push({ line, field, key: 'admin.csv.requiredForNew' });
      }
    }
    const categoryIds =
      row.categories === undefined
        ? null
        : resolveCategories(line, row.categories, categories, plan.problems);
    // An absent column keeps the stored text; an empty cell clears it.
    const clearable = (
      field:
        | 'additional_info'
        | 'description_es'
        | 'description_fr'
        | 'additional_info_es'
        | 'additional_info_fr',
    ) => (row[field] === undefined ? (stored?.[field] ?? null) : row[field]);
    const values = {
      description: row.description ?? stored?.description ?? '',
      additional_info: clearable('additional_info'),
      description_es: clearable('description_es'),
      description_fr: clearable('description_fr'),
      additional_info_es: clearable('additional_info_es'),
      additional_info_fr: clearable('additional_info_fr'),
      selling_price: row.selling_price ?? stored?.selling_price ?? 0,
      available: row.available ?? stored?.available ?? 0,
      min_order_qty: row.min_order_qty ?? stored?.min_order_qty ?? 1,
      max_order_qty: row.max_order_qty ?? stored?.max_order_qty ?? 0,
      active: row.active ?? stored?.active ?? true,
    };
    const limits = quantityLimitsProblem(values.min_order_qty, values.max_order_qty);
    if (limits) plan.problems.push({ line, field: 'max_order_qty', key: limits });
    if (plan.problems.length > problemsBefore) continue;

    const uomCode =
      row.uom_code !== undefined && row.uom_code !== stored?.uom_code ? row.uom_code : null;
    if (uomCode !== null && !uomCodes.has(uomCode)) newUoms.add(uomCode);
    const newCategories =
      categoryIds !== null && !sameIds(categoryIds, stored?.category_ids ?? [])
        ? categoryIds
        : null;
    const changed =
      !stored ||
      uomCode !== null ||
      newCategories !== null ||
      SCALARS.some((field) => values[field] !== stored[field]);
    if (!changed) {
      plan.unchanged += 1;
      continue;
    }
    if (stored) plan.updated += 1;
    else plan.created += 1;
    plan.writes.push({
      line,
      id: stored?.id ?? null,
      part_number: row.part_number,
      ...values,
      uom_code: uomCode,
      category_ids: newCategories,
    });
  }
  plan.newUomCodes = [...newUoms].sort();
  return plan;
}
