import { describe, expect, it } from 'vitest';
import { planUnits } from './product-units.ts';

const existing = [
  { id: 10, uom_id: 1, cf: 1, active: true },
  { id: 11, uom_id: 2, cf: 12, active: true },
  { id: 12, uom_id: 3, cf: 144, active: false },
];

describe('planUnits', () => {
  it('leaves unchanged units alone, keeping their ids', () => {
    expect(
      planUnits(existing, [
        { uom_id: 1, cf: 1, is_default: true },
        { uom_id: 2, cf: 12, is_default: false },
      ]),
    ).toEqual({ insert: [], update: [], deactivate: [], defaultUomId: 1 });
  });

  it('updates a changed factor in place and deactivates a removed unit', () => {
    expect(planUnits(existing, [{ uom_id: 2, cf: 10, is_default: true }])).toEqual({
      insert: [],
      update: [{ id: 11, cf: 10, active: true }],
      deactivate: [10],
      defaultUomId: 2,
    });
  });

  it('reactivates a unit sent again and inserts a new one', () => {
    expect(
      planUnits(existing, [
        { uom_id: 1, cf: 1, is_default: false },
        { uom_id: 2, cf: 12, is_default: false },
        { uom_id: 3, cf: 144, is_default: false },
        { uom_id: 4, cf: 0.5, is_default: true },
      ]),
    ).toEqual({
      insert: [{ uom_id: 4, cf: 0.5 }],
      update: [{ id: 12, cf: 144, active: true }],
      deactivate: [],
      defaultUomId: 4,
    });
  });

  it('inserts every unit of a new product', () => {
    expect(planUnits([], [{ uom_id: 5, cf: 1, is_default: true }])).toEqual({
      insert: [{ uom_id: 5, cf: 1 }],
      update: [],
      deactivate: [],
      defaultUomId: 5,
    });
  });
});
