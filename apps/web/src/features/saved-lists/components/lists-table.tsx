import type { SavedListSummary } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDateTime } from '@/shared/lib/format.ts';
import { LinkRow, RowLink, useListState } from '@/shared/ui/link-row.tsx';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide uppercase';
/** Columns of their own from sm up; on a phone the name's cell carries these facts. */
const wideOnly = 'hidden sm:table-cell';

/** One row per list; its name links to the list and the whole row opens it. */
export function ListsTable({ lists }: { lists: readonly SavedListSummary[] }) {
  const { t, i18n } = useTranslation('saved-lists');
  const state = useListState();
  const updated = (list: SavedListSummary) => formatDateTime(list.updated_at, i18n.language);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('lists.tableLabel')}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className={th}>
              {t('lists.name')}
            </th>
            <th scope="col" className={`${th} ${wideOnly} text-right`}>
              {t('lists.lines')}
            </th>
            <th scope="col" className={`${th} ${wideOnly}`}>
              {t('lists.createdBy')}
            </th>
            <th scope="col" className={`${th} ${wideOnly}`}>
              {t('lists.updated')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {lists.map((list) => (
            <LinkRow key={list.id} to={paths.savedList(list.id)} state={state}>
              <td className="px-3 py-2">
                <RowLink to={paths.savedList(list.id)} state={state}>
                  <span className="font-semibold break-words">{list.name}</span>
                </RowLink>
                <p className="mt-0.5 text-xs text-slate-600 sm:hidden dark:text-slate-400">
                  {t('lists.summary', {
                    count: list.line_count,
                    name: list.created_by,
                    date: updated(list),
                  })}
                </p>
              </td>
              <td className={`${wideOnly} px-3 py-2 text-right tabular-nums`}>{list.line_count}</td>
              <td className={`${wideOnly} px-3 py-2`}>{list.created_by}</td>
              <td className={`${wideOnly} px-3 py-2 whitespace-nowrap`}>{updated(list)}</td>
            </LinkRow>
          ))}
        </tbody>
      </table>
    </div>
  );
}
