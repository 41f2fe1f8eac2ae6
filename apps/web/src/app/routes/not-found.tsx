import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { paths } from '../paths.ts';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto flex max-w-lg flex-col items-center gap-4 p-10 text-center">
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to={paths.root()} className={buttonClasses('primary')}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
