import type { AdminCustomerSummary } from '@portal/contract';

/** The customer fields as typed; empty email and phone mean none. */
export interface CustomerValues {
  code: string;
  name: string;
  email: string;
  mobile_phone: string;
}
export type CustomerField = keyof CustomerValues;
export const CUSTOMER_FIELDS: readonly CustomerField[] = ['code', 'name', 'email', 'mobile_phone'];

export const customerValues = (customer?: AdminCustomerSummary): CustomerValues => ({
  code: customer?.code ?? '',
  name: customer?.name ?? '',
  email: customer?.email ?? '',
  mobile_phone: customer?.mobile_phone ?? '',
});
