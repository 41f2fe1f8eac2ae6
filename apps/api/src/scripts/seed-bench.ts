import { SingleBar, Presets } from 'cli-progress';
import { sql } from 'kysely';
import { parseArgs } from 'node:util';
import { parseEnv } from '../config/env.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabaseFromEnv } from '../db/open-from-env.ts';
import {
  analyzeBenchDatabase,
  benchTenantName,
  createBenchTenant,
  deleteBenchTenant,
  ensureBenchAdministrators,
  ensureBenchApprovalRules,
} from '../seed/bench/bench-tenant.ts';
import { ensureBenchAttributes } from '../seed/bench/bench-attributes.ts';
import { ensureBenchLedger } from '../seed/bench/bench-ledger.ts';
import { BENCH_TIER_FACTORS, productsPerList } from '../seed/bench/bench-price-lists.ts';

/**
 * `npm run seed:bench -- --tenant BENCH --products 100000 --buyers 5000 --customers 1000
 * --price-lists 200 --price-entries 20000`: a large tenant for benchmarks, on the configured
 * database (DATABASE_URL, else PGlite in DATA_DIR). Its price lists (0 for none) go to most of its
 * customers; each list holds two tiers for each of half as many products as its entries. Each
 * tenant has BENCH_ADMINS administrators (admin1@<code>.bench, ...): an order e-mails them too;
 * every second customer has approval rules and limits no bench order reaches (issue 29 point 10).
 * Its products carry the bench attributes (bench-attributes.ts) unless `--attributes no`.
 * With `--count N`, N tenants CODE1..CODEN of that size. A tenant seeded already with the same
 * sizes by this seed version is kept; one seeded otherwise is deleted (with its buyers) and
 * seeded again.
 */
const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'BENCH' },
    count: { type: 'string' },
    products: { type: 'string', default: '100000' },
    buyers: { type: 'string', default: '5000' },
    customers: { type: 'string', default: '1000' },
    'price-lists': { type: 'string', default: '200' },
    'price-entries': { type: 'string', default: '20000' },
    attributes: { type: 'string', default: 'yes' },
  },
});
const withAttributes = values.attributes === 'yes';
const prefix = values.tenant.toUpperCase();
const count = values.count === undefined ? undefined : Number(values.count);
const sizes = {
  products: Number(values.products),
  buyers: Number(values.buyers),
  customers: Number(values.customers),
  priceLists: Number(values['price-lists']),
  priceEntries: Number(values['price-entries']),
};
const positive = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 1);
const codes =
  count === undefined ? [prefix] : Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
if (
  !codes.every((code) => /^[A-Z0-9_-]{1,20}$/.test(code)) ||
  ![sizes.products, sizes.buyers, sizes.customers, count].every(positive) ||
  sizes.customers > sizes.buyers ||
  !['yes', 'no'].includes(values.attributes) ||
  !(Number.isInteger(sizes.priceLists) && sizes.priceLists >= 0) ||
  (sizes.priceLists > 0 &&
    !(
      positive(sizes.priceEntries) &&
      sizes.priceEntries % BENCH_TIER_FACTORS.length === 0 &&
      productsPerList(sizes.priceEntries) <= sizes.products
    ))
) {
  console.error(
    'Usage: npm run seed:bench -- --tenant CODE [--count N] --products N --buyers N --customers N [--price-lists N --price-entries N] [--attributes yes|no] (positive integers, customers <= buyers; price lists may be 0; entries even, at most twice the products)',
  );
  process.exit(2);
}

const env = parseEnv();
const database = await openDatabaseFromEnv(env);
try {
  await migrateToLatest(database.db);
  // One connection without the pool's statement timeout: deleting a large tenant and vacuuming
  // after a large seed take longer than any request may.
  await database.db.connection().execute(async (db) => {
    await sql`set statement_timeout = 0`.execute(db);
    const started = Date.now();
    let seeded = 0;
    let ledgerAdded = false;
    let attributesAdded = false;
    /** The bench attributes for a tenant without them (issue 32 point 7), unless left out. */
    const ensureAttributes = async (code: string) => {
      if (!withAttributes) return;
      const began = Date.now();
      if (await ensureBenchAttributes(db, code)) {
        const seconds = ((Date.now() - began) / 1000).toFixed(1);
        console.log(`${code}: the bench attributes and their values added in ${seconds} s.`);
        attributesAdded = true;
      }
    };
    for (const code of codes) {
      const existing = await db
        .selectFrom('tenants')
        .select('name')
        .where('code', '=', code)
        .executeTakeFirst();
      if (existing?.name === benchTenantName(sizes)) {
        // Seeded before bench tenants had administrators, or approval rules: they are added,
        // nothing else changes.
        const added = await ensureBenchAdministrators(db, code);
        if (added > 0) console.log(`${code}: ${added} administrator(s) added.`);
        const ruled = await ensureBenchApprovalRules(db, code);
        if (ruled > 0) console.log(`${code}: approval rules and limits for ${ruled} customers.`);
        // Seeded before the ledger rows (issue 31 point 9): its ledger customer's history is added.
        if (await ensureBenchLedger(db, code)) {
          console.log(`${code}: 10,000 ledger entries added for its first customer.`);
          ledgerAdded = true;
        }
        await ensureAttributes(code);
        continue;
      }
      if (existing) {
        console.log(`Tenant ${code} was seeded otherwise ("${existing.name}"): seeding it again.`);
      }
      await deleteBenchTenant(db, code);
      const bar = new SingleBar(
        { format: `${code} {bar} {value}/{total} products | {eta}s left` },
        Presets.shades_classic,
      );
      bar.start(sizes.products, 0);
      const listBar = new SingleBar(
        {
          format: `${code} {bar} {value}/{total} price lists of ${sizes.priceEntries} entries | {eta}s left`,
        },
        Presets.shades_classic,
      );
      const { priceListSeconds } = await createBenchTenant(db, {
        code,
        ...sizes,
        onProgress: (done) => {
          bar.update(done);
          if (done === sizes.products) {
            bar.stop();
            if (sizes.priceLists > 0) listBar.start(sizes.priceLists, 0);
          }
        },
        onPriceListProgress: (done) => listBar.update(done),
      });
      bar.stop();
      listBar.stop();
      await ensureBenchLedger(db, code);
      await ensureAttributes(code);
      if (sizes.priceLists > 0) {
        console.log(`${code}: price lists and their entries in ${priceListSeconds.toFixed(1)} s.`);
      }
      seeded++;
    }
    if (seeded > 0 || ledgerAdded || attributesAdded) await analyzeBenchDatabase(db);
    if (seeded > 0) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `Seeded ${seeded} tenant(s) of ${sizes.products} products, ${sizes.buyers} buyers and ${sizes.priceLists} price lists of ${sizes.priceEntries} entries in ${seconds} s.`,
      );
    } else if (!ledgerAdded && !attributesAdded) {
      console.log(`${codes.join(', ')}: seeded already with these sizes, nothing to do.`);
    }
  });
} finally {
  await database.close();
}
