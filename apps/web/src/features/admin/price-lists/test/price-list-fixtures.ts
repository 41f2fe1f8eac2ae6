import type { AdminPriceEntry, AdminPriceList } from '@portal/contract';

export const priceList = (id: number, name: string, change: Partial<AdminPriceList> = {}) => ({
  id,
  name,
  valid_from: null,
  valid_to: null,
  product_count: 0,
  customer_count: 0,
  created_at: '2026-03-02T12:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
  ...change,
});

export const priceEntry = (
  productId: number,
  partNumber: string,
  change: Partial<AdminPriceEntry> = {},
): AdminPriceEntry => ({
  product_id: productId,
  part_number: partNumber,
  description: `Product ${partNumber}`,
  uom_id: 1,
  uom_code: 'EA',
  selling_price: 5,
  min_order_qty: 1,
  tiers: [],
  ...change,
});
