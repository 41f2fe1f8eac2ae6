import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema.ts';
import { seedAccounts } from './accounts.ts';
import { seedCompanyApprovals } from './company-approvals.ts';
import { seedCatalogue } from './catalogue-generator.ts';
import { ACME, BOREAL, type DemoTenantCode } from './demo-tenants.ts';
import { seedInvitation } from './invitations.ts';
import { seedOrders } from './orders.ts';
import { seedPriceLists } from './price-lists.ts';
import { seedQuotes } from './quotes.ts';
import { seedShipments } from './shipments.ts';
import { seedReturns } from './returns.ts';
import { seedInvoices } from './invoices.ts';
import { seedSearchSynonyms } from './search-synonyms.ts';
import { seedProductAttributes } from './product-attributes.ts';
import { createRandom } from './random.ts';
import { seedTenantBranding } from './tenants-branding.ts';

/**
 * Key of the advisory lock taken while seeding: instances starting together against one
 * PostgreSQL wait for each other, and the second finds the tenants table no longer empty.
 */
const SEED_LOCK_KEY = 7_310_420_001;

/**
 * Seeds the demo data of DESIGN.md section 4 into an empty database, in one transaction, so a
 * crash leaves nothing half-made. Returns whether it did; a database with any tenant is left alone.
 */
export async function seedDemoIfEmpty(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
    const { count } = await trx
      .selectFrom('tenants')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    if (count > 0) return false;

    log.info('seeding the demo data');
    const tenantIds: Record<DemoTenantCode, number> = { ACME: 0, BOREAL: 0 };
    const products = new Map<string, Awaited<ReturnType<typeof seedCatalogue>>>();
    for (const tenant of [ACME, BOREAL]) {
      const tenantId = await seedTenantBranding(trx, tenant);
      tenantIds[tenant.code] = tenantId;
      products.set(
        tenant.code,
        await seedCatalogue(trx, tenantId, tenant, createRandom(tenant.seed)),
      );
    }
    const customers = [...(await seedAccounts(trx, tenantIds)).values()];
    await seedInvitation(trx, customers);
    await seedCompanyApprovals(trx, tenantIds.ACME);
    await seedPriceLists(
      trx,
      tenantIds.ACME,
      customers.filter((customer) => customer.tenantId === tenantIds.ACME),
      products.get(ACME.code) ?? [],
    );
    await seedQuotes(
      trx,
      tenantIds.ACME,
      customers.filter((customer) => customer.tenantId === tenantIds.ACME),
      products.get(ACME.code) ?? [],
    );
    await seedInvoices(
      trx,
      tenantIds.ACME,
      customers.filter((customer) => customer.tenantId === tenantIds.ACME),
      products.get(ACME.code) ?? [],
    );
    for (const tenant of [ACME, BOREAL]) {
      const tenantId = tenantIds[tenant.code];
      await seedOrders(
        trx,
        tenantId,
        customers.filter((customer) => customer.tenantId === tenantId),
        products.get(tenant.code) ?? [],
        createRandom(tenant.seed + 1),
      );
    }
    await seedShipments(trx, tenantIds.ACME);
    await seedReturns(trx, tenantIds.ACME);
    await seedSearchSynonyms(trx, tenantIds);
    await seedProductAttributes(trx, tenantIds);
    return true;
  });
}
