import { sellsByMinimum } from '@portal/contract';
import { useSession } from '@/shared/session/session-store.ts';
import { useSettings } from '@/shared/tenant/private-settings.ts';
import type { SellingSettings } from './cart-rules.ts';

/** The company's selling rules for the cart rules; by one until the settings have answered. */
export function useSellingSettings(): SellingSettings {
  const code = useSession().manufacturer?.code ?? '';
  const settings = useSettings(code);
  return { sellByMinimum: sellsByMinimum(settings.data?.b2b_sell_minimum) };
}
