import { z } from 'zod';
import { newPasswordField, paged, pageQuery } from '../common.ts';
import { personRef, timestamp } from './common.ts';

export const PASSWORD_RESET_STATUSES = ['open', 'link_issued', 'completed', 'dismissed'] as const;
export type PasswordResetStatus = (typeof PASSWORD_RESET_STATUSES)[number];
/** How long an issued reset link works. */
export const RESET_LINK_HOURS = 24;

export const passwordResetListQuery = z.object({
  status: z.enum(PASSWORD_RESET_STATUSES, { error: 'admin.invalidStatus' }).optional(),
  page: pageQuery,
});
export type PasswordResetListQuery = z.input<typeof passwordResetListQuery>;

export const passwordResetRequestItem = z.object({
  id: z.number().int(),
  status: z.enum(PASSWORD_RESET_STATUSES),
  user: personRef,
  created_at: timestamp,
  token_expires_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
});
export type PasswordResetRequestItem = z.infer<typeof passwordResetRequestItem>;
export const passwordResetList = paged(passwordResetRequestItem);
export type PasswordResetList = z.infer<typeof passwordResetList>;
export const passwordResetResponse = z.object({ data: passwordResetRequestItem });
export type PasswordResetResponse = z.infer<typeof passwordResetResponse>;

/**
 * The link is shown to the administrator once, or is null when the account belongs to another
 * company too (it went only to the account's e-mail address); `emailed` says whether the e-mail
 * went out.
 */
export const issueResetLinkResponse = z.object({
  data: passwordResetRequestItem.extend({ link: z.string().nullable(), emailed: z.boolean() }),
});
export type IssueResetLinkResponse = z.infer<typeof issueResetLinkResponse>;

/** Any text: a token of the wrong shape is simply unknown (404), not a form error. */
export const resetTokenParams = z.object({ token: z.string().max(200) });

export const resetLinkInfo = z.object({ email: z.string() });
export type ResetLinkInfo = z.infer<typeof resetLinkInfo>;

export const resetPasswordRequest = z
  .object({
    token: z
      .string({ error: 'validation.requiredField' })
      .max(200, { error: 'validation.tooLong' }),
    password: newPasswordField,
    password_confirmation: z.string({ error: 'validation.requiredField' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    error: 'validation.passwordsDoNotMatch',
    path: ['password_confirmation'],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
