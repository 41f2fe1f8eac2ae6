import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';

export interface CsvColumn {
  name: string;
  /** Whether the header must name it. */
  required: boolean;
  meaning: string;
}

/** What each column of a CSV means, in the order the export writes them. */
export function CsvColumns({ intro, columns }: { intro: string; columns: readonly CsvColumn[] }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {t('csv.columns.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      <ResponsiveTable
        caption={t('csv.columns.title')}
        columns={[t('csv.columns.column'), t('csv.columns.meaning')]}
      >
        {columns.map((column) => (
          <tr key={column.name}>
            <th scope="row" className={`${cellClasses} text-left font-mono text-xs font-semibold`}>
              {column.name}
              {column.required ? (
                <span className="ml-1 font-sans font-normal text-red-700 dark:text-red-400">
                  {t('csv.columns.required')}
                </span>
              ) : null}
            </th>
            <td className={cellClasses}>{column.meaning}</td>
          </tr>
        ))}
      </ResponsiveTable>
    </section>
  );
}
