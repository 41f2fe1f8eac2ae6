import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useDarkMode } from '@/shared/theme/dark-mode.ts';

export function DarkModeToggle() {
  const { t } = useTranslation();
  const [dark, setDark] = useDarkMode();
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={t('theme.darkMode')}
      title={dark ? t('theme.toLight') : t('theme.toDark')}
      onClick={() => setDark(!dark)}
      className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {dark ? (
          <path d="M12 3v2m0 14v2m9-9h-2M5 12H3m15.4-6.4-1.4 1.4M7 17l-1.4 1.4m12.8 0L17 17M7 7 5.6 5.6M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        )}
      </svg>
    </button>
  );
}
