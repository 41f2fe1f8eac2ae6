/** The new password and its confirmation, as typed on the reset page. */
export interface ResetPasswordValues {
  password: string;
  password_confirmation: string;
}
export type ResetPasswordField = keyof ResetPasswordValues;
/** Message keys of the `server` namespace: the texts the API itself answers with. */
export type ResetPasswordErrorKey =
  | 'validation.requiredField'
  | 'validation.passwordTooShort'
  | 'validation.passwordTooLong'
  | 'validation.passwordsDoNotMatch';
export type ResetPasswordErrors = Partial<Record<ResetPasswordField, ResetPasswordErrorKey>>;

/** The contract's rule for a new password (ASVS): 8 to 128 characters, no composition rules. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The rules the API applies to a new password, checked before anything is sent. */
export function validateResetPassword(values: ResetPasswordValues): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  const { password, password_confirmation: confirmation } = values;
  if (password === '') errors.password = 'validation.requiredField';
  else if (password.length < PASSWORD_MIN) errors.password = 'validation.passwordTooShort';
  else if (password.length > PASSWORD_MAX) errors.password = 'validation.passwordTooLong';
  if (confirmation === '') errors.password_confirmation = 'validation.requiredField';
  else if (password !== confirmation)
    errors.password_confirmation = 'validation.passwordsDoNotMatch';
  return errors;
}
