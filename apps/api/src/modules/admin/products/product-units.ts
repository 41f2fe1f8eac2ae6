/**
 * How a product's unit rows change when an administrator sends its new list of units. Order
 * lines point at product_uom ids, so a unit is matched by its unit of measure and keeps its id:
 * a changed factor is an update, a removed unit is deactivated (never deleted), and a unit sent
 * again after its removal is the old row reactivated.
 */
export interface ExistingUnit {
  id: number;
  uom_id: number;
  cf: number;
  active: boolean;
}

export interface WantedUnit {
  uom_id: number;
  cf: number;
  is_default: boolean;
}

export interface UnitPlan {
  insert: { uom_id: number; cf: number }[];
  update: { id: number; cf: number; active: true }[];
  deactivate: number[];
  /** The unit of measure of the default unit: its row id is known only after the inserts. */
  defaultUomId: number;
}

export function planUnits(
  existing: readonly ExistingUnit[],
  wanted: readonly WantedUnit[],
): UnitPlan {
  const byUom = new Map(existing.map((unit) => [unit.uom_id, unit]));
  const wantedUoms = new Set(wanted.map((unit) => unit.uom_id));
  const plan: UnitPlan = { insert: [], update: [], deactivate: [], defaultUomId: 0 };
  for (const unit of wanted) {
    if (unit.is_default) plan.defaultUomId = unit.uom_id;
    const row = byUom.get(unit.uom_id);
    if (!row) plan.insert.push({ uom_id: unit.uom_id, cf: unit.cf });
    else if (!row.active || row.cf !== unit.cf) {
      plan.update.push({ id: row.id, cf: unit.cf, active: true });
    }
  }
  for (const row of existing) {
    if (row.active && !wantedUoms.has(row.uom_id)) plan.deactivate.push(row.id);
  }
  return plan;
}
