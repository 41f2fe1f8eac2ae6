import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, insertProducts } from '../../test/helpers/catalogue-fixtures.ts';
import { createTenant } from '../../test/helpers/fixtures.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../../test/helpers/test-database.ts';

const PRODUCTS = 3000;

/**
 * The listing's triggers (migrations 0010, 0042) stay linear in the rows a statement writes, on a
 * connection whose plans were made for one row and with products never analyzed: a tenant's
 * first import. Counted, not timed: the product rows the transaction read, from the statistics
 * PostgreSQL keeps of the transaction itself (pg_stat_xact_user_tables).
 */
describe('the category listing under a bulk write', () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle?.close());

  it('files thousands of links and edits thousands of products reading each product a few times', async () => {
    const db = handle.uncheckedDb;
    const tenant = await createTenant(db, 'ACME');
    const category = await createCategory(db, tenant.id, 'Bolts');
    await insertProducts(db, tenant.id, PRODUCTS, 'B-');

    const productRowsRead = await db.connection().execute(async (connection) => {
      const read = async () => {
        const { rows } = await sql<{ n: string }>`
          select coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0) as n
          from pg_stat_xact_user_tables where relname = 'products'`.execute(connection);
        return Number(rows[0]?.n ?? 0);
      };
      await sql`begin`.execute(connection);
      try {
        // One row each first: the plans a connection keeps are made at a statement's first call.
        const [first] = await connection
          .selectFrom('products')
          .select('id')
          .where('tenant_id', '=', tenant.id)
          .orderBy('id')
          .limit(1)
          .execute();
        await sql`insert into product_categories (tenant_id, product_id, category_id)
          values (${tenant.id}, ${first!.id}, ${category})`.execute(connection);
        await sql`update products set search_text = search_text || ' m8'
          where tenant_id = ${tenant.id} and id = ${first!.id}`.execute(connection);
        const before = await read();
        await sql`
          insert into product_categories (tenant_id, product_id, category_id)
          select tenant_id, id, ${category} from products
          where tenant_id = ${tenant.id} and id <> ${first!.id}`.execute(connection);
        await sql`update products set search_text = search_text || ' zinc'
          where tenant_id = ${tenant.id}`.execute(connection);
        return (await read()) - before;
      } finally {
        await sql`commit`.execute(connection);
      }
    });

    const filed = await db
      .selectFrom('category_products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenant.id)
      .where('category_id', '=', category)
      .executeTakeFirstOrThrow();
    expect(Number(filed.n)).toBe(PRODUCTS);
    // Each statement reads each product a few times (the write, its trigger's join, the
    // refresh); a plan kept from the one-row calls read the tenant's products once a row: ~9M.
    expect(productRowsRead).toBeLessThan(10 * PRODUCTS);
  });
});
