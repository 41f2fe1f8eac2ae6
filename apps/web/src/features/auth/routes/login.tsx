import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '@/app/paths.ts';
import { BrowseProducts } from '../components/browse-products.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { WelcomePanel } from '../components/welcome-panel.tsx';
import { useRouteTenant } from '../hooks/use-route-tenant.ts';

const linkClasses =
  'text-sm font-medium text-blue-700 underline-offset-2 hover:underline dark:text-sky-300';

/** /login and /login/{code}. */
export function LoginRoute() {
  const { t } = useTranslation('auth');
  const { code } = useRouteTenant();
  return (
    <div className="grid flex-1 md:grid-cols-2">
      <WelcomePanel code={code} />
      <div className="flex items-center justify-center p-6 sm:p-10">
        <div className="flex w-full max-w-sm flex-col gap-6">
          <div>
            <h2 className="text-2xl font-semibold">{t('login.title')}</h2>
            {code ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('login.company', { code })}
              </p>
            ) : null}
          </div>
          <LoginForm code={code} />
          <div className="flex flex-wrap justify-between gap-2">
            <Link to={paths.forgotPassword(code)} className={linkClasses}>
              {t('login.forgotPassword')}
            </Link>
            <Link to={paths.register(code)} className={linkClasses}>
              {t('login.register')}
            </Link>
          </div>
          <BrowseProducts code={code} />
          {code ? (
            <Link to={paths.publicAboutUs(code)} className={`${linkClasses} self-center`}>
              {t('login.aboutUs')}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
