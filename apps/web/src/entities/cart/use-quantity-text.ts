import { useState } from 'react';

/**
 * The text of a quantity field: what the buyer is typing, put back to the cart's quantity whenever
 * that changes elsewhere (plus and minus, another card, screen or tab). Set during render, as React
 * advises for state that follows a prop, so the field never shows a stale number.
 */
export function useQuantityText(quantity: number) {
  const [text, setText] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  if (quantity !== shown) {
    setShown(quantity);
    setText(String(quantity));
  }
  return [text, setText] as const;
}
