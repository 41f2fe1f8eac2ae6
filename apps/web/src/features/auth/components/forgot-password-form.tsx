import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '@/app/paths.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

/** Both required; the rules sit here, not with the login screen's (see auth-rules.ts). */
const forgotPasswordProblems = (values: { email: string; manufacturerCode: string }) => ({
  email: values.email.trim() === '' ? 'validation.requiredField' : undefined,
  manufacturerCode: values.manufacturerCode.trim() === '' ? 'validation.requiredField' : undefined,
});

/** Email and company code, both required; the code is upper-cased and read-only when known. */
export function ForgotPasswordForm({ code }: { code: string | null }) {
  const { t } = useTranslation(['auth', 'common']);
  const request = useForgotPassword();
  const form = useSchemaForm(
    forgotPasswordProblems,
    { email: '', manufacturerCode: code ?? '' },
    {
      apply: (values, field, value) => ({
        ...values,
        [field]: field === 'manufacturerCode' ? value.toUpperCase() : value,
      }),
      tellsEveryRefusal: true,
    },
  );
  const submit = form.submit(({ email, manufacturerCode }) =>
    request.mutate(
      { email: email.trim(), manufacturerCode: manufacturerCode.trim() },
      { onError: form.failed },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {request.isSuccess ? (
        <Alert tone="success" takesFocus>
          {request.data.message}
        </Alert>
      ) : null}
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <TextField
        label={t('forgot.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={form.values.email}
        onChange={(event) => form.edit('email', event.target.value)}
        error={form.errors.email}
      />
      <TextField
        label={t('forgot.companyCode')}
        name="manufacturerCode"
        autoCapitalize="characters"
        required
        readOnly={Boolean(code)}
        value={form.values.manufacturerCode}
        onChange={(event) => form.edit('manufacturerCode', event.target.value)}
        error={form.errors.manufacturerCode}
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
