import { ADDRESS_COLUMNS, ADDRESS_LINES } from '../db/address-columns.ts';

/**
 * What each audience reads of a customer and its addresses (see order-fields.ts): the buyer's
 * own company (the checkout and profile), the console, the price list's page, the ERP feed.
 */
export const customerFields = {
  /** The buyer's own customer. */
  buyer: ['id', 'code', 'name', 'email', 'mobile_phone'],
  /** The console's list and page. */
  console: ['id', 'code', 'name', 'email', 'mobile_phone', 'price_list_id', 'created_at'],
  /** A price list's page: the customers it is assigned to. */
  priceList: ['id', 'code', 'name'],
} as const;

export const addressFields = {
  /** The buyer's checkout and the console: every line of an address. */
  screen: ADDRESS_COLUMNS,
  /** The ERP feed: the shipping addresses of several customers. */
  feed: ['customer_id', ...ADDRESS_LINES],
} as const;
