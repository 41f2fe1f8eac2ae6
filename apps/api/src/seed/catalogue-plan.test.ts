import { describe, expect, it } from 'vitest';
import { planCatalogue } from './catalogue-plan.ts';
import { ACME, BOREAL } from './demo-tenants.ts';
import { createRandom } from './random.ts';

describe('planCatalogue', () => {
  for (const tenant of [ACME, BOREAL]) {
    const plans = planCatalogue(tenant.catalogue, createRandom(tenant.seed));

    it(`${tenant.code}: plans 72 products with unique part numbers, the same on every run`, () => {
      expect(plans).toHaveLength(72);
      expect(new Set(plans.map((p) => p.partNumber)).size).toBe(72);
      expect(planCatalogue(tenant.catalogue, createRandom(tenant.seed))).toEqual(plans);
    });

    it(`${tenant.code}: keeps quantities, prices and units coherent`, () => {
      for (const plan of plans) {
        expect(plan.price).toBeGreaterThan(0);
        expect(plan.minOrderQty).toBeGreaterThanOrEqual(1);
        if (plan.maxOrderQty > 0) expect(plan.maxOrderQty % plan.minOrderQty).toBe(0);
        expect(plan.units.length).toBeGreaterThan(0);
        const codes = plan.units.map((unit) => unit.code);
        expect(new Set(codes).size).toBe(codes.length);
        for (const code of codes) expect(tenant.catalogue.uoms.map((u) => u.code)).toContain(code);
      }
    });

    it(`${tenant.code}: links only to other products of the plan`, () => {
      plans.forEach((plan, index) => {
        for (const target of [...plan.related, ...plan.complementary]) {
          expect(target).not.toBe(index);
          expect(plans[target]).toBeDefined();
        }
        if (plan.secondLeafIndex !== null) expect(plan.secondLeafIndex).not.toBe(plan.leafIndex);
      });
    });
  }
});
