import { SingleBar, Presets } from 'cli-progress';
import { parseArgs } from 'node:util';
import { parseEnv } from '../config/env.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabaseFromEnv } from '../db/open-from-env.ts';
import { createBenchTenant } from '../seed/bench/bench-tenant.ts';

/**
 * `npm run seed:bench -- --tenant BENCH --products 100000`: a large tenant for benchmarks, on the
 * configured database (DATABASE_URL, else PGlite in DATA_DIR). Refuses if the tenant exists.
 */
const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'BENCH' },
    products: { type: 'string', default: '100000' },
  },
});
const code = values.tenant.toUpperCase();
const products = Number(values.products);
if (!/^[A-Z0-9_-]{1,20}$/.test(code) || !Number.isInteger(products) || products < 1) {
  console.error('Usage: npm run seed:bench -- --tenant CODE --products N (N a positive integer)');
  process.exit(2);
}

const env = parseEnv();
const database = await openDatabaseFromEnv(env);
try {
  await migrateToLatest(database.db);
  const existing = await database.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (existing) {
    console.log(`Tenant ${code} exists already: nothing to do.`);
  } else {
    const bar = new SingleBar(
      { format: `${code} {bar} {value}/{total} products | {eta}s left` },
      Presets.shades_classic,
    );
    bar.start(products, 0);
    await createBenchTenant(database.db, {
      code,
      products,
      onProgress: (done) => bar.update(done),
    });
    bar.stop();
    console.log(`Tenant ${code} has ${products} products.`);
  }
} finally {
  await database.close();
}
