import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../../../test/helpers/catalogue-fixtures.ts';
import { createSignedInBuyer } from '../../../test/helpers/fixtures.ts';
import { expectGenericPlanKept, plansOf } from '../../../test/helpers/prepared-plans.ts';
import { testEngine } from '../../../test/helpers/test-database.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { findProductDetails } from './product-details.repository.ts';
import { findProductPage } from './product-pages.repository.ts';

/**
 * A page of the catalogue is prepared so that PostgreSQL plans it once a connection (decision
 * 053). With each page's offset in view, the custom plans of the first pages looked cheaper than
 * the generic plan, which assumes a tenth of the list skipped, and PostgreSQL went on planning the
 * page at every request: 0.8 ms of the database's CPU a page on the bench tenant. PGlite runs no
 * named statement: the mark is only a comment there.
 */
describe.runIf(testEngine === 'postgres')('a catalogue page', () => {
  const t = useTestApp();
  let tenantId = 0;

  beforeAll(async () => {
    ({ tenantId } = await createSignedInBuyer(t.db, 'ACME'));
    // A list the planner counts as the bench tenant's: with a few thousand rows, the tenth of the list
    // the generic plan assumes skipped costs too little to tell the plans apart.
    await insertProducts(t.db, tenantId, 30_000, 'P-');
    await sql`analyze products`.execute(t.db);
  });

  it('settles on its generic plan on a connection rather than being planned at every page', async () => {
    const plans = await t.db.connection().execute(async (db) => {
      // PostgreSQL makes five custom plans before it weighs the generic one; the first pages are
      // those whose custom plans look cheapest.
      for (let page = 0; page < 8; page++) {
        const read = await findProductPage(
          db,
          { tenantId, terms: [] },
          { limit: 12, offset: page * 12 },
          'en',
          null,
        );
        expect(read.rows).toHaveLength(12);
      }
      return plansOf(db, ['active_products', 'offset']);
    });
    expectGenericPlanKept(plans);
  });

  it("settles on its generic plan for products' pages, however many a read asks for", async () => {
    const ids = await t.db
      .selectFrom('products')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .limit(8)
      .execute();
    const plans = await t.db.connection().execute(async (db) => {
      // One page a read, as a lone request asks: the array's length would make the custom plans
      // look cheaper than the generic one, which assumes ten.
      for (const { id } of ids) {
        const page = await findProductDetails(db, tenantId, id, 'en', null);
        expect(page?.id).toBe(id);
      }
      return plansOf(db, ['product_links', 'as "page"']);
    });
    expectGenericPlanKept(plans);
  });
});
