import { AsYouType, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

/**
 * Phone numbers (specification sections 5 and 9: shown as (XXX) XXX-XXXX). A number typed without
 * a country code is North American, as the specification assumes; any other country's number is
 * typed with its code (+44 20 7946 0958), which the specification's 10-digit mask used to cut to
 * '(442) 079-4609'. libphonenumber-js keeps the numbering plans; its smallest metadata checks
 * each country's lengths and leading digits, which is all a contact number needs.
 */
const HOME_COUNTRY = 'US';
const NORTH_AMERICAN_CALLING_CODE = '1';
/** Ten digits, or eleven with the trunk prefix 1 ('1 514 555 0199'). */
const NATIONAL_MAX_DIGITS = 10;
/** E.164's longest number, country code included. */
const INTERNATIONAL_MAX_DIGITS = 15;
/** North America's international call prefix ('011 44 20 7946 0958'). */
const INTERNATIONAL_CALL_PREFIX = '011';

const parse = (text: string): PhoneNumber | undefined =>
  parsePhoneNumberFromString(text, HOME_COUNTRY);

export function isValidPhoneNumber(text: string): boolean {
  return parse(text)?.isValid() ?? false;
}

/**
 * How a number is stored and shown: (XXX) XXX-XXXX in North America, else its international form
 * (+44 20 7946 0958). Text that is no phone number comes back as it was, so old data still shows.
 */
export function displayPhoneNumber(text: string): string {
  const number = parse(text);
  if (!number?.isValid()) return text;
  return number.countryCallingCode === NORTH_AMERICAN_CALLING_CODE
    ? number.formatNational()
    : number.formatInternational();
}

/** The digits a number being typed may hold, by how it starts. */
function maxDigitsOf(digits: string, international: boolean): number {
  if (international) return INTERNATIONAL_MAX_DIGITS;
  if (digits.startsWith(INTERNATIONAL_CALL_PREFIX)) {
    return INTERNATIONAL_CALL_PREFIX.length + INTERNATIONAL_MAX_DIGITS;
  }
  return digits.startsWith('1') ? NATIONAL_MAX_DIGITS + 1 : NATIONAL_MAX_DIGITS;
}

/**
 * Formats a phone field at every keystroke: '5145550199' reads '(514) 555-0199', '+44207946…'
 * reads '+44 20 7946 …'. Letters and extra digits are dropped, and the text never ends on a
 * separator, so Backspace always removes a digit rather than a ')' the formatter puts back.
 */
export function formatPhoneAsTyped(text: string): string {
  const international = text.trimStart().startsWith('+');
  const allDigits = text.replace(/\D/g, '');
  const digits = allDigits.slice(0, maxDigitsOf(allDigits, international));
  if (digits === '') return international ? '+' : '';
  const typed = international ? `+${digits}` : digits;
  const formatted = international
    ? new AsYouType().input(typed)
    : new AsYouType(HOME_COUNTRY).input(typed);
  return formatted.replace(/[\s()\-.]+$/, '');
}
