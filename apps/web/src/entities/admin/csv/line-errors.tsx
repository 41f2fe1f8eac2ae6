import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { ImportJob } from '@portal/contract';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';

/** The problems of a file, line by line (line 1 is the header, 0 the file as a whole). */
export function LineErrors({ job }: { job: ImportJob }) {
  const { t } = useTranslation('admin');
  const shown = job.errors.length;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">
        {t('csv.errors.summary', { count: job.error_count })}
        {job.error_count > shown ? ` ${t('csv.errors.truncated', { shown })}` : ''}
      </p>
      <ResponsiveTable
        caption={t('csv.errors.caption')}
        columns={[t('csv.errors.line'), t('csv.errors.column'), t('csv.errors.message')]}
      >
        {job.errors.map((error, index) => (
          <tr key={index}>
            <td className={`${cellClasses} tabular-nums`}>
              {error.line > 0 ? error.line : t('csv.errors.wholeFile')}
            </td>
            <td className={`${cellClasses} font-mono text-xs`}>
              {error.field === '_' ? t('csv.errors.wholeLine') : error.field}
            </td>
            <td className={cellClasses}>{error.message}</td>
          </tr>
        ))}
      </ResponsiveTable>
    </div>
  );
}
