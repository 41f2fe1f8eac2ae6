import { z } from 'zod';

export const shippingAddress = z.object({
  id: z.number().int(),
  type: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.object({ code: z.string() }).nullable(),
  country: z.object({ code: z.string() }).nullable(),
  postal_code: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

export const customer = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  shipping_addresses: z.array(shippingAddress),
});
export type Customer = z.infer<typeof customer>;

export const customerResponse = z.object({ data: z.array(customer) });
export type CustomerResponse = z.infer<typeof customerResponse>;

export const customerQuery = z.object({
  email: z.string().max(254).optional(),
  embed: z.string().max(200).optional(),
});
