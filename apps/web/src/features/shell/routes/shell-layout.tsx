import { Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Outlet } from 'react-router';
import { Loading } from '@/shared/ui/loading.tsx';
import { Header } from '../components/header.tsx';

/** The frame of the public catalogue, public About Us and every signed-in screen. */
export function ShellLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main
        id="main"
        className="mx-auto flex w-full max-w-screen-2xl flex-1 flex-col px-3 py-4 sm:px-6"
      >
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
