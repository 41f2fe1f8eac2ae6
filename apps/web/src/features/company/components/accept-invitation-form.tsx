import {
  acceptInvitationRequest,
  type AcceptInvitationRequest,
  type AcceptInvitationResponse,
} from '@portal/contract';
import { ApiError } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { PasswordField } from '@/shared/ui/password-field.tsx';
import { useAcceptInvitation } from '../api/company.ts';

interface AcceptInvitationFormProps {
  code: string;
  token: string;
  email: string;
  /** The e-mail already has an account: it joins with its password, and names nothing. */
  existingAccount: boolean;
  onDone: (answer: AcceptInvitationResponse) => void;
  /** The link stopped working meanwhile (used, expired, withdrawn): the server's message. */
  onLinkRefused: (message: string) => void;
}

interface AcceptValues {
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
}

/**
 * A new person's name and password (the registration's rules), or a known account's password,
 * checked by the contract's schema before sending.
 */
export function AcceptInvitationForm({
  code,
  token,
  email,
  existingAccount,
  onDone,
  onLinkRefused,
}: AcceptInvitationFormProps) {
  const { t } = useTranslation('company');
  const accept = useAcceptInvitation(code);
  const bodyOf = (values: AcceptValues): AcceptInvitationRequest =>
    existingAccount
      ? { token, account: 'existing', password: values.password }
      : { token, account: 'new', ...values };
  const form = useSchemaForm(
    acceptInvitationRequest,
    { first_name: '', last_name: '', password: '', password_confirmation: '' },
    { body: bodyOf },
  );
  const submit = form.submit((body) => {
    if (accept.isPending) return;
    accept.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
          onLinkRefused(error.message);
        } else {
          form.failed(error);
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm">{t('accept.forEmail', { email })}</p>
      {existingAccount ? <p className="text-sm">{t('accept.existing')}</p> : null}
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      {/* The account's e-mail for password managers, which file the password under it. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      {existingAccount ? null : (
        <>
          <TextField
            label={t('accept.firstName')}
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={100}
            value={form.values.first_name}
            error={form.errors.first_name}
            onChange={(event) => form.edit('first_name', event.target.value)}
          />
          <TextField
            label={t('accept.lastName')}
            name="last_name"
            autoComplete="family-name"
            required
            maxLength={100}
            value={form.values.last_name}
            error={form.errors.last_name}
            onChange={(event) => form.edit('last_name', event.target.value)}
          />
        </>
      )}
      <PasswordField
        label={t('accept.password')}
        name="password"
        autoComplete={existingAccount ? 'current-password' : 'new-password'}
        required
        maxLength={256}
        value={form.values.password}
        error={form.errors.password}
        onChange={(event) => form.edit('password', event.target.value)}
      />
      {existingAccount ? null : (
        <>
          <PasswordField
            label={t('accept.confirm')}
            name="password_confirmation"
            autoComplete="new-password"
            required
            maxLength={256}
            value={form.values.password_confirmation}
            error={form.errors.password_confirmation}
            onChange={(event) => form.edit('password_confirmation', event.target.value)}
          />
          <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">
            {t('accept.passwordHint')}
          </p>
        </>
      )}
      <Button type="submit" disabled={accept.isPending}>
        {accept.isPending ? t('accept.joining') : t('accept.join')}
      </Button>
    </form>
  );
}
