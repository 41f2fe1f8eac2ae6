import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useListQuery } from '@/entities/admin/use-list-query.ts';
import { formatDateTime } from '@/shared/lib/format.ts';
import { cellClasses, ResponsiveTable } from '@/shared/ui/responsive-table.tsx';
import { searchMissesQuery } from '../api/search-misses.ts';

const NO_FILTERS = {};

/**
 * /admin/search-misses: what the buyers searched for and could not find (issue 32 point 5), the
 * most searched first, so the manufacturer can add the products or the words they use.
 */
export function AdminSearchMissesRoute() {
  const { t, i18n } = useTranslation('admin-catalogue');
  const code = useAdminCode();
  const list = useListQuery(NO_FILTERS);
  const misses = useQuery(searchMissesQuery(code, { page: list.page }));
  const language = i18n.language;

  return (
    <AdminPage title={t('searchMisses.title')} description={t('searchMisses.description')}>
      <QueryList
        query={misses}
        loading={t('searchMisses.loading')}
        error={t('searchMisses.loadError')}
        empty={t('searchMisses.empty')}
        onPage={list.setPage}
      >
        {(rows) => (
          <ResponsiveTable
            caption={t('searchMisses.caption')}
            columns={[
              t('searchMisses.term'),
              <span className="block text-right">{t('searchMisses.searches')}</span>,
              t('searchMisses.lastSeen'),
            ]}
          >
            {rows.map((miss) => (
              <tr key={miss.term}>
                <td className={`${cellClasses} break-words font-medium`}>{miss.term}</td>
                <td className={`${cellClasses} text-right tabular-nums`}>
                  {new Intl.NumberFormat(language).format(miss.searches)}
                </td>
                <td className={cellClasses}>
                  <time dateTime={miss.last_seen_at}>
                    {formatDateTime(miss.last_seen_at, language)}
                  </time>
                </td>
              </tr>
            ))}
          </ResponsiveTable>
        )}
      </QueryList>
    </AdminPage>
  );
}
