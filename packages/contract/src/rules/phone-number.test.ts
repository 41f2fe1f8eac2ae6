import { describe, expect, it } from 'vitest';
import { displayPhoneNumber, formatPhoneAsTyped, isValidPhoneNumber } from './phone-number.ts';

describe('formatPhoneAsTyped', () => {
  it('shows a North American number as (XXX) XXX-XXXX as far as the digits go', () => {
    expect(formatPhoneAsTyped('')).toBe('');
    expect(formatPhoneAsTyped('5')).toBe('5');
    expect(formatPhoneAsTyped('514')).toBe('(514');
    expect(formatPhoneAsTyped('5145')).toBe('(514) 5');
    expect(formatPhoneAsTyped('5145550')).toBe('(514) 555-0');
    expect(formatPhoneAsTyped('5145550199')).toBe('(514) 555-0199');
    expect(formatPhoneAsTyped('514.555.0199')).toBe('(514) 555-0199');
  });

  it('keeps at most 10 digits of a number without a country code', () => {
    expect(formatPhoneAsTyped('51455501999')).toBe('(514) 555-0199');
  });

  it('keeps a leading +1 or 1 instead of cutting the number short', () => {
    expect(formatPhoneAsTyped('+15145550199')).toBe('+1 514 555 0199');
    expect(formatPhoneAsTyped('+1 (514) 555-0199')).toBe('+1 514 555 0199');
    expect(formatPhoneAsTyped('15145550199')).toBe('1 (514) 555-0199');
  });

  it('keeps another country code and formats by that country', () => {
    expect(formatPhoneAsTyped('+')).toBe('+');
    expect(formatPhoneAsTyped('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhoneAsTyped('+33 1 23 45 67 89')).toBe('+33 1 23 45 67 89');
    expect(formatPhoneAsTyped('011 44 20 7946 0958')).toBe('011 44 20 7946 0958');
  });

  it('drops letters and digits past the longest international number', () => {
    expect(formatPhoneAsTyped('+44 20 7946 0958 ext 1234567')).toMatch(/^\+44 /);
    expect(formatPhoneAsTyped('+44 20 7946 0958 ext 1234567').replace(/\D/g, '')).toHaveLength(15);
    expect(formatPhoneAsTyped('abc')).toBe('');
  });

  it('never ends on a separator, so Backspace removes a digit', () => {
    expect(formatPhoneAsTyped('(514) ')).toBe('(514');
    expect(formatPhoneAsTyped('(514) 555-')).toBe('(514) 555');
    expect(formatPhoneAsTyped('+44 20 ')).toBe('+44 20');
  });
});

describe('isValidPhoneNumber', () => {
  it('accepts complete numbers of North America and elsewhere', () => {
    expect(isValidPhoneNumber('(514) 555-0199')).toBe(true);
    expect(isValidPhoneNumber('+1 514 555 0199')).toBe(true);
    expect(isValidPhoneNumber('1 514 555 0199')).toBe(true);
    expect(isValidPhoneNumber('+44 20 7946 0958')).toBe(true);
    expect(isValidPhoneNumber('+33 1 23 45 67 89')).toBe(true);
  });

  it('refuses incomplete or impossible numbers and text', () => {
    expect(isValidPhoneNumber('(514) 555-01')).toBe(false);
    expect(isValidPhoneNumber('(151) 455-5012')).toBe(false);
    expect(isValidPhoneNumber('+44 20')).toBe(false);
    expect(isValidPhoneNumber('call me')).toBe(false);
    expect(isValidPhoneNumber('')).toBe(false);
    expect(isValidPhoneNumber('\uD800')).toBe(false);
  });
});

describe('displayPhoneNumber', () => {
  it('shows North American numbers as (XXX) XXX-XXXX, whatever their prefix', () => {
    expect(displayPhoneNumber('5145550199')).toBe('(514) 555-0199');
    expect(displayPhoneNumber('+1 514 555 0199')).toBe('(514) 555-0199');
    expect(displayPhoneNumber('1-514-555-0199')).toBe('(514) 555-0199');
  });

  it('shows other numbers with their country code', () => {
    expect(displayPhoneNumber('+442079460958')).toBe('+44 20 7946 0958');
    expect(displayPhoneNumber('011 33 1 23 45 67 89')).toBe('+33 1 23 45 67 89');
  });

  it('leaves text that is no phone number as it was', () => {
    expect(displayPhoneNumber('call me')).toBe('call me');
    expect(displayPhoneNumber('555')).toBe('555');
  });
});
