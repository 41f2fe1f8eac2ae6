import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { ApiError, errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { PasswordField } from '@/shared/ui/password-field.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import {
  validateResetPassword,
  type ResetPasswordErrors,
  type ResetPasswordField,
} from '../lib/reset-password-form.ts';

interface ResetPasswordFormProps {
  token: string;
  /** The account's email, shown so the user knows whose password this is. */
  email: string;
  /** The password was changed: the server's message. */
  onDone: (message: string) => void;
  /** The link stopped working meanwhile (used, expired, withdrawn): the server's message. */
  onLinkRefused: (message: string) => void;
}

const FIELDS: readonly ResetPasswordField[] = ['password', 'password_confirmation'];

/** A new password and its confirmation, checked by the API's own rules before sending. */
export function ResetPasswordForm({ token, email, onDone, onLinkRefused }: ResetPasswordFormProps) {
  const { t } = useTranslation(['auth', 'server']);
  const reset = useResetPassword();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<ResetPasswordErrors>({});

  const fieldError = (field: ResetPasswordField) => {
    const key = errors[field];
    if (key) return t(`server:${key}`);
    return reset.error instanceof ApiError ? reset.error.fieldError(field) : undefined;
  };
  const edit = (field: ResetPasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    reset.reset();
    const found = validateResetPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate(
      { token, ...values },
      {
        onSuccess: (answer) => onDone(answer.message || t('resetPassword.done')),
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
            onLinkRefused(error.message);
          }
        },
      },
    );
  };
  const failure = reset.error;
  const generalError =
    failure !== null &&
    !(failure instanceof ApiError && FIELDS.some((field) => failure.fieldError(field)));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm">{t('resetPassword.forEmail', { email })}</p>
      {generalError ? (
        <Alert tone="error">{errorMessage(failure, t('server:errors.unexpected'))}</Alert>
      ) : null}
      {/* The account's email for password managers, which file the new password under it. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      {FIELDS.map((field) => (
        <PasswordField
          key={field}
          name={field}
          label={t(field === 'password' ? 'resetPassword.password' : 'resetPassword.confirm')}
          autoComplete="new-password"
          required
          maxLength={256}
          value={values[field]}
          error={fieldError(field)}
          onChange={(event) => edit(field, event.target.value)}
        />
      ))}
      <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">{t('resetPassword.hint')}</p>
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
      </Button>
    </form>
  );
}
