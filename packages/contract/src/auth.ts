import { z } from 'zod';
import {
  emailField,
  newPasswordField,
  optionalText,
  passwordField,
  requiredText,
  tenantCode,
} from './common.ts';
import { COMPANY_ROLES } from './rules/company-roles.ts';
import { displayPhoneNumber, isValidPhoneNumber } from './rules/phone-number.ts';

export const registerRequest = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    company: requiredText(200),
    address: requiredText(200),
    address2: optionalText(200),
    address3: optionalText(200),
    city: requiredText(100),
    state: requiredText(100),
    zip: requiredText(20),
    country: requiredText(2),
    phone: requiredText(30)
      .refine(isValidPhoneNumber, { error: 'validation.invalidPhone' })
      .transform(displayPhoneNumber),
    email: emailField,
    webAddress: optionalText(300),
    manufacturerCode: tenantCode,
    password: newPasswordField,
    password_confirmation: z.string({ error: 'validation.requiredField' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    error: 'validation.passwordsDoNotMatch',
    path: ['password_confirmation'],
  });
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailField,
  password: passwordField,
  manufacturerCode: tenantCode.optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const tenantSummary = z.object({
  code: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
});
export type TenantSummary = z.infer<typeof tenantSummary>;

export const sessionUser = z.object({
  name: z.string(),
  email: z.string(),
  rep_code: z.string().nullable(),
  role: z.enum(['customer', 'admin']),
  /**
   * The member's role inside their customer company at the session's manufacturer (decision
   * 031); null for the manufacturer's staff. The web app shows what it allows; the server decides.
   */
  company_role: z.enum(COMPANY_ROLES).nullable(),
  /** Whether the member's order lists cover the whole company. */
  sees_all_orders: z.boolean(),
  /**
   * Whether the member may read the company's invoices (decision 038): the nav shows them.
   * Absent in a session kept from before invoices existed: the nav then hides them until the
   * next sign-in (the server decides either way).
   */
  sees_invoices: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({
  token: z.string(),
  tenants: z.array(tenantSummary),
  user: sessionUser,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * Moves a signed-in account to another company it is an approved member of, without its
 * password (decision 014). The answer is a login answer: a new token, the target company first.
 */
export const switchCompanyRequest = z.object({ manufacturerCode: tenantCode });
export type SwitchCompanyRequest = z.input<typeof switchCompanyRequest>;

export const forgotPasswordRequest = z.object({
  email: emailField,
  manufacturerCode: tenantCode,
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

export const changePasswordRequest = z
  .object({
    current_password: passwordField,
    new_password: newPasswordField,
    new_password_confirmation: z.string({ error: 'validation.requiredField' }),
  })
  .refine((body) => body.new_password === body.new_password_confirmation, {
    error: 'validation.newPasswordsDoNotMatch',
    path: ['new_password_confirmation'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;
