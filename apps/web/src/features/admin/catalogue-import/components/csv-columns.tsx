import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { CATEGORY_SEPARATOR, CSV_COLUMNS, REQUIRED_CSV_COLUMNS } from '@portal/contract';
import { AdminTable, cellClasses } from '@/shared/admin/admin-table.tsx';

/** What each column of the product CSV means, in the order the export writes them. */
export function CsvColumns() {
  const { t } = useTranslation('admin-catalogue');
  return (
    <section aria-labelledby="csv-columns-title" className="flex flex-col gap-3">
      <h2 id="csv-columns-title" className="text-lg font-semibold">
        {t('import.columns.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('import.columns.intro')}</p>
      <AdminTable
        caption={t('import.columns.title')}
        columns={[t('import.columns.column'), t('import.columns.meaning')]}
      >
        {CSV_COLUMNS.map((column) => (
          <tr key={column}>
            <th scope="row" className={`${cellClasses} text-left font-mono text-xs font-semibold`}>
              {column}
              {REQUIRED_CSV_COLUMNS.includes(column) ? (
                <span className="ml-1 font-sans font-normal text-red-700 dark:text-red-400">
                  {t('import.columns.required')}
                </span>
              ) : null}
            </th>
            <td className={cellClasses}>
              {t(`import.columns.${column}`, { separator: CATEGORY_SEPARATOR })}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
