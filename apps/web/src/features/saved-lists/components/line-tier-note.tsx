import type { SavedListLine } from '@portal/contract';
import { TierNoteText } from '@/entities/cart/tier-note-text.tsx';

/** What a list line's quantity would do to the buyer's price, in the cart's words. */
export function LineTierNote({ line }: { line: SavedListLine }) {
  return line.product ? <TierNoteText product={line.product} quantity={line.quantity} /> : null;
}
