/**
 * Rules of a product's quantities, units and links that need no database: the admin form can
 * check them before sending, and the API checks them again on the merged record.
 * Each returns the message key of the first broken rule, or null.
 */

/** numeric(12,2): two decimals at most. */
export const MAX_PRICE = 9_999_999_999.99;
/** numeric(12,4): four decimals at most, and a unit always holds something. */
export const MAX_FACTOR = 99_999_999.9999;

const hasAtMostDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

export const isPrice = (value: number) =>
  Number.isFinite(value) && value >= 0 && value <= MAX_PRICE && hasAtMostDecimals(value, 2);

export const isConversionFactor = (value: number) =>
  Number.isFinite(value) && value > 0 && value <= MAX_FACTOR && hasAtMostDecimals(value, 4);

/** max_order_qty 0 means no limit; any other maximum may not be below the minimum. */
export function quantityLimitsProblem(
  min: number,
  max: number,
): 'admin.products.maxBelowMin' | null {
  return max > 0 && max < min ? 'admin.products.maxBelowMin' : null;
}

export interface UnitChoice {
  uom_id: number;
  is_default: boolean;
}

/** A product is sold in at least one unit, each unit once, and exactly one is the default. */
export function unitListProblem(
  units: readonly UnitChoice[],
):
  | 'admin.products.unitRequired'
  | 'admin.products.duplicateUnit'
  | 'admin.products.oneDefaultUnit'
  | null {
  if (units.length === 0) return 'admin.products.unitRequired';
  if (new Set(units.map((unit) => unit.uom_id)).size !== units.length) {
    return 'admin.products.duplicateUnit';
  }
  if (units.filter((unit) => unit.is_default).length !== 1) return 'admin.products.oneDefaultUnit';
  return null;
}

/** Related and complementary lists name each product once, and never the product itself. */
export function linkListProblem(
  productId: number | null,
  linkedIds: readonly number[],
): 'admin.products.linkSelf' | 'admin.products.duplicateId' | null {
  if (productId !== null && linkedIds.includes(productId)) return 'admin.products.linkSelf';
  if (new Set(linkedIds).size !== linkedIds.length) return 'admin.products.duplicateId';
  return null;
}
