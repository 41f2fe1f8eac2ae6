import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { CompanyBrand } from '../components/company-brand.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { useRouteTenant } from '../hooks/use-route-tenant.ts';

/** /forgot-password and /forgot-password/{code}. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  const { code } = useRouteTenant();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 p-6 sm:py-12">
      <CompanyBrand code={code} />
      <h1 className="text-2xl font-semibold">{t('forgot.title')}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('forgot.intro')}</p>
      <ForgotPasswordForm key={code ?? ''} code={code} />
    </div>
  );
}
