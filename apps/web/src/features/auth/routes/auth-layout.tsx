import { Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, Outlet, useParams } from 'react-router';
import { paths } from '@/app/paths.ts';
import { useVisitorCompany } from '@/entities/tenant/visitor-company.ts';
import { DarkModeToggle } from '@/shared/ui/dark-mode-toggle.tsx';
import { LanguageSwitcher } from '@/shared/ui/language-switcher.tsx';
import { PageSpinner } from '@/shared/ui/loading.tsx';

/** The frame of the visitor screens: a slim bar with the language and theme controls. */
export function AuthLayout() {
  const { t } = useTranslation();
  // A company's own sign-in and registration screens carry its name, not the portal's.
  const company = useVisitorCompany(useParams().code);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t('skipToContent')}
      </a>
      <header className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
        <Link to={paths.root()} className="font-semibold">
          {company ?? t('appName')}
        </Link>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <DarkModeToggle />
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
