import { useTranslation } from '@/shared/i18n/use-translation.ts';

/** /catalogs: a 'Coming soon' placeholder by specification. */
export function CatalogsRoute() {
  const { t } = useTranslation('catalogs');
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-lg font-medium text-slate-800 dark:text-slate-200">{t('comingSoon')}</p>
      <p className="text-slate-600 dark:text-slate-400">{t('description')}</p>
    </div>
  );
}
