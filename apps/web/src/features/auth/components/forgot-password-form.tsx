import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '@/app/paths.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';

type Field = 'email' | 'manufacturerCode';

/** Email and company code, both required; the code is upper-cased and read-only when known. */
export function ForgotPasswordForm({ code }: { code: string | null }) {
  const { t } = useTranslation(['auth', 'server', 'common']);
  const request = useForgotPassword();
  const [values, setValues] = useState({ email: '', manufacturerCode: code ?? '' });
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});

  const edit = (field: Field, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: field === 'manufacturerCode' ? value.toUpperCase() : value,
    }));
    setMissing((current) => ({ ...current, [field]: false }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = {
      email: values.email.trim() === '',
      manufacturerCode: values.manufacturerCode.trim() === '',
    };
    setMissing(empty);
    if (empty.email || empty.manufacturerCode) return;
    request.mutate({
      email: values.email.trim(),
      manufacturerCode: values.manufacturerCode.trim(),
    });
  };

  const required = t('server:validation.requiredField');
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {request.isSuccess ? (
        <Alert tone="success" takesFocus>
          {request.data.message}
        </Alert>
      ) : null}
      {request.isError ? (
        <Alert tone="error">{errorMessage(request.error, t('server:errors.unexpected'))}</Alert>
      ) : null}
      <TextField
        label={t('forgot.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => edit('email', event.target.value)}
        error={missing.email ? required : undefined}
      />
      <TextField
        label={t('forgot.companyCode')}
        name="manufacturerCode"
        autoCapitalize="characters"
        required
        readOnly={Boolean(code)}
        value={values.manufacturerCode}
        onChange={(event) => edit('manufacturerCode', event.target.value)}
        error={missing.manufacturerCode ? required : undefined}
      />
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
      <Link
        to={paths.login(code)}
        className="self-center text-sm font-medium text-blue-700 hover:underline dark:text-sky-300"
      >
        {t('common:actions.backToLogin')}
      </Link>
    </form>
  );
}
