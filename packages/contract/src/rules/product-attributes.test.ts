import { describe, expect, it } from 'vitest';
import {
  attributeValueProblem,
  duplicateAttribute,
  formatAttributeNumber,
  inLanguage,
  isAttributeNumber,
} from './product-attributes.ts';

const material = { id: 1, kind: 'options' as const, option_ids: [10, 11, 12] };
const diameter = { id: 2, kind: 'number' as const, option_ids: [] };
const kosher = { id: 3, kind: 'yes_no' as const, option_ids: [] };

describe('attributeValueProblem', () => {
  it('refuses a value of an attribute the tenant does not have', () => {
    expect(attributeValueProblem({ attribute_id: 9, flag: true }, undefined)).toBe(
      'admin.attributes.unknownAttribute',
    );
  });
  it('takes options of the attribute, one or several', () => {
    expect(attributeValueProblem({ attribute_id: 1, option_ids: [10] }, material)).toBeNull();
    expect(attributeValueProblem({ attribute_id: 1, option_ids: [10, 12] }, material)).toBeNull();
  });
  it('refuses an option of another attribute, a repeated one and none', () => {
    expect(attributeValueProblem({ attribute_id: 1, option_ids: [99] }, material)).toBe(
      'admin.attributes.unknownOption',
    );
    expect(attributeValueProblem({ attribute_id: 1, option_ids: [10, 10] }, material)).toBe(
      'admin.attributes.unknownOption',
    );
    expect(attributeValueProblem({ attribute_id: 1, option_ids: [] }, material)).toBe(
      'admin.attributes.wrongKind',
    );
  });
  it('takes a number for a number attribute, not a flag or an option', () => {
    expect(attributeValueProblem({ attribute_id: 2, number: 12.5 }, diameter)).toBeNull();
    expect(attributeValueProblem({ attribute_id: 2, flag: true }, diameter)).toBe(
      'admin.attributes.wrongKind',
    );
    expect(attributeValueProblem({ attribute_id: 2, number: 1e12 }, diameter)).toBe(
      'admin.attributes.invalidNumber',
    );
  });
  it('takes yes or no for a yes/no attribute', () => {
    expect(attributeValueProblem({ attribute_id: 3, flag: false }, kosher)).toBeNull();
    expect(attributeValueProblem({ attribute_id: 3, number: 1 }, kosher)).toBe(
      'admin.attributes.wrongKind',
    );
  });
  it('refuses two fields at once', () => {
    expect(attributeValueProblem({ attribute_id: 3, flag: true, number: 1 }, kosher)).toBe(
      'admin.attributes.wrongKind',
    );
  });
});

describe('attribute numbers', () => {
  it('keeps four decimals at most, finite, within numeric(14,4)', () => {
    expect(isAttributeNumber(0.00005)).toBe(false);
    expect(isAttributeNumber(0.1234)).toBe(true);
    expect(isAttributeNumber(Number.NaN)).toBe(false);
    expect(isAttributeNumber(-3)).toBe(true);
  });
  it('reads without trailing zeros, beside its unit', () => {
    expect(formatAttributeNumber(12.5, 'mm')).toBe('12.5 mm');
    expect(formatAttributeNumber(100, null)).toBe('100');
  });
});

describe('duplicateAttribute and inLanguage', () => {
  it('names the attribute given twice', () => {
    expect(duplicateAttribute([{ attribute_id: 1 }, { attribute_id: 2 }])).toBeNull();
    expect(duplicateAttribute([{ attribute_id: 1 }, { attribute_id: 1 }])).toBe(1);
  });
  it('falls back to English when a translation is missing', () => {
    const texts = { en: 'Material', es: 'Material', fr: null };
    expect(inLanguage(texts, 'fr')).toBe('Material');
    expect(inLanguage({ en: 'Finish', es: 'Acabado', fr: 'Finition' }, 'es')).toBe('Acabado');
  });
});
