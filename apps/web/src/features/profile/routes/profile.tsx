import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useOwnCustomer } from '@/entities/customer/own-customer.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { EmailPreferencesSection } from '../components/email-preferences-form.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

const sectionClasses =
  'flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

/** /profile: the customer's name, email and mobile phone, the password change and e-mail choices. */
export function ProfileRoute() {
  const { t } = useTranslation('profile');
  const code = useSession().manufacturer?.code ?? '';
  const customer = useOwnCustomer();
  const none = t('profilePage.none');

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('profilePage.title')}</h1>
      <section className={sectionClasses}>
        <h2 className="text-lg font-semibold">{t('profilePage.detailsSection')}</h2>
        {customer.isPending ? (
          <Loading label={t('profilePage.loading')} />
        ) : customer.isError ? (
          <Alert tone="error">{t('profilePage.loadError')}</Alert>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            <Fact label={t('profilePage.customerName')}>{customer.data?.name || none}</Fact>
            <Fact label={t('profilePage.email')}>{customer.data?.email || none}</Fact>
            <Fact label={t('profilePage.mobilePhone')}>{customer.data?.mobile_phone || none}</Fact>
          </dl>
        )}
      </section>
      <section className={sectionClasses}>
        <h2 className="text-lg font-semibold">{t('profilePage.changePassword')}</h2>
        <ChangePasswordForm code={code} />
      </section>
      <section className={sectionClasses}>
        <h2 className="text-lg font-semibold">{t('emailPreferences.title')}</h2>
        <EmailPreferencesSection code={code} />
      </section>
    </div>
  );
}
