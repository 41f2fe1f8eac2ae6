import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { PageMeta } from '@portal/contract';
import { PageSummary } from '@/shared/ui/pager.tsx';

interface PagingArrowsProps {
  meta: PageMeta;
  onPage: (page: number) => void;
}

const arrowClasses =
  'flex size-9 items-center justify-center rounded-md border border-slate-300 text-lg leading-none hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800';

/** 'Showing from-to of total' with the previous and next arrows above the grid. */
export function PagingArrows({ meta, onPage }: PagingArrowsProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const page = meta.current_page;
  const pages = Math.max(1, meta.last_page);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <PageSummary meta={meta} />
      <nav aria-label={t('productList.arrowsLabel')} className="flex gap-2">
        <button
          type="button"
          className={arrowClasses}
          disabled={page <= 1}
          onClick={() => onPage(Math.min(pages, page - 1))}
          aria-label={t('common:pager.previous')}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className={arrowClasses}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={t('common:pager.next')}
        >
          <span aria-hidden="true">→</span>
        </button>
      </nav>
    </div>
  );
}
