import { sql, type RawBuilder } from 'kysely';
import type { AttributeKind, FacetSelection, ProductSort } from '@portal/contract';
import { numberRangeOf, writeFacetFilter } from '@portal/contract';
import { buyerUnitPrice } from '../../readers/product-reader.ts';

/**
 * What narrows a list besides its words and category (issue 32 point 3, decision 044): attribute
 * values, stock, the buyer's price, and the order it is read in.
 */
export interface Narrowing {
  /** The choices of the tenant's own filter attributes; any other was left out (resolveChoices). */
  attributes: AttributeChoice[];
  inStock: boolean;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** The buyer's list in force, whose prices the price bounds and order read; null: own prices. */
  priceListId: number | null;
  sort: ProductSort;
}

/** One attribute's chosen values, each of its kind: option ids, `yes`/`no`, numbers. */
export interface AttributeChoice {
  attributeId: number;
  kind: AttributeKind;
  values: string[];
}

/** What the choices are checked against: the tenant's filter attributes and their options. */
export interface ChoosableAttribute {
  id: number;
  kind: AttributeKind;
  options: readonly { id: number }[];
}

/**
 * The choices that name a filter attribute of the tenant and a value it can hold; the rest (an
 * unknown or another tenant's attribute, an option of another attribute, `yes` of a number) are
 * left out, so a stale or edited link still answers, as if that value had not been chosen.
 */
export function resolveChoices(
  selections: readonly FacetSelection[],
  attributes: readonly ChoosableAttribute[],
): AttributeChoice[] {
  const byId = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  const choices: AttributeChoice[] = [];
  for (const selection of selections) {
    const attribute = byId.get(selection.attributeId);
    if (!attribute) continue;
    const options = new Set(attribute.options.map((option) => String(option.id)));
    const values = selection.values.filter((value) =>
      attribute.kind === 'options'
        ? options.has(value)
        : attribute.kind === 'yes_no'
          ? value === 'yes' || value === 'no'
          : value !== 'yes' && value !== 'no',
    );
    if (values.length > 0)
      choices.push({ attributeId: attribute.id, kind: attribute.kind, values });
  }
  return choices;
}

/** Whether a list is narrowed or ordered otherwise than by relevance (or part number). */
export function isNarrowed(narrowing: Narrowing | undefined): narrowing is Narrowing {
  return (
    narrowing !== undefined &&
    (narrowing.attributes.length > 0 ||
      narrowing.inStock ||
      narrowing.priceMin !== undefined ||
      narrowing.priceMax !== undefined ||
      narrowing.sort !== 'relevance')
  );
}

/** Whether the buyer's prices decide what a list holds or its order. */
export function readsPrices(narrowing: Narrowing): boolean {
  return (
    narrowing.priceMin !== undefined ||
    narrowing.priceMax !== undefined ||
    narrowing.sort === 'price_asc' ||
    narrowing.sort === 'price_desc'
  );
}

/** The narrowing in one spelling, for the keys of kept lists and answers. */
export function narrowingKey(narrowing: Narrowing): string {
  const filter = writeFacetFilter(narrowing.attributes);
  const prices = readsPrices(narrowing)
    ? `${narrowing.priceListId ?? ''}:${narrowing.priceMin ?? ''}:${narrowing.priceMax ?? ''}`
    : '';
  return `${filter}|${narrowing.inStock ? 'stock' : ''}|${prices}|${narrowing.sort}`;
}

/**
 * Whether product `p` (or the row `column` names) has one of a choice's values: one probe of the
 * values' key (tenant, product, attribute).
 */
export function attributeMatch(
  tenantId: number,
  choice: AttributeChoice,
  productId: RawBuilder<number> = sql<number>`p.id`,
): RawBuilder<boolean> {
  const holds =
    choice.kind === 'options'
      ? sql`v.option_ids && ${sql.val(choice.values.map(Number))}::int[]`
      : choice.kind === 'yes_no'
        ? sql`v.flag = any(${sql.val(choice.values.map((value) => value === 'yes'))}::boolean[])`
        : numberHolds(choice.values);
  return sql<boolean>`exists (
    select 1 from product_attribute_values v
    where v.tenant_id = ${tenantId} and v.product_id = ${productId}
      and v.attribute_id = ${choice.attributeId} and ${holds})`;
}

/** Whether value `v` is one of the numbers or within one of the ranges (both ends included). */
function numberHolds(values: readonly string[]): RawBuilder<boolean> {
  const numbers = values.filter((value) => numberRangeOf(value) === null);
  const ranges = values.flatMap((value) => {
    const range = numberRangeOf(value);
    if (!range) return [];
    const bounds = [
      range.min === undefined ? null : sql`v.number_value >= ${range.min}`,
      range.max === undefined ? null : sql`v.number_value <= ${range.max}`,
    ].filter((bound) => bound !== null);
    return [sql`(${sql.join(bounds, sql` and `)})`];
  });
  const alternatives = [
    ...(numbers.length > 0 ? [sql`v.number_value = any(${sql.val(numbers)}::numeric[])`] : []),
    ...ranges,
  ];
  return sql<boolean>`(${sql.join(alternatives, sql` or `)})`;
}

/** Whether a price (of the buyer's, buyerUnitPrice) is within the bounds; true without any. */
export function priceWithin(narrowing: Narrowing, price: RawBuilder<unknown>): RawBuilder<boolean> {
  const { priceMin, priceMax } = narrowing;
  const bounds = [
    priceMin === undefined ? null : sql`${price} >= ${priceMin}`,
    priceMax === undefined ? null : sql`${price} <= ${priceMax}`,
  ].filter((bound) => bound !== null);
  return bounds.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(bounds, sql` and `)})`;
}

/** Every condition of a narrowing on product `p`, joined by `and` (true for none). */
export function narrowingConditions(tenantId: number, narrowing: Narrowing): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = narrowing.attributes.map((choice) =>
    attributeMatch(tenantId, choice),
  );
  if (narrowing.inStock) conditions.push(sql`p.available > 0`);
  if (narrowing.priceMin !== undefined || narrowing.priceMax !== undefined) {
    conditions.push(priceWithin(narrowing, buyerUnitPrice(narrowing.priceListId)));
  }
  return conditions.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}
