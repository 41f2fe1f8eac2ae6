import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AcceptInvitationResponse } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useInvitationLink } from '../api/company.ts';
import { AcceptInvitationForm } from '../components/accept-invitation-form.tsx';

type Outcome =
  | { tone: 'success'; answer: AcceptInvitationResponse }
  | { tone: 'error'; message: string }
  | null;

/**
 * /invitation/{code}/{token} (issue 29 point 2, decision 034): the page of the link a colleague
 * e-mailed. It says who is invited where and as what; a new person names themself and chooses a
 * password, a known account enters its password; then the sign-in. A link used, expired or
 * withdrawn says so and whom to ask.
 */
export function AcceptInvitationRoute() {
  const { t } = useTranslation(['company', 'server', 'common']);
  const params = useParams();
  const code = (params.code ?? '').toUpperCase();
  const token = params.token ?? '';
  const link = useInvitationLink(code, token);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const body = () => {
    if (outcome?.tone === 'success') {
      return (
        <>
          <Alert tone="success">{outcome.answer.message}</Alert>
          {outcome.answer.status === 'approved' ? (
            <Link to={paths.login(code)} className={buttonClasses('primary', 'self-start')}>
              {t('accept.signIn')}
            </Link>
          ) : null}
        </>
      );
    }
    if (link.isPending) return <Loading label={t('accept.checking')} />;
    const refusal = outcome?.tone === 'error' ? outcome.message : null;
    if (refusal || link.isError) {
      return (
        <>
          <Alert tone="error">
            {refusal ?? errorMessage(link.error, t('server:errors.unexpected'))}
          </Alert>
          <p className="text-sm">{t('accept.askAgain')}</p>
        </>
      );
    }
    const info = link.data;
    return (
      <>
        <p>
          {t('accept.invited', { customer: info.customer, manufacturer: info.manufacturer })}{' '}
          {t('accept.role', { role: t(`roles.${info.company_role}`) })}
        </p>
        <AcceptInvitationForm
          code={code}
          token={token}
          email={info.email}
          existingAccount={info.existing_account}
          onDone={(answer) => setOutcome({ tone: 'success', answer })}
          onLinkRefused={(message) => setOutcome({ tone: 'error', message })}
        />
      </>
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 p-6 sm:py-12">
      <h1 className="text-2xl font-semibold">{t('accept.title')}</h1>
      {body()}
      {outcome?.tone === 'success' ? null : (
        <Link
          to={paths.login(code)}
          className="self-center text-sm font-medium text-blue-700 underline-offset-2 hover:underline dark:text-sky-300"
        >
          {t('common:actions.backToLogin')}
        </Link>
      )}
    </div>
  );
}
