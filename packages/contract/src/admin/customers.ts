import { z } from 'zod';
import { codeParams, idParam, paged, pageQuery, requiredText } from '../common.ts';
import { COMPANY_ROLES } from '../rules/company-roles.ts';
import { displayPhoneNumber, isValidPhoneNumber } from '../rules/phone-number.ts';
import { adminSearch, bodyId, clearableText, timestamp, withoutNul } from './common.ts';
import { customerCodeField } from './registrations.ts';

export const ADDRESS_TYPES = ['S', 'B'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const customerListQuery = z.object({ search: adminSearch, page: pageQuery });
export type CustomerListQuery = z.input<typeof customerListQuery>;

export const customerParams = codeParams.extend({ id: idParam });
export const addressParams = customerParams.extend({ addressId: idParam });

export const adminCustomerSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  created_at: timestamp,
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummary>;
export const adminCustomerList = paged(adminCustomerSummary);
export type AdminCustomerList = z.infer<typeof adminCustomerList>;

export const adminAddress = z.object({
  id: z.number().int(),
  type: z.enum(ADDRESS_TYPES),
  address: z.string(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string(),
  province_code: z.string().nullable(),
  country_code: z.string().nullable(),
  postal_code: z.string(),
});
export type AdminAddress = z.infer<typeof adminAddress>;
export const adminAddressResponse = z.object({ data: adminAddress });
export type AdminAddressResponse = z.infer<typeof adminAddressResponse>;

/** A customer with its price list, every address (shipping and billing) and its accounts. */
export const adminCustomer = adminCustomerSummary.extend({
  /** The list its buyers are priced with (issue 11); null: the products' own prices. */
  price_list: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  addresses: z.array(adminAddress),
  members: z.array(
    z.object({
      user_id: z.number().int(),
      email: z.string(),
      name: z.string(),
      status: z.enum(['pending', 'approved', 'rejected', 'disabled']),
      /** Their role in the customer's company: a rule may name its approvers (decision 042). */
      company_role: z.enum(COMPANY_ROLES),
    }),
  ),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;
export const adminCustomerResponse = z.object({ data: adminCustomer });
export type AdminCustomerResponse = z.infer<typeof adminCustomerResponse>;

export const optionalEmail = z
  .string({ error: 'validation.invalidEmail' })
  .trim()
  .max(254, { error: 'validation.tooLong' })
  .refine((text) => text === '' || z.email().safeParse(text).success, {
    error: 'validation.invalidEmail',
  })
  .transform((text) => (text === '' ? null : text.toLowerCase()))
  .nullable();

export const optionalPhone = clearableText(30)
  .refine((text) => text === null || isValidPhoneNumber(text), { error: 'validation.invalidPhone' })
  .transform((text) => (text === null ? null : displayPhoneNumber(text)));

export const customerName = requiredText(200).refine(withoutNul, {
  error: 'validation.invalidValue',
});

export const createCustomerRequest = z.object({
  code: customerCodeField,
  name: customerName,
  email: optionalEmail.optional(),
  mobile_phone: optionalPhone.optional(),
});
export type CreateCustomerRequest = z.input<typeof createCustomerRequest>;

export const updateCustomerRequest = z.object({
  code: customerCodeField.optional(),
  name: customerName.optional(),
  email: optionalEmail.optional(),
  mobile_phone: optionalPhone.optional(),
  /** Assigns a price list of the tenant, or none (null). */
  price_list_id: bodyId.nullable().optional(),
});
export type UpdateCustomerRequest = z.input<typeof updateCustomerRequest>;

const addressLine = (max: number) =>
  requiredText(max).refine(withoutNul, { error: 'validation.invalidValue' });

export const addressFields = {
  type: z.enum(ADDRESS_TYPES, { error: 'admin.invalidAddressType' }),
  address: addressLine(200),
  address2: clearableText(200).optional(),
  address3: clearableText(200).optional(),
  city: addressLine(100),
  province_code: clearableText(10).optional(),
  country_code: clearableText(2).optional(),
  postal_code: clearableText(20).optional(),
};

export const createAddressRequest = z.object(addressFields);
export type CreateAddressRequest = z.input<typeof createAddressRequest>;

export const updateAddressRequest = z.object({
  ...addressFields,
  type: addressFields.type.optional(),
  address: addressFields.address.optional(),
  city: addressFields.city.optional(),
});
export type UpdateAddressRequest = z.input<typeof updateAddressRequest>;
