import { describe, expect, it } from 'vitest';
import { createCategoryRequest, createProductRequest } from '@portal/contract';
import { schemaErrors } from './schema-errors.ts';

describe('contract rules in the browser', () => {
  it('answers nothing for a valid value', () => {
    expect(schemaErrors(createCategoryRequest, { name: 'Bolts' })).toEqual({});
  });

  it('keys the first message of each field by its path', () => {
    const errors = schemaErrors(createProductRequest, {
      part_number: '',
      description: 'Bolt',
      selling_price: 1.234,
      min_order_qty: 5,
      max_order_qty: 2,
      units: [
        { uom_id: 1, cf: 0, is_default: true },
        { uom_id: 2, cf: 1, is_default: true },
      ],
    });
    expect(errors).toMatchObject({
      part_number: 'validation.requiredField',
      selling_price: 'admin.products.invalidPrice',
      'units.0.cf': 'admin.products.invalidFactor',
      units: 'admin.products.oneDefaultUnit',
    });
  });
});
