import { sellsByMinimum } from '@portal/contract';
import { useSession } from '@/shared/session/session-store.ts';
import { useSettings } from '@/entities/tenant/private-settings.ts';
import type { SellingSettings } from './cart-rules.ts';

/**
 * The company's selling rules for the cart rules. `pending` until the settings have answered:
 * the quantity controls wait for it rather than step by the wrong amount.
 */
export function useSellingSettings(): SellingSettings & { pending: boolean } {
  const code = useSession().manufacturer?.code ?? '';
  const settings = useSettings(code);
  return {
    sellByMinimum: sellsByMinimum(settings.data?.b2b_sell_minimum),
    pending: settings.isPending,
  };
}
