import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PageMeta } from '@portal/contract';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { PageSummary, Pager } from '@/shared/ui/pager.tsx';

interface QueryListProps<T> {
  query: UseQueryResult<{ data: T[]; meta: PageMeta }>;
  /** The texts of the loading, failed and empty states. */
  loading: string;
  error: string;
  empty: string;
  onPage: (page: number) => void;
  /** The rows of the page (a table or cards). */
  children: (rows: T[]) => ReactNode;
}

/**
 * A paged console list in each of its states: loading, failed (the server's message when it
 * sent one), empty, or the rows with 'Showing x-y of z' and the pager when there is more than
 * one page.
 */
export function QueryList<T>({
  query,
  loading,
  error,
  empty,
  onPage,
  children,
}: QueryListProps<T>) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError) return <Alert tone="error">{errorMessage(query.error, error)}</Alert>;
  const { data, meta } = query.data;
  if (data.length === 0) {
    return <p className="py-10 text-center text-slate-600 dark:text-slate-400">{empty}</p>;
  }
  return (
    <div className="flex flex-col gap-3" aria-busy={query.isFetching || undefined}>
      <PageSummary meta={meta} />
      {children(data)}
      {meta.last_page > 1 ? <Pager meta={meta} onPage={onPage} /> : null}
    </div>
  );
}
