import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { MissingCompanyError } from '@/shared/session/session-storage.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { PasswordField } from '@/shared/ui/password-field.tsx';
import { useLogin } from '../api/login.ts';

type Field = 'email' | 'password';

// Only accounts of several companies see it: kept out of the login screen's budget (decision 004).
const CompanyChooser = lazy(() =>
  import('./company-chooser.tsx').then((module) => ({ default: module.CompanyChooser })),
);

/** Email and password, both required (specification section 5); the server's message on failure. */
export function LoginForm({ code }: { code: string | null }) {
  const { t } = useTranslation(['auth', 'server']);
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMissing((current) => ({ ...current, [field]: false }));
  };

  const enter = () => void navigate(paths.dashboard(), { replace: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = { email: values.email.trim() === '', password: values.password === '' };
    setMissing(empty);
    if (empty.email || empty.password) return;
    login.signIn(
      {
        email: values.email.trim(),
        password: values.password,
        manufacturerCode: code ?? undefined,
      },
      enter,
    );
  };

  const failure = login.error
    ? login.error instanceof MissingCompanyError
      ? t('server:auth.noCompany')
      : errorMessage(login.error, t('server:errors.unexpected'))
    : null;
  const required = t('server:validation.requiredField');

  if (login.choice) {
    return (
      <Suspense fallback={<Loading />}>
        <CompanyChooser answer={login.choice} onChosen={enter} onCancel={login.dropChoice} />
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="username"
        required
        value={values.email}
        onChange={(event) => edit('email', event.target.value)}
        error={missing.email ? required : undefined}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => edit('password', event.target.value)}
        error={missing.password ? required : undefined}
      />
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
