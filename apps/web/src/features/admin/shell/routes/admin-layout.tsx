import { Suspense, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Outlet } from 'react-router';
import { Loading } from '@/shared/ui/loading.tsx';
import { AdminNav } from '../components/admin-nav.tsx';

/**
 * The console inside the shell: its sections in a sidebar from md up, behind a disclosure button
 * on phones. The header (language, theme, user menu) is the buyer's.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const [sectionsOpen, setSectionsOpen] = useState(false);
  return (
    <div className="flex flex-col gap-4 md:flex-row md:gap-6">
      <aside className="md:w-56 md:shrink-0">
        <button
          type="button"
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-left text-sm font-medium md:hidden dark:border-slate-600"
          aria-expanded={sectionsOpen}
          aria-controls="admin-sections"
          onClick={() => setSectionsOpen((open) => !open)}
        >
          {t('nav.sections')}
        </button>
        <div className={`${sectionsOpen ? 'mt-2 block' : 'hidden'} md:sticky md:top-4 md:block`}>
          <AdminNav id="admin-sections" onNavigate={() => setSectionsOpen(false)} />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
