import { describe, expect, it } from 'vitest';
import { checkOfferLines, type RequestLine } from './offer-lines.ts';

const catalogueLine: RequestLine = {
  id: 11,
  line_no: 1,
  product_id: 5,
  puom_id: 50,
  quantity: 10,
  sellable: true,
};
const freeText: RequestLine = {
  id: 12,
  line_no: 2,
  product_id: null,
  puom_id: null,
  quantity: 3,
  sellable: false,
};
const replacements = new Map([['wash-7', { productId: 7, puomId: 70 }]]);

describe('offer lines', () => {
  it('prices every line, keeps the asked quantity unless changed, and maps a replacement', () => {
    const { lines, problems } = checkOfferLines(
      [
        { quote_line_id: 11, price: 2.5, replacement_part_number: null, tiers: [] },
        { quote_line_id: 12, price: 9, quantity: 4, replacement_part_number: 'Wash-7', tiers: [] },
      ],
      [catalogueLine, freeText],
      replacements,
    );
    expect(problems).toEqual({});
    expect(lines).toEqual([
      { quoteLineId: 11, productId: 5, puomId: 50, quantity: 10, price: 2.5, tiers: [] },
      { quoteLineId: 12, productId: 7, puomId: 70, quantity: 4, price: 9, tiers: [] },
    ]);
  });

  it('refuses a line of another quote, a line priced twice, and a line left out', () => {
    expect(
      checkOfferLines(
        [{ quote_line_id: 99, price: 1, replacement_part_number: null, tiers: [] }],
        [catalogueLine],
        replacements,
      ),
    ).toMatchObject({ problems: { 'lines.0.quote_line_id': [{ key: 'quotes.lineNotInQuote' }] } });
    expect(
      checkOfferLines(
        [
          { quote_line_id: 11, price: 1, replacement_part_number: null, tiers: [] },
          { quote_line_id: 11, price: 1, replacement_part_number: null, tiers: [] },
        ],
        [catalogueLine],
        replacements,
      ).problems,
    ).toEqual({ 'lines.1.quote_line_id': [{ key: 'quotes.duplicateLine' }] });
    expect(
      checkOfferLines(
        [{ quote_line_id: 11, price: 1, replacement_part_number: null, tiers: [] }],
        [catalogueLine, freeText],
        replacements,
      ).problems,
    ).toEqual({ lines: [{ key: 'quotes.lineMissing', params: { line_no: 2 } }] });
  });

  it('needs a sold replacement for a free-text line, and a sold product otherwise', () => {
    expect(
      checkOfferLines(
        [{ quote_line_id: 12, price: 1, replacement_part_number: null, tiers: [] }],
        [freeText],
        replacements,
      ).problems,
    ).toEqual({ 'lines.0.replacement_part_number': [{ key: 'quotes.replacementRequired' }] });
    expect(
      checkOfferLines(
        [{ quote_line_id: 12, price: 1, replacement_part_number: 'NOPE', tiers: [] }],
        [freeText],
        replacements,
      ).problems,
    ).toEqual({ 'lines.0.replacement_part_number': [{ key: 'quotes.replacementUnavailable' }] });
    expect(
      checkOfferLines(
        [{ quote_line_id: 11, price: 1, replacement_part_number: null, tiers: [] }],
        [{ ...catalogueLine, sellable: false }],
        replacements,
      ).problems,
    ).toEqual({ 'lines.0.replacement_part_number': [{ key: 'quotes.productUnavailable' }] });
  });

  it('refuses an offer too large for one order', () => {
    expect(
      checkOfferLines(
        [
          {
            quote_line_id: 11,
            price: 9_999_999_999.99,
            quantity: 1_000_000,
            replacement_part_number: null,
            tiers: [],
          },
        ],
        [catalogueLine],
        replacements,
      ).problems,
    ).toEqual({ lines: [{ key: 'quotes.totalTooLarge' }] });
  });
});
