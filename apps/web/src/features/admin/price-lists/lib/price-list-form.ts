import { priceListAppliesOn, type AdminPriceList } from '@portal/contract';
import { isoDate } from '@/shared/lib/format.ts';

/** A list's name and days as typed; an empty day means no bound. */
export interface PriceListValues {
  name: string;
  valid_from: string;
  valid_to: string;
}
export type PriceListField = keyof PriceListValues;

export const priceListValues = (list?: AdminPriceList): PriceListValues => ({
  name: list?.name ?? '',
  valid_from: list?.valid_from ?? '',
  valid_to: list?.valid_to ?? '',
});

/** Where a list stands today: buyers are priced with it only while it is current. */
export type ValidityState = 'current' | 'upcoming' | 'expired';

export function validityState(
  list: Pick<AdminPriceList, 'valid_from' | 'valid_to'>,
  today = isoDate(new Date()),
): ValidityState {
  if (priceListAppliesOn({ validFrom: list.valid_from, validTo: list.valid_to }, today)) {
    return 'current';
  }
  return list.valid_from !== null && today < list.valid_from ? 'upcoming' : 'expired';
}
