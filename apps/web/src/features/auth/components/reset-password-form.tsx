import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { ApiError } from '@/shared/api/api-error.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { PasswordField } from '@/shared/ui/password-field.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { validateResetPassword, type ResetPasswordField } from '../lib/reset-password-form.ts';

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
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const form = useSchemaForm(validateResetPassword, {
    password: '',
    password_confirmation: '',
  });
  const submit = form.submit((values) => {
    if (reset.isPending) return;
    reset.mutate(
      { token, ...values },
      {
        onSuccess: (answer) => onDone(answer.message || t('resetPassword.done')),
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
            onLinkRefused(error.message);
          } else {
            form.failed(error);
          }
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm">{t('resetPassword.forEmail', { email })}</p>
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
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
          value={form.values[field]}
          error={form.errors[field]}
          onChange={(event) => form.edit(field, event.target.value)}
        />
      ))}
      <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">{t('resetPassword.hint')}</p>
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
      </Button>
    </form>
  );
}
