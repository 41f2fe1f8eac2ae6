import { z } from 'zod';
import { paged, pageQuery, requiredText } from '../common.ts';
import { bodyId, customerRef, timestamp, withoutNul } from './common.ts';

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const registrationListQuery = z.object({
  status: z.enum(REGISTRATION_STATUSES, { error: 'admin.invalidStatus' }).default('pending'),
  page: pageQuery,
});
export type RegistrationListQuery = z.input<typeof registrationListQuery>;

/** What the visitor typed at registration (the register form's fields besides the account). */
export const registrationDetails = z.object({
  company: z.string().optional(),
  address: z.string().optional(),
  address2: z.string().optional(),
  address3: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
  country: z.string().optional(),
  phone: z.string().optional(),
  webAddress: z.string().optional(),
});
export type RegistrationDetails = z.infer<typeof registrationDetails>;

export const registration = z.object({
  user_id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected', 'disabled']),
  registration: registrationDetails,
  customer: customerRef.nullable(),
  decision_note: z.string().nullable(),
  created_at: timestamp,
  decided_at: timestamp.nullable(),
});
export type Registration = z.infer<typeof registration>;
export const registrationList = paged(registration);
export type RegistrationList = z.infer<typeof registrationList>;
export const registrationResponse = z.object({ data: registration });
export type RegistrationResponse = z.infer<typeof registrationResponse>;

export const customerCodeField = requiredText(30).refine(withoutNul, {
  error: 'validation.invalidValue',
});

/**
 * Approval links the account to a customer: an existing one of the tenant, or one made from
 * the registration (its shipping address too). Exactly one of the two.
 */
export const approveRegistrationRequest = z
  .object({
    customer_id: bodyId.optional(),
    create_customer: z
      .object({
        code: customerCodeField,
        name: requiredText(200).refine(withoutNul, { error: 'validation.invalidValue' }),
      })
      .optional(),
  })
  .refine((body) => (body.customer_id === undefined) !== (body.create_customer === undefined), {
    error: 'admin.chooseCustomer',
    path: ['customer_id'],
  });
export type ApproveRegistrationRequest = z.input<typeof approveRegistrationRequest>;

export const rejectRegistrationRequest = z.object({
  reason: requiredText(500).refine(withoutNul, { error: 'validation.invalidValue' }),
});
export type RejectRegistrationRequest = z.input<typeof rejectRegistrationRequest>;
