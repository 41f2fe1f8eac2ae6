import { useTranslation } from '@/shared/i18n/use-translation.ts';

/** What shows while a screen's code or data loads. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-6 text-center text-sm text-slate-600 dark:text-slate-300">
      {label ?? t('loading')}
    </p>
  );
}

/** The Suspense fallback before translations exist: no text that needs them. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" aria-busy="true">
      <span className="size-8 animate-spin rounded-full border-4 border-slate-300 border-t-blue-700 dark:border-slate-700 dark:border-t-sky-400" />
    </div>
  );
}
