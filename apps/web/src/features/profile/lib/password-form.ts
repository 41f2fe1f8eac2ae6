import type { ChangePasswordRequest } from '@portal/contract';

export type PasswordValues = Required<{ [K in keyof ChangePasswordRequest]: string }>;
export type PasswordField = keyof PasswordValues;
/** Message keys, by namespace: the server's required-field text, and the profile's mismatch text. */
export type PasswordErrorKey =
  | 'server:validation.requiredField'
  | 'profile:profilePage.passwordsDoNotMatch';
export type PasswordErrors = Partial<Record<PasswordField, PasswordErrorKey>>;

export const PASSWORD_FIELDS: readonly PasswordField[] = [
  'current_password',
  'new_password',
  'new_password_confirmation',
];

export const emptyPasswordForm = (): PasswordValues => ({
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
});

/**
 * Specification section 5: all three fields are required; the new password and its
 * confirmation must match. Length rules are the server's (its 422 names the field).
 */
export function validatePasswordForm(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  for (const field of PASSWORD_FIELDS) {
    if (values[field] === '') errors[field] = 'server:validation.requiredField';
  }
  if (
    !errors.new_password &&
    !errors.new_password_confirmation &&
    values.new_password !== values.new_password_confirmation
  ) {
    errors.new_password_confirmation = 'profile:profilePage.passwordsDoNotMatch';
  }
  return errors;
}
