import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Navigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useSettings } from '@/entities/tenant/private-settings.ts';

/** The setting default_page decides the first screen (specification section 2). */
export function landingPath(defaultPage: string | undefined): string {
  if (defaultPage === 'about_us') return paths.aboutUs();
  if (defaultPage === 'catalogs') return paths.catalogs();
  return paths.products();
}

/**
 * /dashboard: 'Loading dashboard...' until the settings answer, then the tenant's landing screen;
 * administrators land in the console.
 */
export function DashboardRoute() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const isAdmin = session.user?.role === 'admin';
  const settings = useSettings(session.manufacturer?.code ?? '');
  if (isAdmin) return <Navigate to={paths.admin()} replace />;
  if (settings.isPending) {
    return (
      <p role="status" className="p-6 text-center text-slate-600 dark:text-slate-300">
        {t('loading')}
      </p>
    );
  }
  return <Navigate to={landingPath(settings.data?.default_page)} replace />;
}
