import { describe, expect, it } from 'vitest';
import { productList, type ProductList } from '@portal/contract';
import { encodeJson } from '../../lib/json-body.ts';
import { tiersFromText } from '../pricing/price-list-tiers.ts';
import { PriceableAnswer } from './priced-answers.ts';

const card = (id: number, description: string): ProductList['data'][number] => ({
  id,
  part_number: `P-${id}`,
  description,
  primary_image: '/api/public/placeholder.svg',
  selling_price: 10,
  available: 5,
  uom_code: 'EA',
  cf: 1,
  min_order_qty: 1,
  max_order_qty: 0,
  default_puom_id: id,
  price_tiers: [],
});

const page = (cards: ProductList['data']): ProductList => ({
  data: cards,
  meta: {
    current_page: 1,
    per_page: 12,
    from: 1,
    to: cards.length,
    total: cards.length,
    last_page: 1,
  },
});

describe('an answer kept with the products own prices', () => {
  // A description may say anything, our own field's text included.
  const cards = [card(2, 'Plain'), card(5, '"price_tiers":[] in a description'), card(9, 'Last')];
  const answer = page(cards);
  const body = encodeJson(productList, answer);
  const kept = PriceableAnswer.of(body, cards)!;
  const units = new Map([['EA', 1]]);

  it("is sent with a list's tiers exactly as the answer priced with them is written", () => {
    const tiers = tiersFromText('5 1 1 8.50 5 1 10 7.25 9 1 3 9.99', units);
    const priced = page([
      cards[0]!,
      {
        ...cards[1]!,
        price_tiers: [
          { min_qty: 1, unit_price: 8.5 },
          { min_qty: 10, unit_price: 7.25 },
        ],
      },
      { ...cards[2]!, price_tiers: [{ min_qty: 3, unit_price: 9.99 }] },
    ]);
    expect(kept.pricedWith(tiers)).toBe(encodeJson(productList, priced));
  });

  it('is sent as it is to a list that prices none of its products', () => {
    expect(kept.pricedWith(tiersFromText('1 1 1 1.00 7 1 1 1.00 9 2 1 1.00', units))).toBe(body);
    expect(kept.body).toBe(body);
  });

  it('is not kept for writing into when its products cannot be told apart in the text', () => {
    expect(PriceableAnswer.of(body, cards.slice(0, 2))).toBeNull();
    expect(
      PriceableAnswer.of(body.replace('"price_tiers":[]', '"price_tiers":[ ]'), cards),
    ).toBeNull();
  });
});
