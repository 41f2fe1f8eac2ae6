import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  usualUomId,
  productRequest,
  unitRow,
  validateProductForm,
  type ProductFormValues,
} from './product-form.ts';

const valid = (change: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(1),
  part_number: 'ZZ-1',
  description: 'Test bolt',
  selling_price: '12.50',
  ...change,
});

describe('product form', () => {
  it('sends numbers, no maximum as 0, and the units as the API takes them', () => {
    const request = productRequest(valid({ max_order_qty: '', available: ' 7 ' }));
    expect(request).toMatchObject({
      selling_price: 12.5,
      available: 7,
      min_order_qty: 1,
      max_order_qty: 0,
      units: [{ uom_id: 1, cf: 1, is_default: true }],
    });
    expect(validateProductForm(valid())).toEqual({});
  });

  it('asks for the required fields', () => {
    const errors = validateProductForm(
      valid({ part_number: ' ', description: '', selling_price: '', min_order_qty: '' }),
    );
    expect(errors).toMatchObject({
      part_number: 'validation.requiredField',
      description: 'validation.requiredField',
      selling_price: 'validation.requiredField',
      min_order_qty: 'validation.requiredField',
    });
  });

  it('applies the contract rules: decimals, limits, factors and one default unit', () => {
    const errors = validateProductForm(
      valid({
        selling_price: '1.234',
        min_order_qty: '10',
        max_order_qty: '5',
        units: [unitRow(1, '0', true), unitRow(2, '2', true)],
      }),
    );
    expect(errors).toEqual({
      selling_price: 'admin.products.invalidPrice',
      max_order_qty: 'admin.products.maxBelowMin',
      'units.0.cf': 'admin.products.invalidFactor',
      units: 'admin.products.oneDefaultUnit',
    });
    expect(validateProductForm(valid({ units: [] }))).toEqual({
      units: 'admin.products.unitRequired',
    });
    expect(validateProductForm(valid({ available: '1.5' }))).toEqual({
      available: 'admin.products.invalidQuantity',
    });
  });

  it('starts a new product in the unit most products sell in', () => {
    const uom = (id: number, product_count: number) => ({
      id,
      code: `U${id}`,
      description: '',
      product_count,
    });
    expect(usualUomId([uom(1, 3), uom(2, 40), uom(3, 40)])).toBe(2);
    expect(usualUomId([])).toBeNull();
  });
});
