import type { Db } from '../db/schema.ts';
import { ACME, BOREAL, type DemoTenant, type DemoTenantCode } from './demo-tenants.ts';

/**
 * The demo catalogues' attributes (issue 32 point 1, decision 040): ACME's material, finish,
 * thread size, diameter and pack size; BOREAL's allergens, storage, pack size and organic. Values
 * are given per leaf family (the two letters of its part numbers), and per variant where the three
 * variants differ (sizes), so that "brass", "latón" or "refrigerated" find what a buyer expects.
 */
type Texts = [en: string, es: string, fr: string];
type PerVariant<T> = T | [T, T, T];

interface AttributeSeed {
  kind: 'options' | 'number' | 'yes_no';
  name: Texts;
  unit?: string;
  filter: boolean;
  options?: Record<string, Texts>;
  /** Leaf code -> option keys (several: allergens), a number, or yes. */
  values: Record<string, PerVariant<string[] | number | boolean>>;
}

const ACME_ATTRIBUTES: AttributeSeed[] = [
  {
    kind: 'options',
    name: ['Material', 'Material', 'Matériau'],
    filter: true,
    options: {
      alloy: ['Alloy steel', 'Acero aleado', 'Acier allié'],
      carbon: ['Carbon steel', 'Acero al carbono', 'Acier au carbone'],
      stainless: ['Stainless steel', 'Acero inoxidable', 'Acier inoxydable'],
      chromeVanadium: ['Chrome vanadium steel', 'Acero al cromo-vanadio', 'Acier chrome-vanadium'],
      brass: ['Brass', 'Latón', 'Laiton'],
      bronze: ['Bronze', 'Bronce', 'Bronze'],
      iron: ['Malleable iron', 'Hierro maleable', 'Fonte malléable'],
      aluminum: ['Aluminum', 'Aluminio', 'Aluminium'],
      nitrile: ['Nitrile', 'Nitrilo', 'Nitrile'],
      polycarbonate: ['Polycarbonate', 'Policarbonato', 'Polycarbonate'],
      polypropylene: ['Polypropylene', 'Polipropileno', 'Polypropylène'],
      vinyl: ['Vinyl', 'Vinilo', 'Vinyle'],
      rubber: ['Synthetic rubber', 'Caucho sintético', 'Caoutchouc synthétique'],
    },
    values: {
      HB: ['alloy'],
      MS: ['stainless'],
      HN: ['alloy'],
      FW: ['carbon'],
      WA: ['carbon'],
      SA: ['carbon'],
      WR: ['chromeVanadium'],
      PL: ['alloy'],
      CL: ['stainless'],
      WG: ['nitrile'],
      DG: ['nitrile'],
      SG: ['polycarbonate'],
      FS: ['polycarbonate'],
      FL: ['polypropylene'],
      LT: ['vinyl'],
      BV: ['brass'],
      CV: ['bronze'],
      EL: ['iron'],
      CC: ['aluminum'],
      HH: ['rubber'],
    },
  },
  {
    kind: 'options',
    name: ['Finish', 'Acabado', 'Finition'],
    filter: true,
    options: {
      yellowZinc: ['Yellow zinc', 'Zincado amarillo', 'Zingué jaune'],
      zinc: ['Zinc plated', 'Zincado', 'Zingué'],
      plain: ['Plain', 'Natural', 'Brut'],
      chrome: ['Polished chrome', 'Cromado pulido', 'Chromé poli'],
      blackOxide: ['Black oxide', 'Óxido negro', 'Oxyde noir'],
      satin: ['Satin', 'Satinado', 'Satiné'],
      black: ['Black', 'Negro', 'Noir'],
    },
    values: {
      HB: ['yellowZinc'],
      MS: ['plain'],
      HN: ['yellowZinc'],
      FW: ['plain'],
      WA: ['zinc'],
      SA: ['zinc'],
      WR: ['chrome'],
      PL: ['blackOxide'],
      CL: ['satin'],
      EL: ['black'],
    },
  },
  {
    kind: 'options',
    name: ['Thread size', 'Rosca', 'Filetage'],
    filter: true,
    options: {
      '3/8-16': ['3/8"-16 UNC', '3/8"-16 UNC', '3/8"-16 UNC'],
      '1/2-13': ['1/2"-13 UNC', '1/2"-13 UNC', '1/2"-13 UNC'],
      m10: ['M10 x 1.5', 'M10 x 1,5', 'M10 x 1,5'],
      '8-32': ['#8-32 UNC', '#8-32 UNC', '#8-32 UNC'],
      '10-24': ['#10-24 UNC', '#10-24 UNC', '#10-24 UNC'],
      m5: ['M5 x 0.8', 'M5 x 0,8', 'M5 x 0,8'],
      npt12: ['1/2" NPT', '1/2" NPT', '1/2" NPT'],
      npt34: ['3/4" NPT', '3/4" NPT', '3/4" NPT'],
      npt1: ['1" NPT', '1" NPT', '1" NPT'],
    },
    values: {
      HB: [['3/8-16'], ['1/2-13'], ['m10']],
      HN: [['3/8-16'], ['1/2-13'], ['m10']],
      MS: [['8-32'], ['10-24'], ['m5']],
      BV: [['npt12'], ['npt34'], ['npt1']],
      CV: [['npt12'], ['npt34'], ['npt1']],
      EL: [['npt12'], ['npt34'], ['npt1']],
    },
  },
  {
    kind: 'number',
    name: ['Diameter', 'Diámetro', 'Diamètre'],
    unit: 'mm',
    filter: true,
    values: {
      HB: [9.5, 12.7, 10],
      HN: [9.5, 12.7, 10],
      MS: [4.2, 4.8, 5],
      FW: [9.5, 12.7, 15.9],
      WA: [9.5, 12.7, 15.9],
      SA: [6.4, 9.5, 12.7],
      GR: [115, 125, 180],
    },
  },
  {
    kind: 'number',
    name: ['Pack size', 'Unidades por paquete', 'Unités par paquet'],
    unit: 'pcs',
    filter: false,
    values: { HB: 50, MS: 100, HN: 100, FW: 100, DG: 100, LT: 25 },
  },
];

const BOREAL_ATTRIBUTES: AttributeSeed[] = [
  {
    kind: 'options',
    name: ['Allergens', 'Alérgenos', 'Allergènes'],
    filter: true,
    options: {
      gluten: ['Gluten', 'Gluten', 'Gluten'],
      milk: ['Milk', 'Leche', 'Lait'],
      eggs: ['Eggs', 'Huevo', 'Œufs'],
      nuts: ['Tree nuts', 'Frutos de cáscara', 'Fruits à coque'],
      mustard: ['Mustard', 'Mostaza', 'Moutarde'],
      sulphites: ['Sulphites', 'Sulfitos', 'Sulfites'],
    },
    values: {
      BA: ['gluten'],
      CR: ['gluten', 'milk', 'eggs'],
      DS: ['gluten', 'milk', 'eggs', 'nuts'],
      BI: ['gluten', 'milk'],
      CK: ['gluten'],
      CT: ['gluten'],
      CH: ['milk'],
      FB: ['milk'],
      BE: ['milk'],
      CE: ['milk'],
      YG: ['milk'],
      YB: ['milk'],
      FE: ['milk'],
      MO: ['mustard', 'sulphites'],
    },
  },
  {
    kind: 'options',
    name: ['Storage', 'Conservación', 'Conservation'],
    filter: true,
    options: {
      ambient: ['Room temperature', 'Temperatura ambiente', 'Température ambiante'],
      chilled: ['Refrigerated', 'Refrigerado', 'Réfrigéré'],
      frozen: ['Frozen', 'Congelado', 'Surgelé'],
    },
    values: {
      ...Object.fromEntries(
        ['CG', 'CM', 'TN', 'TI', 'JP', 'SE', 'FE', 'CF', 'MI', 'SP', 'MO', 'BI', 'CK', 'CT'].map(
          (code) => [code, ['ambient']],
        ),
      ),
      ...Object.fromEntries(
        ['JA', 'CH', 'FB', 'BE', 'CE', 'YG', 'YB'].map((code) => [code, ['chilled']]),
      ),
      ...Object.fromEntries(['BA', 'CR', 'DS'].map((code) => [code, ['frozen']])),
    },
  },
  {
    kind: 'number',
    name: ['Pack size', 'Unidades por caja', 'Unités par caisse'],
    unit: 'units',
    filter: true,
    values: {
      CG: 6,
      CM: 12,
      TN: 12,
      TI: 12,
      JP: 12,
      JA: 8,
      SE: 12,
      FE: 24,
      CF: 12,
      MI: 12,
      SP: 12,
      MO: 12,
      BA: 24,
      CR: 48,
      DS: 12,
      BI: 12,
      CK: 12,
      CT: 12,
      CH: 12,
      FB: 6,
      BE: 20,
      CE: 12,
      YG: 6,
      YB: 4,
    },
  },
  {
    kind: 'yes_no',
    name: ['Organic', 'Ecológico', 'Biologique'],
    filter: true,
    values: { TI: true, CM: [false, false, true], JP: false, YG: false },
  },
];

const SEEDS: Record<DemoTenantCode, AttributeSeed[]> = {
  ACME: ACME_ATTRIBUTES,
  BOREAL: BOREAL_ATTRIBUTES,
};

/** Each product's leaf code and variant (0 to 2), from its part number and description. */
async function productsByLeaf(db: Db, tenantId: number, tenant: DemoTenant) {
  const leaves = tenant.catalogue.tree.flatMap((top) => top.groups.flatMap((g) => g.leaves));
  const rows = await db
    .selectFrom('products')
    .select(['id', 'part_number', 'description'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return rows.flatMap((row) => {
    const code = row.part_number.split('-')[1];
    const leaf = leaves.find((candidate) => candidate.code === code);
    const variant = leaf?.variants.findIndex((v) => row.description.endsWith(`, ${v}`)) ?? -1;
    return leaf && variant >= 0 ? [{ id: row.id, code: leaf.code, variant }] : [];
  });
}

export async function seedProductAttributes(
  db: Db,
  tenantIds: Record<DemoTenantCode, number>,
): Promise<void> {
  for (const tenant of [ACME, BOREAL]) {
    const tenantId = tenantIds[tenant.code];
    const products = await productsByLeaf(db, tenantId, tenant);
    const rows: {
      tenant_id: number;
      product_id: number;
      attribute_id: number;
      option_ids: number[] | null;
      number_value: number | null;
      flag: boolean | null;
    }[] = [];
    for (const [position, seed] of SEEDS[tenant.code].entries()) {
      const { id } = await db
        .insertInto('product_attributes')
        .values({
          tenant_id: tenantId,
          kind: seed.kind,
          name: seed.name[0],
          name_es: seed.name[1],
          name_fr: seed.name[2],
          unit: seed.unit ?? null,
          filter: seed.filter,
          position,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const optionIds = new Map<string, number>();
      for (const [index, [key, texts]] of Object.entries(seed.options ?? {}).entries()) {
        const option = await db
          .insertInto('product_attribute_options')
          .values({
            tenant_id: tenantId,
            attribute_id: id,
            value: texts[0],
            value_es: texts[1],
            value_fr: texts[2],
            position: index,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        optionIds.set(key, option.id);
      }
      for (const product of products) {
        const given = seed.values[product.code];
        if (given === undefined) continue;
        const isPerVariant =
          Array.isArray(given) && given.length === 3 && typeof given[0] !== 'string';
        const value = (isPerVariant ? (given as unknown[])[product.variant] : given) as
          | string[]
          | number
          | boolean;
        rows.push({
          tenant_id: tenantId,
          product_id: product.id,
          attribute_id: id,
          option_ids: Array.isArray(value) ? value.map((key) => optionIds.get(key)!) : null,
          number_value: typeof value === 'number' ? value : null,
          flag: typeof value === 'boolean' ? value : null,
        });
      }
    }
    // One statement: the trigger writes every product's attribute words once.
    if (rows.length > 0) await db.insertInto('product_attribute_values').values(rows).execute();
  }
}
