import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { benchTenantId, productHash } from './bench-tenant.ts';
import { benchPartNumber } from './vocabulary.ts';

/**
 * The bench catalogue's attributes (issue 32 points 1 and 7): what a fastener catalogue filters
 * by, so that the bench's searches meet attribute words (weight C, decision 040) and its facets
 * count attribute values, as the demo catalogues' do. Every product has a pack size; every second
 * a thread size and a length; every third a grade; every product says whether it is RoHS
 * compliant. Values are drawn by a hash of the product number, so a thread size is in about a
 * tenth of the products that have one: "m8" meets thousands of products, as "steel" does.
 */
type Texts = readonly [en: string, es: string, fr: string];

interface OptionsAttribute {
  key: string;
  kind: 'options';
  name: Texts;
  options: readonly Texts[];
  /** Which products carry it: product number g when g % every === 0. */
  every: number;
}

interface NumberAttribute {
  key: string;
  kind: 'number';
  name: Texts;
  unit: string | null;
  numbers: readonly number[];
  every: number;
}

interface YesNoAttribute {
  key: string;
  kind: 'yes_no';
  name: Texts;
  /** Products with g % noEvery === 0 answer no, the others yes. */
  noEvery: number;
}

export type BenchAttribute = OptionsAttribute | NumberAttribute | YesNoAttribute;

const same = (text: string): Texts => [text, text, text];

export const BENCH_THREAD_SIZES = ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M16', 'M20', 'M24'];
export const BENCH_GRADES = [2, 5, 8] as const;
export const BENCH_LENGTHS_MM = [6, 8, 10, 12, 16, 20, 25, 30, 40, 50, 60, 80, 100];

export const BENCH_ATTRIBUTES: readonly BenchAttribute[] = [
  {
    key: 'thread',
    kind: 'options',
    name: ['Thread size', 'Tamaño de rosca', 'Taille de filetage'],
    options: BENCH_THREAD_SIZES.map(same),
    every: 2,
  },
  {
    key: 'grade',
    kind: 'options',
    name: ['Grade', 'Grado', 'Classe'],
    options: BENCH_GRADES.map((n) => [`Grade ${n}`, `Grado ${n}`, `Classe ${n}`] as const),
    every: 3,
  },
  {
    key: 'length',
    kind: 'number',
    name: ['Length', 'Longitud', 'Longueur'],
    unit: 'mm',
    numbers: BENCH_LENGTHS_MM,
    every: 2,
  },
  {
    key: 'pack',
    kind: 'number',
    name: ['Pack size', 'Tamaño del paquete', 'Taille du paquet'],
    unit: null,
    numbers: [1, 5, 10, 25, 50, 100],
    every: 1,
  },
  {
    key: 'rohs',
    kind: 'yes_no',
    name: ['RoHS compliant', 'Conforme RoHS', 'Conforme RoHS'],
    noEvery: 4,
  },
];

/** Products given their values by one statement (its trigger rewrites their search words). */
const BATCH = 5000;

/** Products from..to of the tenant with their number g, read back from their part number. */
const numbered = (tenantId: number, from: number, to: number) => sql`
  select id as product_id, substr(part_number, 4)::int as g from products
  where tenant_id = ${tenantId}
    and part_number between ${benchPartNumber(from)} and ${benchPartNumber(to)}`;

/** One attribute's values for products from..to, drawn by a hash of (g, slot). */
function valuesOf(
  tenantId: number,
  attribute: { id: number; optionIds: number[] },
  seed: BenchAttribute,
  slot: number,
) {
  const attributeId = attribute.id;
  const pick = (size: number) => sql`1 + (${productHash(16, slot)} % ${size}::int)::int`;
  switch (seed.kind) {
    case 'options':
      return sql`select ${tenantId}::int, product_id, ${attributeId}::int,
          array[(${sql.val(attribute.optionIds)}::int[])[${pick(attribute.optionIds.length)}]],
          null::numeric, null::boolean
        from numbered where g % ${seed.every}::int = 0`;
    case 'number':
      return sql`select ${tenantId}::int, product_id, ${attributeId}::int, null::int[],
          (${sql.val(seed.numbers)}::numeric[])[${pick(seed.numbers.length)}], null::boolean
        from numbered where g % ${seed.every}::int = 0`;
    case 'yes_no':
      return sql`select ${tenantId}::int, product_id, ${attributeId}::int, null::int[],
          null::numeric, g % ${seed.noEvery}::int <> 0
        from numbered`;
  }
}

/**
 * Gives the tenant `code` the bench attributes and its products their values, when it has no
 * attribute yet: a tenant seeded before them gets them without being seeded again. Returns
 * whether it added them.
 */
export async function ensureBenchAttributes(db: Db, code: string): Promise<boolean> {
  const tenantId = await benchTenantId(db, code);
  const existing = await db
    .selectFrom('product_attributes')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (existing) return false;
  const created: { id: number; optionIds: number[] }[] = [];
  for (const [position, attribute] of BENCH_ATTRIBUTES.entries()) {
    const [en, es, fr] = attribute.name;
    const { id } = await db
      .insertInto('product_attributes')
      .values({
        tenant_id: tenantId,
        kind: attribute.kind,
        name: en,
        name_es: es,
        name_fr: fr,
        unit: attribute.kind === 'number' ? attribute.unit : null,
        filter: true,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let optionIds: number[] = [];
    if (attribute.kind === 'options') {
      const options = await db
        .insertInto('product_attribute_options')
        .values(
          attribute.options.map(([value, valueEs, valueFr], i) => ({
            tenant_id: tenantId,
            attribute_id: id,
            value,
            value_es: valueEs,
            value_fr: valueFr,
            position: i,
          })),
        )
        .returning(['id', 'position'])
        .execute();
      optionIds = options.sort((a, b) => a.position - b.position).map((option) => option.id);
    }
    created.push({ id, optionIds });
  }
  const { count } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const total = Number(count);
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    const selects = BENCH_ATTRIBUTES.map((seed, slot) =>
      valuesOf(tenantId, created[slot]!, seed, slot),
    );
    await sql`
      with numbered as materialized (${numbered(tenantId, from, to)})
      insert into product_attribute_values (tenant_id, product_id, attribute_id, option_ids,
        number_value, flag)
      ${sql.join(selects, sql` union all `)}
    `.execute(db);
  }
  return true;
}
