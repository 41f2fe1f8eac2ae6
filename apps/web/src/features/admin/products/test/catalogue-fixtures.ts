import type {
  AdminCategory,
  AdminProduct,
  AdminProductSummary,
  AdminUom,
  ProductAttribute,
} from '@portal/contract';

export const summary = (overrides: Partial<AdminProductSummary> = {}): AdminProductSummary => ({
  id: 1,
  part_number: 'AC-HB-1',
  description: 'Hex bolt',
  selling_price: 12.5,
  available: 40,
  min_order_qty: 1,
  max_order_qty: 0,
  active: true,
  uom_code: 'BX',
  cf: 50,
  image_url: null,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const product = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  ...summary(),
  additional_info: 'Grade 8 steel.',
  description_es: null,
  description_fr: null,
  additional_info_es: null,
  additional_info_fr: null,
  image_id: null,
  default_puom_id: 100,
  units: [
    { id: 100, uom_id: 2, uom_code: 'BX', cf: 50, is_default: true },
    { id: 101, uom_id: 1, uom_code: 'EA', cf: 1, is_default: false },
  ],
  category_ids: [3],
  related_ids: [],
  complementary_ids: [],
  attribute_values: [],
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const uoms: AdminUom[] = [
  { id: 1, code: 'EA', description: 'Each', product_count: 10 },
  { id: 2, code: 'BX', description: 'Box', product_count: 5 },
  { id: 3, code: 'CS', description: 'Case', product_count: 2 },
];

const category = (id: number, parent_id: number | null, name: string): AdminCategory => ({
  id,
  parent_id,
  name,
  name_es: null,
  name_fr: null,
  sort_order: 0,
  child_count: 0,
  product_count: 0,
});

export const categories: AdminCategory[] = [
  category(1, null, 'Fasteners'),
  category(2, 1, 'Bolts & Screws'),
  category(3, 2, 'Hex Bolts'),
  category(4, null, 'Tools'),
];

/** Three attributes, one of each kind (decision 040). */
export const attributes: ProductAttribute[] = [
  {
    id: 11,
    kind: 'options',
    name: 'Material',
    name_es: null,
    name_fr: 'Matériau',
    unit: null,
    filter: true,
    position: 0,
    options: [
      { id: 21, value: 'Steel', value_es: 'Acero', value_fr: 'Acier' },
      { id: 22, value: 'Brass', value_es: 'Latón', value_fr: 'Laiton' },
    ],
    product_count: 3,
    updated_at: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 12,
    kind: 'number',
    name: 'Diameter',
    name_es: 'Diámetro',
    name_fr: 'Diamètre',
    unit: 'mm',
    filter: true,
    position: 1,
    options: [],
    product_count: 1,
    updated_at: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 13,
    kind: 'yes_no',
    name: 'Zinc plated',
    name_es: null,
    name_fr: null,
    unit: null,
    filter: false,
    position: 2,
    options: [],
    product_count: 0,
    updated_at: '2026-11-20T10:00:00.000Z',
  },
];
