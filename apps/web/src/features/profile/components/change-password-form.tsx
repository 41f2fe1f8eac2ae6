import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { PasswordField } from '@/shared/ui/password-field.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { PASSWORD_FIELDS, emptyPasswordForm, validatePasswordForm } from '../lib/password-form.ts';

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
 * (else 'Password updated successfully!') and empties the form; a refusal shows its field errors
 * under the fields, or else the server's message (else 'An unexpected error occurred.').
 */
export function ChangePasswordForm({ code }: { code: string }) {
  const { t } = useTranslation('profile');
  const mutation = useChangePassword(code);
  const form = useSchemaForm(validatePasswordForm, emptyPasswordForm, {
    tellsEveryRefusal: true,
  });
  const [success, setSuccess] = useState<string | null>(null);

  const send = form.submit((values) =>
    mutation.mutate(values, {
      onSuccess: (answer) => {
        setSuccess(answer.message || t('profilePage.passwordUpdated'));
        form.reset(emptyPasswordForm());
      },
      onError: form.failed,
    }),
  );

  return (
    <form
      onSubmit={(event) => {
        setSuccess(null);
        send(event);
      }}
      noValidate
      className="flex max-w-md flex-col gap-4"
    >
      {success ? <Alert tone="success">{success}</Alert> : null}
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      {PASSWORD_FIELDS.map((field) => (
        <PasswordField
          key={field}
          name={field}
          label={t(labels[field])}
          autoComplete={autoComplete[field]}
          required
          value={form.values[field]}
          error={form.errors[field]}
          onChange={(event) => form.edit(field, event.target.value)}
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
