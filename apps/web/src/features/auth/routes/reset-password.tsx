import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { readLastManufacturerCode } from '@/shared/session/session-storage.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useResetLink } from '../api/reset-password.ts';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { useRouteTenant } from '../hooks/use-route-tenant.ts';

const linkClasses =
  'text-sm font-medium text-blue-700 underline-offset-2 hover:underline dark:text-sky-300';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * /reset-password/{token}: the page of a one-time link an administrator issued. It names the
 * account, takes the new password, and then points to the sign-in; a link already used, expired
 * or withdrawn says so and how to get a new one.
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation(['auth', 'server', 'common']);
  const token = useParams().token ?? '';
  const link = useResetLink(token);
  const host = useRouteTenant().code;
  // The company of this browser's last sign-in, else the one whose own domain this is.
  const code = readLastManufacturerCode(localStorage) ?? host;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const refusal = outcome?.tone === 'error' ? outcome.message : null;

  const body = () => {
    if (outcome?.tone === 'success') {
      return (
        <>
          <Alert tone="success">{outcome.message}</Alert>
          <Link to={paths.login(code)} className={buttonClasses('primary', 'self-start')}>
            {t('resetPassword.signIn')}
          </Link>
        </>
      );
    }
    if (link.isPending) return <Loading label={t('resetPassword.checking')} />;
    if (refusal || link.isError) {
      return (
        <>
          <Alert tone="error">
            {refusal ?? errorMessage(link.error, t('server:errors.unexpected'))}
          </Alert>
          <p className="text-sm">{t('resetPassword.askAgain')}</p>
          <Link to={paths.forgotPassword(code)} className={linkClasses}>
            {t('resetPassword.newRequest')}
          </Link>
        </>
      );
    }
    return (
      <ResetPasswordForm
        token={token}
        email={link.data.email}
        onDone={(message) => setOutcome({ tone: 'success', message })}
        onLinkRefused={(message) => setOutcome({ tone: 'error', message })}
      />
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 p-6 sm:py-12">
      <h1 className="text-2xl font-semibold">{t('resetPassword.title')}</h1>
      {body()}
      {outcome?.tone === 'success' ? null : (
        <Link to={paths.login(code)} className={`${linkClasses} self-center`}>
          {t('common:actions.backToLogin')}
        </Link>
      )}
    </div>
  );
}
