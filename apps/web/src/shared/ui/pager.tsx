import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { PageMeta } from '@portal/contract';

interface PagerProps {
  meta: Pick<PageMeta, 'current_page' | 'last_page'>;
  onPage: (page: number) => void;
}

const buttonClasses =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800';

/** First, previous, 'Page x of y', next and last (specification section 2, product list). */
export function Pager({ meta, onPage }: PagerProps) {
  const { t } = useTranslation();
  const page = meta.current_page;
  const pages = Math.max(1, meta.last_page);
  const go = (target: number) => onPage(Math.min(pages, Math.max(1, target)));
  return (
    <nav aria-label={t('pager.label')} className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={buttonClasses}
        disabled={page <= 1}
        onClick={() => go(1)}
        aria-label={t('pager.first')}
      >
        «
      </button>
      <button
        type="button"
        className={buttonClasses}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
        aria-label={t('pager.previous')}
      >
        ‹
      </button>
      <span className="px-2 text-sm" aria-current="page">
        {t('pager.pageOf', { page, pages })}
      </span>
      <button
        type="button"
        className={buttonClasses}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
        aria-label={t('pager.next')}
      >
        ›
      </button>
      <button
        type="button"
        className={buttonClasses}
        disabled={page >= pages}
        onClick={() => go(pages)}
        aria-label={t('pager.last')}
      >
        »
      </button>
    </nav>
  );
}

/** 'Showing from-to of total'. */
export function PageSummary({ meta }: { meta: Pick<PageMeta, 'from' | 'to' | 'total'> }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {t('pager.showing', { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
    </p>
  );
}
