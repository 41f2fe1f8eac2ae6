import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../test/helpers/catalogue-fixtures.ts';
import { createOrderWorld, type OrderWorld } from '../../../test/helpers/order-fixtures.ts';
import { expectGenericPlanKept, plansOf } from '../../../test/helpers/prepared-plans.ts';
import { testEngine } from '../../../test/helpers/test-database.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { findOrderInputs } from './orders.repository.ts';

/**
 * The order path's read of its inputs is prepared so that PostgreSQL plans it once a connection
 * (decision 053). With its units' ids in view, its custom plans for an order of a few lines looked
 * cheaper than its generic plan, planned for ten, and PostgreSQL went on planning it at every
 * order: a third of the database's CPU an order on the bench tenant. PGlite runs no named
 * statement: the mark is only a comment there.
 */
describe.runIf(testEngine === 'postgres')('the order inputs read', () => {
  const t = useTestApp();
  let world: OrderWorld;

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    // A catalogue whose units the planner counts: with a handful of rows, every plan is a scan
    // whatever the number of ids, and the costs it weighs do not tell the two plans apart.
    await insertProducts(t.db, world.acme.id, 3_000, 'FILL-');
    await sql`insert into product_uoms (tenant_id, product_id, uom_id, cf)
      select p.tenant_id, p.id, u.id, 1 from products p
      cross join (select id from uoms where tenant_id = ${world.acme.id} limit 1) u
      where p.tenant_id = ${world.acme.id} and p.part_number like 'FILL-%'`.execute(t.db);
    await sql`analyze products, product_uoms`.execute(t.db);
  });

  it('settles on its generic plan on a connection rather than being planned at every order', async () => {
    const { bolt } = world.products;
    const plans = await t.db.connection().execute(async (db) => {
      // PostgreSQL makes five custom plans before it weighs the generic one. An order of one line
      // is the one whose custom plans looked cheapest beside the generic plan, planned for ten.
      for (let order = 0; order < 8; order++) {
        const inputs = await findOrderInputs(
          db,
          world.acme.id,
          world.users.buyerA.id,
          world.customerA.id,
          world.addresses.addressA.id,
          [bolt.defaultPuomId],
          null,
        );
        expect(inputs.units).toHaveLength(1);
      }
      return plansOf(db, ['price_tiers', 'approval_rules']);
    });
    expectGenericPlanKept(plans);
  });
});
