/** Specification sections 5 and 9: a phone keeps at most 10 digits, shown as (XXX) XXX-XXXX. */
export const PHONE_MAX_DIGITS = 10;

export const phoneDigits = (text: string) => text.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);

/** Formats as far as the digits go, never ending on a separator, so Backspace always removes a digit. */
export function formatPhone(text: string): string {
  const digits = phoneDigits(text);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
