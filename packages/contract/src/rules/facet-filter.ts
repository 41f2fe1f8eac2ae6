/**
 * The attribute filters a buyer chose (issue 32 point 3, decision 044), as one URL parameter:
 * `filter=12:3,5;14:yes;15:6.5,8` reads "attribute 12 is option 3 or 5, attribute 14 is yes,
 * attribute 15 is 6.5 or 8". A number attribute may also hold a range, `15:6..10` (from 6 to 10,
 * both included), `15:6..` or `15:..10` (one side open): `..` rather than `-`, which numbers
 * below zero spell. Values of one attribute are alternatives (or), attributes all apply (and). The server and the web app read and write it with these two functions, so a link a buyer
 * shares reads back as the same choice, and one choice has one spelling (a cache key).
 */

/** The values of one attribute: option ids, `yes`/`no`, numbers or ranges, as the URL spells them. */
export interface FacetSelection {
  attributeId: number;
  values: string[];
}

/** Longest `filter` parameter read; a longer one is refused (422), not cut. */
export const MAX_FACET_FILTER_LENGTH = 500;
/** Attributes one filter may name, and values per attribute. */
export const MAX_FACET_ATTRIBUTES = 20;
export const MAX_FACET_VALUES = 30;

const ATTRIBUTE_ID = /^[1-9]\d{0,9}$/;
/** A number of the attributes' numeric(14,4). */
const NUMBER = '-?\\d{1,10}(?:\\.\\d{1,4})?';
/** An option id, yes/no, a number, or a range of numbers with at least one side. */
const VALUE = new RegExp(`^(?:yes|no|${NUMBER}|(${NUMBER})?\\.\\.(${NUMBER})?)$`);
const RANGE = new RegExp(`^(${NUMBER})?\\.\\.(${NUMBER})?$`);

/** A range's bounds (a side left open is absent); null when the value is not a range. */
export function numberRangeOf(value: string): { min?: number; max?: number } | null {
  const match = RANGE.exec(value);
  if (!match) return null;
  const [, min, max] = match;
  return {
    ...(min === undefined ? {} : { min: Number(min) }),
    ...(max === undefined ? {} : { max: Number(max) }),
  };
}

/** A range's value, or null when both sides are open (no range). */
export function numberRange(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  return `${min === null ? '' : String(min)}..${max === null ? '' : String(max)}`;
}

/** A value's one spelling: 6.50 and 6.5 are one number, 6.50..10 and 6.5..10 one range. */
function canonicalValue(value: string): string {
  if (value === 'yes' || value === 'no') return value;
  const range = numberRangeOf(value);
  return range ? numberRange(range.min ?? null, range.max ?? null)! : String(Number(value));
}

/**
 * The selections of a `filter` parameter, by attribute id, each value once, in one order; null
 * when it is not one (the server answers 422). An empty parameter selects nothing.
 */
export function parseFacetFilter(text: string): FacetSelection[] | null {
  if (text.length > MAX_FACET_FILTER_LENGTH) return null;
  if (text.trim() === '') return [];
  const byAttribute = new Map<number, Set<string>>();
  for (const part of text.split(';')) {
    const [id, list, ...rest] = part.split(':');
    if (id === undefined || list === undefined || rest.length > 0 || !ATTRIBUTE_ID.test(id)) {
      return null;
    }
    const attributeId = Number(id);
    if (attributeId > 2_147_483_647) return null;
    const values = byAttribute.get(attributeId) ?? new Set<string>();
    for (const value of list.split(',')) {
      if (!VALUE.test(value) || value === '..') return null;
      values.add(canonicalValue(value));
    }
    if (values.size > MAX_FACET_VALUES) return null;
    byAttribute.set(attributeId, values);
  }
  if (byAttribute.size > MAX_FACET_ATTRIBUTES) return null;
  return writeOrder(
    [...byAttribute].map(([attributeId, values]) => ({ attributeId, values: [...values] })),
  );
}

/** Attributes by id, values in text order: the one spelling of a choice. */
function writeOrder(selections: FacetSelection[]): FacetSelection[] {
  return selections
    .filter((selection) => selection.values.length > 0)
    .map((selection) => ({
      attributeId: selection.attributeId,
      values: [...new Set(selection.values.map(canonicalValue))].sort(),
    }))
    .sort((a, b) => a.attributeId - b.attributeId);
}

/** The parameter of some selections ('' for none): the inverse of parseFacetFilter. */
export function writeFacetFilter(selections: readonly FacetSelection[]): string {
  return writeOrder([...selections])
    .map((selection) => `${selection.attributeId}:${selection.values.join(',')}`)
    .join(';');
}

/** The selections with one value of one attribute chosen or no longer chosen. */
export function toggleFacetValue(
  selections: readonly FacetSelection[],
  attributeId: number,
  value: string,
): FacetSelection[] {
  const current = selections.find((selection) => selection.attributeId === attributeId);
  const others = selections.filter((selection) => selection.attributeId !== attributeId);
  const values = current?.values ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return writeOrder([...others, { attributeId, values: next }]);
}

/**
 * The selections with a number attribute's range set (or, with both sides open, none): it takes
 * the place of any range chosen before; the numbers ticked stay.
 */
export function setFacetRange(
  selections: readonly FacetSelection[],
  attributeId: number,
  min: number | null,
  max: number | null,
): FacetSelection[] {
  const current = selections.find((selection) => selection.attributeId === attributeId);
  const others = selections.filter((selection) => selection.attributeId !== attributeId);
  const numbers = (current?.values ?? []).filter((value) => numberRangeOf(value) === null);
  const range = numberRange(min, max);
  return writeOrder([
    ...others,
    { attributeId, values: range === null ? numbers : [...numbers, range] },
  ]);
}
