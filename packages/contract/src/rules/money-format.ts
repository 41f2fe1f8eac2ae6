/**
 * Money as screens, e-mails and documents show it: in the reader's language's own way, with the
 * currency's narrow symbol ("$518.40" in English, "518,40 $" in French and Spanish). Machine
 * formats (CSV exports, the API) keep plain numbers. This deliberately replaces the
 * specification's "$ prefix whatever the language" (section 9): decision 023.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: string, currency: string): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Intl formatters are costly to build and a screen formats hundreds of amounts: one each.
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 1234.5 in 'en' -> '$1,234.50'; in 'fr' -> '1 234,50 $'; -3 in 'en' -> '-$3.00'. */
export const formatMoney = (amount: number, language: string, currency = 'USD'): string =>
  formatterFor(language, currency).format(amount);
