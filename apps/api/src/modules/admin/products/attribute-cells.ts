import {
  attributeValueProblem,
  type AttributeValue,
  type MessageKey,
  type MessageParams,
} from '@portal/contract';
import type { Db } from '../../../db/schema.ts';
import { importedProducts } from '../../../readers/product-records.ts';
import {
  productAttributeValues,
  type AttributeRecord,
} from '../../../readers/product-attributes.ts';
import { attributeShapes, writeAttributeValues } from './product-attribute-values.ts';

/**
 * Attribute values given by the attribute's name, as the integration API's products upsert sends
 * them (and as the catalogue CSV's attribute columns will): an option by its text in any of the
 * three languages (or several), a number, yes/no; null (or an empty text) removes the value.
 * Names and options are matched without regard to case.
 */
export type AttributeCell = string | number | boolean | string[] | null;

export interface CellProblem {
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

const YES = ['1', 'true', 'yes', 'y'];
const NO = ['0', 'false', 'no', 'n'];

/** The values the cells set (null: removed), by attribute id, and the problems found. */
export function resolveAttributeCells(
  cells: Record<string, AttributeCell>,
  attributes: readonly AttributeRecord[],
): { values: Map<number, AttributeValue | null>; problems: CellProblem[] } {
  const byName = new Map(attributes.map((a) => [a.name.toLowerCase(), a]));
  const values = new Map<number, AttributeValue | null>();
  const problems: CellProblem[] = [];
  for (const [name, cell] of Object.entries(cells)) {
    const field = `attributes.${name}`;
    const attribute = byName.get(name.trim().toLowerCase());
    if (!attribute) {
      problems.push({ field, key: 'admin.attributes.unknownAttribute' });
      continue;
    }
    if (cell === null || cell === '') {
      values.set(attribute.id, null);
      continue;
    }
    const value = valueOf(attribute, cell);
    const problem =
      value === null
        ? 'admin.attributes.wrongKind'
        : attributeValueProblem(value, {
            id: attribute.id,
            kind: attribute.kind,
            option_ids: attribute.options.map((option) => option.id),
          });
    if (problem || value === null) problems.push({ field, key: problem as MessageKey });
    else values.set(attribute.id, value);
  }
  return { values, problems };
}

function valueOf(attribute: AttributeRecord, cell: Exclude<AttributeCell, null>) {
  const attribute_id = attribute.id;
  switch (attribute.kind) {
    case 'options': {
      if (typeof cell !== 'string' && !Array.isArray(cell)) return null;
      const texts = (Array.isArray(cell) ? cell : cell.split('|'))
        .map((text) => text.trim().toLowerCase())
        .filter((text) => text !== '');
      const ids = texts.map(
        (text) =>
          attribute.options.find((option) =>
            [option.value, option.value_es, option.value_fr].some((v) => v?.toLowerCase() === text),
          )?.id ?? 0,
      );
      return { attribute_id, option_ids: ids };
    }
    case 'number': {
      const n = typeof cell === 'number' ? cell : typeof cell === 'string' ? Number(cell) : NaN;
      if (typeof cell === 'string' && !/^-?\d+(\.\d+)?$/.test(cell.trim())) return null;
      // Out of range or too precise: the rule says so (invalidNumber).
      return Number.isNaN(n) ? null : { attribute_id, number: n };
    }
    case 'yes_no': {
      if (typeof cell === 'boolean') return { attribute_id, flag: cell };
      const word = typeof cell === 'string' ? cell.trim().toLowerCase() : '';
      if (YES.includes(word)) return { attribute_id, flag: true };
      if (NO.includes(word)) return { attribute_id, flag: false };
      return null;
    }
  }
}

/** A product's values with the resolved cells applied: named ones set or removed, others kept. */
export function withCells(
  current: readonly AttributeValue[],
  cells: Map<number, AttributeValue | null>,
): AttributeValue[] {
  const kept = current.filter((value) => !cells.has(value.attribute_id));
  const set = [...cells.values()].filter((value): value is AttributeValue => value !== null);
  return [...kept, ...set];
}

/** Resolved cells by part number. */
export type ResolvedCells = Map<string, Map<number, AttributeValue | null>>;

/** Gives each named product its values (the named attributes set, the others kept). */
export async function writeNamedAttributes(
  trx: Db,
  tenantId: number,
  cells: ResolvedCells,
): Promise<Set<string>> {
  const products = await importedProducts(trx, tenantId, [...cells.keys()]);
  const shapes = await attributeShapes(trx, tenantId);
  const current = await productAttributeValues(
    trx,
    tenantId,
    products.map((p) => p.id),
  );
  const changed = new Set<string>();
  for (const product of products) {
    const values = withCells(current.get(product.id) ?? [], cells.get(product.part_number)!);
    if (await writeAttributeValues(trx, tenantId, product.id, values, shapes)) {
      changed.add(product.part_number);
    }
  }
  return changed;
}
