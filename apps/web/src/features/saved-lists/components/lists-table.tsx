import type { SavedListSummary } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDateTime } from '@/shared/lib/format.ts';
import { LinkRow, RowLink, useListState } from '@/shared/ui/link-row.tsx';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';

/** One row per list (a card on a phone); its name links to the list and the whole row opens it. */
export function ListsTable({ lists }: { lists: readonly SavedListSummary[] }) {
  const { t, i18n } = useTranslation('saved-lists');
  const state = useListState();
  const columns = [
    t('lists.name'),
    <span key="lines" className="block text-right">
      {t('lists.lines')}
    </span>,
    t('lists.createdBy'),
    t('lists.updated'),
  ];
  return (
    <ResponsiveTable caption={t('lists.tableLabel')} columns={columns}>
      {lists.map((list) => (
        <LinkRow key={list.id} to={paths.savedList(list.id)} state={state}>
          <td className={cellClasses}>
            <RowLink to={paths.savedList(list.id)} state={state}>
              <span className="font-semibold break-words">{list.name}</span>
            </RowLink>
          </td>
          <td className={`${cellClasses} text-right tabular-nums`}>{list.line_count}</td>
          <td className={cellClasses}>{list.created_by}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {formatDateTime(list.updated_at, i18n.language)}
          </td>
        </LinkRow>
      ))}
    </ResponsiveTable>
  );
}
