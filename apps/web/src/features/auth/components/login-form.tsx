import { lazy, Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { MissingCompanyError } from '@/shared/session/session-storage.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { PasswordField } from '@/shared/ui/password-field.tsx';
import { useLogin } from '../api/login.ts';
import { loginProblems } from '../lib/auth-rules.ts';

// Only accounts of several companies see it: kept out of the login screen's budget (decision 004).
const CompanyChooser = lazy(() =>
  import('./company-chooser.tsx').then((module) => ({ default: module.CompanyChooser })),
);

/** Email and password, both required (specification section 5); the server's message on failure. */
export function LoginForm({ code }: { code: string | null }) {
  const { t } = useTranslation(['auth', 'server']);
  const navigate = useNavigate();
  const login = useLogin();
  const form = useSchemaForm(loginProblems, { email: '', password: '' });

  const enter = () => void navigate(paths.dashboard(), { replace: true });

  const submit = form.submit(({ email, password }) =>
    login.signIn({ email: email.trim(), password, manufacturerCode: code ?? undefined }, enter),
  );

  const failure = login.error
    ? login.error instanceof MissingCompanyError
      ? t('server:auth.noCompany')
      : errorMessage(login.error, t('server:errors.unexpected'))
    : null;

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
        value={form.values.email}
        onChange={(event) => form.edit('email', event.target.value)}
        error={form.errors.email}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        onChange={(event) => form.edit('password', event.target.value)}
        error={form.errors.password}
      />
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
