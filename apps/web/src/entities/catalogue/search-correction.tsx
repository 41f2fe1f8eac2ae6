import { useTranslation } from '@/shared/i18n/use-translation.ts';

interface SearchCorrectionProps {
  /** The words searched for instead (the answer's corrected_search); nothing shows without. */
  corrected: string | undefined;
  /** What the buyer typed. */
  typed: string;
  /** Runs the search as typed, without correction. */
  onSearchExactly: () => void;
}

/**
 * Above the products when a search that found nothing was run with its words corrected (issue
 * 32): which words the list shows, and a way back to the words as typed. Announced politely, so
 * a screen reader hears why the list holds other words than the ones typed.
 */
export function SearchCorrection({ corrected, typed, onSearchExactly }: SearchCorrectionProps) {
  const { t } = useTranslation();
  if (!corrected) return null;
  return (
    <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
      {t('searchCorrection.showing')} <strong className="font-semibold">{corrected}</strong>.{' '}
      <button
        type="button"
        onClick={onSearchExactly}
        className="text-blue-700 underline underline-offset-2 hover:text-blue-900 dark:text-sky-300 dark:hover:text-sky-100"
      >
        {t('searchCorrection.instead', { text: typed })}
      </button>
    </p>
  );
}
