import { describe, expect, it } from 'vitest';
import {
  entryProblems,
  entryRequest,
  entryValues,
  tierRow,
  type EntryValues,
} from './tier-form.ts';

const values = (...tiers: [string, string][]): EntryValues => ({
  part_number: 'AC-HB-1',
  uom_code: 'bx',
  tiers: tiers.map(([minQty, price]) => tierRow(minQty, price)),
});

describe('the tiers of one product and unit', () => {
  it('sends numbers, and an empty or comma-decimal cell as no number at all', () => {
    expect(entryRequest(values(['10', '4.5'], ['', '4,50']))).toEqual({
      part_number: 'AC-HB-1',
      uom_code: 'bx',
      tiers: [
        { min_qty: 10, unit_price: 4.5 },
        { min_qty: Number.NaN, unit_price: Number.NaN },
      ],
    });
  });

  it('starts a new product with one tier from 1, and an existing row with its tiers', () => {
    expect(entryValues(null).tiers.map((tier) => tier.min_qty)).toEqual(['1']);
    const entry = {
      product_id: 1,
      part_number: 'AC-HB-1',
      description: 'Hex bolt',
      uom_id: 2,
      uom_code: 'BX',
      selling_price: 12.5,
      min_order_qty: 1,
      tiers: [{ min_qty: 10, unit_price: 4.5 }],
    };
    expect(entryValues(entry)).toMatchObject({
      part_number: 'AC-HB-1',
      uom_code: 'BX',
      tiers: [{ min_qty: '10', unit_price: '4.5' }],
    });
  });

  it('names each bad cell as the API would, every repeated minimum included', () => {
    expect(
      entryProblems(
        values(['10', '4.50'], ['0', '-1'], ['10', '4'], ['20', '3'], ['10', '2']),
        null,
      ),
    ).toEqual({
      'tiers.1.min_qty': { key: 'admin.priceLists.invalidMinQty' },
      'tiers.1.unit_price': { key: 'admin.products.invalidPrice' },
      'tiers.2.min_qty': { key: 'admin.priceLists.duplicateTier' },
      'tiers.4.min_qty': { key: 'admin.priceLists.duplicateTier' },
    });
    expect(
      entryProblems({ ...values(['1', '']), part_number: ' ', uom_code: 'B X' }, null),
    ).toEqual({
      part_number: { key: 'validation.requiredField' },
      uom_code: { key: 'admin.uoms.invalidCode' },
      'tiers.0.unit_price': { key: 'admin.products.invalidPrice' },
    });
  });

  it("refuses a tier below the product's minimum order quantity, when it is known", () => {
    expect(entryProblems(values(['5', '4'], ['12', '3.5']), 6)).toEqual({
      'tiers.0.min_qty': { key: 'admin.priceLists.tierBelowMinimum', params: { min: 6 } },
    });
    expect(entryProblems(values(['5', '4']), null)).toEqual({});
  });
});
