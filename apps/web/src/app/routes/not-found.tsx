import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { paths } from '../paths.ts';

/** The message alone, for an unknown path inside a frame that has its own main landmark. */
export function NotFoundMessage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 p-10 text-center">
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to={paths.root()} className={buttonClasses('primary')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}

export function NotFound() {
  return (
    <main id="main">
      <NotFoundMessage />
    </main>
  );
}
