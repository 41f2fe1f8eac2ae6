import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminPriceList } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { RowLink, useListState } from '@/shared/ui/link-row.tsx';
import { Validity } from './validity.tsx';

/** One row per list; its name opens it (and leads back to this search and page). */
export function PriceListsTable({ lists }: { lists: readonly AdminPriceList[] }) {
  const { t } = useTranslation('admin-price-lists');
  const state = useListState();
  return (
    <ResponsiveTable
      caption={t('lists.caption')}
      columns={[
        t('lists.columns.name'),
        t('lists.columns.validity'),
        <span key="products" className="block text-right">
          {t('lists.columns.products')}
        </span>,
        <span key="customers" className="block text-right">
          {t('lists.columns.customers')}
        </span>,
      ]}
    >
      {lists.map((list) => (
        <tr key={list.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/60">
          <td className={`${cellClasses} min-w-40 font-semibold`}>
            <RowLink to={consolePaths.adminPriceList(list.id)} state={state}>
              {list.name}
            </RowLink>
          </td>
          <td className={`${cellClasses} min-w-48`}>
            <Validity list={list} />
          </td>
          <td className={`${cellClasses} text-right tabular-nums`}>{list.product_count}</td>
          <td className={`${cellClasses} text-right tabular-nums`}>{list.customer_count}</td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
