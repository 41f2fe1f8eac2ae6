import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { ProductView } from '../hooks/use-product-view.ts';

const icons: Record<ProductView, string> = {
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  list: 'M4 5h3v3H4zM10 6.5h10M4 10.5h3v3H4zM10 12h10M4 16h3v3H4zM10 17.5h10',
};

const buttonClasses =
  'flex h-9 items-center gap-1.5 px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-blue-700 aria-pressed:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-sky-700';

/** Grid or list: two toggle buttons, the pressed one shows the current view. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: ProductView;
  onChange: (view: ProductView) => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <div
      role="group"
      aria-label={t('view.label')}
      className="flex overflow-hidden rounded-md border border-slate-300 dark:border-slate-600"
    >
      {(['grid', 'list'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={buttonClasses}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d={icons[option]} />
          </svg>
          {t(`view.${option}`)}
        </button>
      ))}
    </div>
  );
}
