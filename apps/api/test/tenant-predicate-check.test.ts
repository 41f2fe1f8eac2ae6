import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acrossTenants } from '../src/db/across-tenants.ts';
import { tenantOwnedTables } from './helpers/tenant-predicate-check.ts';
import { createTestDatabase, type TestDatabaseHandle } from './helpers/test-database.ts';

/** The check every API test's app runs on (helpers/tenant-predicate-check.ts). */
describe('tenant predicate check', () => {
  let database: TestDatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  const db = () => database.db;

  it('reads the tenant-owned tables from the migrated schema', async () => {
    const tables = await tenantOwnedTables(database.uncheckedDb);
    expect(tables).toContain('products');
    expect(tables).toContain('orders');
    expect(tables).toContain('sessions');
    expect(tables).not.toContain('users');
    expect(tables).not.toContain('tenants');
  });

  it('refuses a select, update or delete of a tenant-owned table without tenant_id', async () => {
    await expect(
      db().selectFrom('products').select('id').where('id', '=', 1).execute(),
    ).rejects.toThrow('a select of "products" has no tenant_id condition');
    await expect(
      db().updateTable('customers').set({ name: 'X' }).where('id', '=', 1).execute(),
    ).rejects.toThrow('an update of "customers"');
    await expect(db().deleteFrom('addresses').where('id', '=', 1).execute()).rejects.toThrow(
      'a delete of "addresses"',
    );
  });

  it('lets the same queries through with a tenant_id condition', async () => {
    const tenant = 1;
    expect(
      await db()
        .selectFrom('products')
        .select('id')
        .where('tenant_id', '=', tenant)
        .where('id', '=', 1)
        .execute(),
    ).toEqual([]);
    await db()
      .updateTable('customers')
      .set({ name: 'X' })
      .where('tenant_id', '=', tenant)
      .where('id', '=', 1)
      .execute();
    await db()
      .deleteFrom('addresses as a')
      .where('a.tenant_id', 'in', [tenant])
      .where('a.id', '=', 1)
      .execute();
  });

  it('needs each joined tenant-owned table constrained, by a value or a constrained table', async () => {
    const unconstrainedJoin = db()
      .selectFrom('products as p')
      .innerJoin('product_uoms as pu', 'pu.product_id', 'p.id')
      .select('pu.id')
      .where('p.tenant_id', '=', 1);
    await expect(unconstrainedJoin.execute()).rejects.toThrow('"product_uoms" (as "pu")');
    const constrained = await db()
      .selectFrom('products as p')
      .innerJoin('product_uoms as pu', (join) =>
        join.onRef('pu.tenant_id', '=', 'p.tenant_id').onRef('pu.product_id', '=', 'p.id'),
      )
      .leftJoin('users as u', 'u.id', 'p.id')
      .select('pu.id')
      .where('p.tenant_id', '=', 1)
      .execute();
    expect(constrained).toEqual([]);
  });

  it('refuses tenant-owned tables tied only to each other, with no value constraining either', async () => {
    const tiedOnly = db()
      .selectFrom('products as a')
      .innerJoin('product_uoms as b', 'b.tenant_id', 'a.tenant_id')
      .select('b.id')
      .where('a.id', '=', 1);
    await expect(tiedOnly.execute()).rejects.toThrow('"products" (as "a")');
    const tiedToAValue = await db()
      .selectFrom('products as a')
      .innerJoin('product_uoms as b', 'b.tenant_id', 'a.tenant_id')
      .innerJoin('product_categories as c', 'c.tenant_id', 'b.tenant_id')
      .select('b.id')
      .where('c.tenant_id', '=', 1)
      .execute();
    expect(tiedToAValue).toEqual([]);
    // A tenant_id equal to another tenant-owned table's id is no tie: `a` reaches no tenant.
    const tiedToAnId = db()
      .selectFrom('products as a')
      .innerJoin('product_uoms as b', 'b.tenant_id', 'a.id')
      .select('b.id')
      .where('a.tenant_id', '=', 1);
    await expect(tiedToAnId.execute()).rejects.toThrow('"product_uoms" (as "b")');
    // Through a table that is not tenant-owned: the tenant found by its code counts, any does not.
    const byTenantCode = await db()
      .selectFrom('tenants as t')
      .innerJoin('tenant_settings as s', 's.tenant_id', 't.id')
      .select('s.value')
      .where('t.code', '=', 'ACME')
      .execute();
    expect(byTenantCode).toEqual([]);
    const everyTenant = db()
      .selectFrom('tenants as t')
      .innerJoin('tenant_settings as s', 's.tenant_id', 't.id')
      .select('s.value');
    await expect(everyTenant.execute()).rejects.toThrow('"tenant_settings" (as "s")');
    // A correlated subquery's tie to its enclosing query's table counts as a value: the enclosing
    // query is checked on its own.
    const correlated = await db()
      .selectFrom('products as p')
      .select('p.id')
      .where('p.tenant_id', '=', 1)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('product_uoms as pu')
            .select('pu.id')
            .whereRef('pu.tenant_id', '=', 'p.tenant_id')
            .whereRef('pu.product_id', '=', 'p.id'),
        ),
      )
      .execute();
    expect(correlated).toEqual([]);
  });

  it('does not count a condition on another table, under OR, or that is not an equality', async () => {
    const otherTable = db()
      .selectFrom('products as p')
      .innerJoin('categories as c', (join) => join.on('c.tenant_id', '=', 1))
      .select('p.id');
    await expect(otherTable.execute()).rejects.toThrow('"products" (as "p")');
    const underOr = db()
      .selectFrom('orders')
      .select('id')
      .where((eb) => eb.or([eb('tenant_id', '=', 1), eb('id', '=', 2)]));
    await expect(underOr.execute()).rejects.toThrow('"orders"');
    const notEqual = db().selectFrom('orders').select('id').where('tenant_id', '!=', 1);
    await expect(notEqual.execute()).rejects.toThrow('"orders"');
  });

  it('checks subqueries and raw statements as queries of their own', async () => {
    const subquery = db()
      .selectFrom('products')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('id', 'in', (eb) => eb.selectFrom('product_categories').select('product_id'));
    await expect(subquery.execute()).rejects.toThrow('"product_categories"');
    await expect(sql`select id from orders where id = ${1}`.execute(db())).rejects.toThrow(
      'a raw SQL statement reads or changes "orders"',
    );
    expect((await sql`select id from orders where tenant_id = ${1}`.execute(db())).rows).toEqual(
      [],
    );
  });

  it('lets through tables without tenant_id and queries marked acrossTenants', async () => {
    expect(await db().selectFrom('users').select('id').where('id', '=', 1).execute()).toEqual([]);
    const marked = await db()
      .selectFrom('sessions')
      .select('user_id')
      .where('token_hash', '=', 'x')
      .$call(acrossTenants)
      .execute();
    expect(marked).toEqual([]);
    const compiled = db().selectFrom('sessions').select('user_id').$call(acrossTenants).compile();
    expect(compiled.sql).toMatch(/\/\* across tenants \*\/$/);
  });
});
