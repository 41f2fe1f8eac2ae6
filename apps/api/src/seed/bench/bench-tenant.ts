import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../../modules/auth/password-hashing.ts';

export interface BenchTenantOptions {
  code: string;
  products: number;
  /** Called after each batch with the number of products written so far. */
  onProgress?: (done: number) => void;
}

export const BENCH_PASSWORD = 'bench1234';
export const benchBuyerEmail = (code: string) => `buyer@${code.toLowerCase()}.bench`;

/** Branching of the category tree per level: 8 x 5 x 4 x 3 x 2 = 960 leaves, five levels deep. */
const TREE_BRANCHING = [8, 5, 4, 3, 2];
const BATCH = 5000;

const WORDS = [
  'steel',
  'bolt',
  'hex',
  'nut',
  'washer',
  'bracket',
  'valve',
  'pipe',
  'flange',
  'gasket',
  'hinge',
  'clamp',
  'bearing',
  'spring',
  'rivet',
  'anchor',
  'coupling',
  'fitting',
  'hose',
  'cable',
];

async function createCategoryTree(db: Kysely<Database>, tenantId: number): Promise<number[]> {
  let parents: (number | null)[] = [null];
  for (const [level, branching] of TREE_BRANCHING.entries()) {
    const rows = parents.flatMap((parentId, p) =>
      Array.from({ length: branching }, (_, i) => ({
        tenant_id: tenantId,
        parent_id: parentId,
        name: `Level ${level + 1} group ${p + 1}.${i + 1}`,
        sort_order: i,
      })),
    );
    const inserted = await db.insertInto('categories').values(rows).returning('id').execute();
    parents = inserted.map((row) => row.id);
  }
  return parents as number[];
}

/**
 * A tenant with `products` active products spread over a five-level category tree, one buyer with a
 * customer and a shipping address. Products are generated in SQL (generate_series), batch by batch.
 */
export async function createBenchTenant(db: Kysely<Database>, options: BenchTenantOptions) {
  const tenant = await db
    .insertInto('tenants')
    .values({ code: options.code, name: `${options.code} benchmark manufacturer` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenantId = tenant.id;
  const leaves = await createCategoryTree(db, tenantId);
  const uom = await db
    .insertInto('uoms')
    .values({ tenant_id: tenantId, code: 'EA', description: 'Each' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const words = sql.val(WORDS);
  const leafIds = sql.val(leaves);
  for (let start = 1; start <= options.products; start += BATCH) {
    const end = Math.min(options.products, start + BATCH - 1);
    // The generated text is plain ASCII, so lower() gives the same search_text as toSearchText().
    await sql`
      with generated as (
        select g,
          'BN-' || lpad(g::text, 7, '0') as part_number,
          initcap((${words}::text[])[1 + g % 20]) || ' ' || (${words}::text[])[1 + (g / 20) % 20]
            || ' ' || (${words}::text[])[1 + (g / 400) % 20] || ' size ' || (g % 97) as description
        from generate_series(${start}::int, ${end}::int) as g
      ), inserted as (
        insert into products (tenant_id, part_number, description, additional_info, selling_price,
          available, min_order_qty, max_order_qty, search_text)
        select ${tenantId}, part_number, description, 'Benchmark product ' || g,
          round((1 + (g % 500) * 0.37)::numeric, 2), case when g % 10 = 0 then 0 else g % 250 end,
          case when g % 7 = 0 then 5 else 1 end, case when g % 11 = 0 then 500 else 0 end,
          lower(part_number || ' ' || description)
        from generated
        returning id, part_number
      ), units as (
        insert into product_uoms (tenant_id, product_id, uom_id, cf)
        select ${tenantId}, id, ${uom.id}, 1 from inserted
      )
      insert into product_categories (tenant_id, category_id, product_id)
      select ${tenantId}, (${leafIds}::int[])[1 + (substr(i.part_number, 4)::int % ${leaves.length})], i.id
      from inserted i
    `.execute(db);
    // A data-modifying CTE cannot see rows inserted by its siblings, so the link is a second step.
    await sql`
      update products p set default_puom_id = u.id
      from product_uoms u
      where u.tenant_id = ${tenantId} and u.product_id = p.id
        and p.tenant_id = ${tenantId} and p.default_puom_id is null
    `.execute(db);
    options.onProgress?.(end);
  }

  const customer = await db
    .insertInto('customers')
    .values({ tenant_id: tenantId, code: 'BENCH-C1', name: 'Benchmark Buyer Co.' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('addresses')
    .values({
      tenant_id: tenantId,
      customer_id: customer.id,
      type: 'S',
      address: '1 Benchmark Way',
      city: 'Toronto',
      province_code: 'ON',
      country_code: 'CA',
      postal_code: 'M5V 2T6',
    })
    .execute();
  const user = await db
    .insertInto('users')
    .values({
      email: benchBuyerEmail(options.code),
      first_name: 'Bench',
      last_name: 'Buyer',
      password_hash: await hashPassword(BENCH_PASSWORD),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('memberships')
    .values({
      tenant_id: tenantId,
      user_id: user.id,
      role: 'customer',
      status: 'approved',
      customer_id: customer.id,
    })
    .execute();
  // Fresh visibility maps let the list use index-only scans from the first request.
  await sql`vacuum analyze`.execute(db);
  return { tenantId };
}
