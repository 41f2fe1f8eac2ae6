import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { ApiError, errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { PasswordField } from '@/shared/ui/password-field.tsx';
import { useChangePassword } from '../api/change-password.ts';
import {
  PASSWORD_FIELDS,
  emptyPasswordForm,
  validatePasswordForm,
  type PasswordErrors,
  type PasswordField as Field,
} from '../lib/password-form.ts';

const labels = {
  current_password: 'profilePage.currentPassword',
  new_password: 'profilePage.newPassword',
  new_password_confirmation: 'profilePage.confirmPassword',
} as const;

const autoComplete = {
  current_password: 'current-password',
  new_password: 'new-password',
  new_password_confirmation: 'new-password',
} as const;

/**
 * Current, new and confirmation (specification section 5). Success shows the server's message
 * (else 'Password updated successfully!') and empties the form; a failure shows the server's
 * message (else 'An unexpected error occurred.'), and its field errors under the fields.
 */
export function ChangePasswordForm({ code }: { code: string }) {
  const { t } = useTranslation(['profile', 'server']);
  const mutation = useChangePassword(code);
  const [values, setValues] = useState(emptyPasswordForm);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [success, setSuccess] = useState<string | null>(null);

  const fieldError = (field: Field) => {
    const key = errors[field];
    if (key) return t(key);
    return mutation.error instanceof ApiError ? mutation.error.fieldError(field) : undefined;
  };
  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    mutation.reset();
    const found = validatePasswordForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(values, {
      onSuccess: (answer) => {
        setSuccess(answer.message || t('profilePage.passwordUpdated'));
        setValues(emptyPasswordForm());
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      {success ? <Alert tone="success">{success}</Alert> : null}
      {mutation.isError ? (
        <Alert tone="error">{errorMessage(mutation.error, t('server:errors.unexpected'))}</Alert>
      ) : null}
      {PASSWORD_FIELDS.map((field) => (
        <PasswordField
          key={field}
          name={field}
          label={t(labels[field])}
          autoComplete={autoComplete[field]}
          required
          value={values[field]}
          error={fieldError(field)}
          onChange={(event) => edit(field, event.target.value)}
        />
      ))}
      <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">
        {t('profilePage.passwordHint')}
      </p>
      <Button type="submit" disabled={mutation.isPending} className="self-start">
        {mutation.isPending ? t('profilePage.submitting') : t('profilePage.submit')}
      </Button>
    </form>
  );
}
