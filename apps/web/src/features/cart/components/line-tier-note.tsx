import type { CartItem } from '@/entities/cart/cart-rules.ts';
import { TierNoteText } from '@/entities/cart/tier-note-text.tsx';

/** A cart line's tier note, read out when its quantity changes it. */
export function LineTierNote({ item }: { item: CartItem }) {
  return <TierNoteText product={item.product} quantity={item.quantity} live />;
}
