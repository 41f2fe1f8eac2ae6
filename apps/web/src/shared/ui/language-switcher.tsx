import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { SUPPORTED_LANGUAGES } from '@/shared/i18n/languages.ts';

/**
 * EN / ES / FR; the choice is cached in local storage for the next visit. Each button's name
 * starts with the code it shows ("fr French"), so speech input can say what the eye reads
 * (WCAG 2.5.3, label in name).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.language;
  const switchTo = (language: string) =>
    // On failure the screen simply stays in its language; another click tries again.
    i18n.changeLanguage(language).catch((error: unknown) => {
      console.warn('the texts of the language could not be loaded', error);
    });
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="inline-flex rounded-md border border-slate-300 dark:border-slate-600"
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={current === language}
          aria-label={`${language} ${t(`language.${language}`)}`}
          onClick={() => void switchTo(language)}
          className="px-2 py-1 text-xs font-semibold uppercase first:rounded-l-md last:rounded-r-md hover:bg-slate-100 aria-pressed:bg-blue-700 aria-pressed:text-white dark:hover:bg-slate-800 dark:aria-pressed:bg-sky-700"
        >
          {language}
        </button>
      ))}
    </div>
  );
}
