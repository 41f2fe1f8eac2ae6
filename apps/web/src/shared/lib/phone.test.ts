import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from './phone.ts';

describe('phone mask', () => {
  it('keeps digits only, at most 10', () => {
    expect(phoneDigits('+1 (514) 555-0199 ext 7')).toBe('1514555019');
    expect(phoneDigits('abc')).toBe('');
  });

  it('shows (XXX) XXX-XXXX as far as the digits go', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('514')).toBe('(514');
    expect(formatPhone('5145')).toBe('(514) 5');
    expect(formatPhone('514555')).toBe('(514) 555');
    expect(formatPhone('5145550')).toBe('(514) 555-0');
    expect(formatPhone('5145550199')).toBe('(514) 555-0199');
  });

  it('drops an 11th digit', () => {
    expect(formatPhone('51455501999')).toBe('(514) 555-0199');
  });

  it('reformats text that was pasted or edited in the middle', () => {
    expect(formatPhone('514.555.0199')).toBe('(514) 555-0199');
    expect(formatPhone('(514) 555-019')).toBe('(514) 555-019');
  });

  it('never ends on a separator, so Backspace removes a digit', () => {
    // Backspace on '(514) 5' leaves '(514) ', which must not come back as '(514) '.
    expect(formatPhone('(514) ')).toBe('(514');
    expect(formatPhone('(514) 555-')).toBe('(514) 555');
  });
});
