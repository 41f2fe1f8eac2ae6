/**
 * Money as every screen and e-mail shows it (specification section 9): a $ prefix and 2
 * decimals, grouped by thousands, whatever the reader's language.
 */
const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.5 -> '$1,234.50'; -3 -> '-$3.00'. */
export const formatMoney = (amount: number): string =>
  amount < 0 ? `-$${money.format(-amount)}` : `$${money.format(amount)}`;
