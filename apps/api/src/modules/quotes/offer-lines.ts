import {
  fitsAmountColumn,
  lineTotalCents,
  toCents,
  type QuoteTier,
  type SendQuoteOfferInput,
} from '@portal/contract';
import type { FieldMessage } from '../../lib/app-error.ts';

/**
 * Checks an offer's lines against the request's (pure: the service reads the lines and the
 * replacement products, writes what this returns). Every line of the request is priced exactly
 * once; a free-text line needs a catalogue product to be ordered (its replacement); a product no
 * longer sold cannot be offered.
 */
export interface RequestLine {
  id: number;
  line_no: number;
  product_id: number | null;
  puom_id: number | null;
  quantity: number;
  /** The line's product and unit are still sold (false for a free-text line). */
  sellable: boolean;
}

export interface OfferedLine {
  quoteLineId: number;
  productId: number;
  puomId: number;
  quantity: number;
  price: number;
  /** Its price per quantity break (decision 042). */
  tiers: readonly QuoteTier[];
}

export type FieldProblems = Record<string, FieldMessage[]>;

export function checkOfferLines(
  input: SendQuoteOfferInput['lines'],
  requestLines: readonly RequestLine[],
  /** Active products given as replacements, by lower-case part number. */
  replacements: ReadonlyMap<string, { productId: number; puomId: number }>,
): { lines: OfferedLine[]; problems: FieldProblems } {
  const problems: FieldProblems = {};
  const byId = new Map(requestLines.map((line) => [line.id, line]));
  const priced = new Set<number>();
  const lines: OfferedLine[] = [];
  let totalCents = 0;

  input.forEach((offered, index) => {
    const at = (field: string) => `lines.${index}.${field}`;
    const line = byId.get(offered.quote_line_id);
    if (!line) {
      problems[at('quote_line_id')] = [{ key: 'quotes.lineNotInQuote' }];
      return;
    }
    if (priced.has(line.id)) {
      problems[at('quote_line_id')] = [{ key: 'quotes.duplicateLine' }];
      return;
    }
    priced.add(line.id);
    let productId = line.product_id;
    let puomId = line.puom_id;
    if (offered.replacement_part_number != null) {
      const replacement = replacements.get(offered.replacement_part_number.toLowerCase());
      if (replacement === undefined) {
        problems[at('replacement_part_number')] = [{ key: 'quotes.replacementUnavailable' }];
        return;
      }
      productId = replacement.productId;
      puomId = replacement.puomId;
    } else if (productId === null || puomId === null) {
      problems[at('replacement_part_number')] = [{ key: 'quotes.replacementRequired' }];
      return;
    } else if (!line.sellable) {
      problems[at('replacement_part_number')] = [{ key: 'quotes.productUnavailable' }];
      return;
    }
    const quantity = offered.quantity ?? line.quantity;
    totalCents += lineTotalCents({ priceCents: toCents(offered.price), quantity });
    lines.push({
      quoteLineId: line.id,
      productId,
      puomId,
      quantity,
      price: offered.price,
      tiers: offered.tiers,
    });
  });

  for (const line of requestLines) {
    if (!priced.has(line.id) && Object.keys(problems).length === 0) {
      problems['lines'] = [{ key: 'quotes.lineMissing', params: { line_no: line.line_no } }];
    }
  }
  if (Object.keys(problems).length === 0 && !fitsAmountColumn(totalCents)) {
    problems['lines'] = [{ key: 'quotes.totalTooLarge' }];
  }
  return { lines, problems };
}
