import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { consolePaths } from '@/app/console-paths.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useTurnedOffEndpoints, useWaitingCounts, type WaitingKey } from '../api/get-overview.ts';

const LINKS: Record<WaitingKey, string> = {
  registrations: consolePaths.adminRegistrations(),
  passwordResets: consolePaths.adminPasswordResets(),
  orders: consolePaths.adminOrders('status=draft'),
};

/** /admin: what waits for the manufacturer (accounts to approve, resets, orders to confirm). */
export function AdminHomeRoute() {
  const { t } = useTranslation('admin');
  const code = useAdminCode();
  const counts = useWaitingCounts(code);
  const turnedOff = useTurnedOffEndpoints(code);
  return (
    <AdminPage title={t('home.title')} description={t('home.description')}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {counts.map(({ key, count, failed }) => (
          <li key={key}>
            <Link
              to={LINKS[key]}
              className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 hover:border-blue-400 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-sky-500"
            >
              <span className="text-3xl font-semibold" aria-live="polite">
                {failed ? '-' : (count ?? '...')}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {t(`home.waiting.${key}`)}
              </span>
            </Link>
          </li>
        ))}
        {turnedOff ? (
          <li>
            <Link
              to={consolePaths.adminWebhooks()}
              className="flex h-full flex-col gap-1 rounded-lg border border-red-300 bg-white p-4 hover:border-red-500 dark:border-red-800 dark:bg-slate-900 dark:hover:border-red-600"
            >
              <span className="text-3xl font-semibold">{turnedOff}</span>
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {t('home.waiting.webhooksTurnedOff')}
              </span>
            </Link>
          </li>
        ) : null}
      </ul>
    </AdminPage>
  );
}
