import { useTranslation } from '@/shared/i18n/use-translation.ts';

/** A screen whose content is still to come: its title and a 'Coming soon' note. */
export function ScreenPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t('comingSoon')}</p>
    </div>
  );
}
