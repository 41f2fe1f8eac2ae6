import { z } from 'zod';
import {
  codeParams,
  emailField,
  idParam,
  LANGUAGES,
  newPasswordField,
  passwordField,
  requiredText,
  tenantCode,
} from './common.ts';
import { COMPANY_ROLES } from './rules/company-roles.ts';
import { SPENDING_PERIODS, OVER_LIMIT_CHOICES } from './rules/spending-limit.ts';
import { shippingAddress } from './customers.ts';
import { bodyId } from './admin/common.ts';

/**
 * The Company area of a customer administrator (issue 29 points 2 and 6, decision 034): the
 * colleagues of their own customer company, and the invitations that bring new ones in.
 */

/** How long an invitation link works after it was sent (or sent again). */
export const INVITATION_DAYS = 7;

/** A colleague's membership: waiting for the manufacturer, active, or disabled. */
export const COLLEAGUE_STATUSES = ['pending', 'approved', 'disabled'] as const;
export type ColleagueStatus = (typeof COLLEAGUE_STATUSES)[number];

export const colleague = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company_role: z.enum(COMPANY_ROLES),
  sees_all_orders: z.boolean(),
  status: z.enum(COLLEAGUE_STATUSES),
  /** When they last signed in at this manufacturer; null if never. */
  last_sign_in_at: z.string().nullable(),
  /** Whether the caller may change them (mayManageColleague): never themselves or a superior. */
  manageable: z.boolean(),
  /** The company's addresses they may ship to; null: every one (issue 29 point 5). */
  ship_to_address_ids: z.array(z.number().int()).nullable(),
  /**
   * Their spending limit and what their orders of the current period spent (decision 033); null:
   * none. Their administrator sets it (setSpendingLimit).
   */
  spending_limit: z
    .object({
      limit: z.number(),
      period: z.enum(SPENDING_PERIODS),
      spent: z.number(),
      over_limit: z.enum(OVER_LIMIT_CHOICES),
    })
    .nullable(),
});
export type Colleague = z.infer<typeof colleague>;
/** The colleagues, and the company's shipping addresses a restriction chooses from. */
export const colleagueList = z.object({
  data: z.array(colleague),
  addresses: z.array(shippingAddress),
});
export type ColleagueList = z.infer<typeof colleagueList>;
export const colleagueResponse = z.object({ data: colleague });

export const colleagueParams = codeParams.extend({ userId: idParam });

/** Only what is sent changes. `status` disables ('disabled') or enables again ('approved'). */
export const updateColleagueRequest = z.object({
  company_role: z.enum(COMPANY_ROLES, { error: 'admin.invalidCompanyRole' }).optional(),
  sees_all_orders: z.boolean({ error: 'validation.invalidYesNo' }).optional(),
  status: z.enum(['approved', 'disabled'], { error: 'admin.invalidStatus' }).optional(),
  /** The company's shipping addresses they may ship to; null lifts the restriction. */
  ship_to_address_ids: z
    .array(bodyId, { error: 'validation.invalidValue' })
    .max(500, { error: 'validation.tooLong' })
    .nullable()
    .optional(),
});
export type UpdateColleagueRequest = z.input<typeof updateColleagueRequest>;

export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitation = z.object({
  id: z.number().int(),
  email: z.string(),
  company_role: z.enum(COMPANY_ROLES),
  sees_all_orders: z.boolean(),
  language: z.enum(LANGUAGES),
  /** 'expired' is a pending invitation past its date: it can be sent again. */
  status: z.enum(INVITATION_STATUSES),
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitation>;
export const invitationList = z.object({ data: z.array(invitation) });
export type InvitationList = z.infer<typeof invitationList>;
export const invitationResponse = z.object({ data: invitation });

export const invitationParams = codeParams.extend({ invitationId: idParam });

export const inviteColleagueRequest = z.object({
  email: emailField,
  company_role: z.enum(COMPANY_ROLES, { error: 'admin.invalidCompanyRole' }),
  sees_all_orders: z.boolean({ error: 'validation.invalidYesNo' }).default(false),
  /** The e-mail's language; the inviter's when left out. */
  language: z.enum(LANGUAGES, { error: 'validation.invalidValue' }).optional(),
});
export type InviteColleagueRequest = z.input<typeof inviteColleagueRequest>;

// The invitee's side: a public link naming the manufacturer and carrying the secret.

export const invitationLinkParams = z.object({
  code: tenantCode,
  token: z.string().max(200),
});

/** What the invitation page shows before the invitee types anything. */
export const invitationLinkInfo = z.object({
  email: z.string(),
  manufacturer: z.string(),
  customer: z.string(),
  company_role: z.enum(COMPANY_ROLES),
  /** The e-mail already has an account (here or at another manufacturer): it signs in to join. */
  existing_account: z.boolean(),
});
export type InvitationLinkInfo = z.infer<typeof invitationLinkInfo>;

const tokenField = z
  .string({ error: 'validation.requiredField' })
  .max(200, { error: 'validation.tooLong' });

/** A new person names themself and chooses a password (the registration's rules). */
const newAccount = z
  .object({
    token: tokenField,
    account: z.literal('new'),
    first_name: requiredText(100),
    last_name: requiredText(100),
    password: newPasswordField,
    password_confirmation: z.string({ error: 'validation.requiredField' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    error: 'validation.passwordsDoNotMatch',
    path: ['password_confirmation'],
  });

/** A known account proves itself with its password; its name and password stay as they are. */
const existingAccount = z.object({
  token: tokenField,
  account: z.literal('existing'),
  password: passwordField,
});

export const acceptInvitationRequest = z.discriminatedUnion(
  'account',
  [newAccount, existingAccount],
  {
    error: 'validation.invalidValue',
  },
);
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;

export const acceptInvitationResponse = z.object({
  /** 'approved': sign in now; 'pending': the manufacturer approves the membership first. */
  status: z.enum(['approved', 'pending']),
  message: z.string(),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponse>;
