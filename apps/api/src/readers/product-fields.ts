import { sql } from 'kysely';
import type { Language } from '@portal/contract';
import { inLanguage } from './content-language.ts';

/**
 * What each audience reads of a product (see order-fields.ts): the visitor's and the buyer's
 * catalogue, the buyer's product page, a saved list's lines, an order being placed, the console's
 * list and editor, the CSV export, what an import (the console's CSV, the ERP's PUT) compares
 * with, and a price list's entries. A buyer reads texts in their language (content-language.ts);
 * the console edits every language side by side. `p` is the product; `pu` a unit it is sold in
 * (`product_uoms`) and `u` that unit of measure, each audience saying which unit.
 */

/** A visitor's card (the public catalogue): what the product is and its picture, no price. */
const guestCard = (language: Language) =>
  [
    'p.id',
    'p.part_number',
    inLanguage<string>('p.description', language).as('description'),
    'p.image_id',
  ] as const;

/** Category names of a product (`p`), joined as the CSV writes them. */
const categoryNames = sql<string | null>`(
  select string_agg(c.name, '|' order by c.name)
  from product_categories pc
  join categories c on c.tenant_id = pc.tenant_id and c.id = pc.category_id
  where pc.tenant_id = p.tenant_id and pc.product_id = p.id
)`;

const otherLanguages = [
  'p.description_es',
  'p.description_fr',
  'p.additional_info_es',
  'p.additional_info_fr',
] as const;

/** What the console's list and the CSV show of each product. */
const listed = [
  'p.part_number',
  'p.description',
  'p.selling_price',
  'p.available',
  'p.min_order_qty',
  'p.max_order_qty',
] as const;

/** What the console's editor and an import write. */
const written = [
  'p.part_number',
  'p.description',
  'p.additional_info',
  ...otherLanguages,
  'p.selling_price',
  'p.available',
  'p.min_order_qty',
  'p.max_order_qty',
  'p.active',
] as const;

export const productFields = {
  guestCard,
  /**
   * A buyer's card (catalogue, product page, quick order, saved lists): the visitor's, its own
   * price, stock and order limits, and its default unit (`pu`, `u`). The price list's tiers are
   * the reader's (product-reader.ts): they take the list in force.
   */
  buyerCard: (language: Language) =>
    [
      ...guestCard(language),
      'p.selling_price',
      'p.available',
      'p.min_order_qty',
      'p.max_order_qty',
      'p.default_puom_id',
      'u.code as uom_code',
      'pu.cf',
    ] as const,
  /** The buyer's product page, besides the card. */
  buyerPage: (language: Language) =>
    [inLanguage<string | null>('p.additional_info', language).as('additional_info')] as const,
  /** A saved list's line: which product it is, whether or not it is still sold. */
  savedListLine: (language: Language) =>
    ['p.part_number', inLanguage<string>('p.description', language).as('description')] as const,
  /**
   * A line of an order being placed: what it snapshots and checks, for the unit ordered (`pu`,
   * `u`), with the default unit's factor (`dp`, the quantity rules count in it).
   */
  orderUnit: [
    'pu.id as puom_id',
    'pu.cf',
    'p.id as product_id',
    'p.part_number',
    'p.description',
    'p.selling_price',
    'p.min_order_qty',
    'p.max_order_qty',
    'u.code as uom_code',
    'dp.cf as default_cf',
  ],
  /** The console's list, with the default unit (`pu`, `u`). */
  consoleList: [
    'p.id',
    ...listed,
    'p.active',
    'p.image_id',
    'p.updated_at',
    'u.code as uom_code',
    'pu.cf',
  ],
  /** The console's editor and audit log: every column but the tenant and the search text. */
  console: ['p.id', ...written, 'p.image_id', 'p.default_puom_id', 'p.created_at', 'p.updated_at'],
  /** The console's units of a product (`pu`, `u`), retired ones included. */
  consoleUnit: ['pu.id', 'pu.uom_id', 'pu.cf', 'pu.active', 'u.code as uom_code'],
  /** The CSV export, in its columns' order, with the default unit's code (`u`). */
  export: [
    // The id reads the product's attribute values (decision 040); it is not a column.
    'p.id',
    ...listed,
    'u.code as uom_code',
    'p.active',
    categoryNames.as('categories'),
    'p.additional_info',
    ...otherLanguages,
  ],
  /**
   * What an import compares each product with (the console's CSV, the ERP's PUT of products,
   * stock and units): every field it may write, the default unit's code (`u`) and the categories.
   */
  import: [
    'p.id',
    ...written,
    'u.code as uom_code',
    sql<number[]>`coalesce((
        select array_agg(pc.category_id order by pc.category_id) from product_categories pc
        where pc.tenant_id = p.tenant_id and pc.product_id = p.id
      ), '{}')`.as('category_ids'),
  ],
  /**
   * A price list's entry in the console: the product and unit priced (`pu`, `u`), its own price
   * and the default unit's factor (`dpu`), which the tiers are compared with.
   */
  priceListEntry: [
    'p.id as product_id',
    'p.part_number',
    'p.description',
    'u.id as uom_id',
    'u.code as uom_code',
    'p.selling_price',
    'p.min_order_qty',
    'pu.cf',
    'dpu.cf as default_cf',
  ],
  /** What a price list's import resolves a line's part number to. */
  priceListImport: ['p.id', 'p.part_number', 'p.min_order_qty'],
} as const;
