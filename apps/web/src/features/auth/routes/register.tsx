import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { CompanyBrand } from '../components/company-brand.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { useRouteTenant } from '../hooks/use-route-tenant.ts';

/** /register and /register/{code}: the code from the route is prefilled and read-only. */
export function RegisterRoute() {
  const { t } = useTranslation('auth');
  const { code } = useRouteTenant();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-8">
      <CompanyBrand code={code} />
      <h1 className="text-2xl font-semibold">{t('register.title')}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('register.intro')}</p>
      <RegisterForm key={code ?? ''} code={code} />
    </div>
  );
}
