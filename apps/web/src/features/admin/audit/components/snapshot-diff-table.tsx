import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AuditEntry } from '@portal/contract';
import { diffSnapshots, type DiffRow } from '../lib/snapshot-diff.ts';

const ROW_TONES: Record<DiffRow['change'], string> = {
  same: '',
  changed: 'bg-amber-50 dark:bg-amber-950/60',
  added: 'bg-green-50 dark:bg-green-950/60',
  removed: 'bg-red-50 dark:bg-red-950/60',
};

const cell = 'px-3 py-2 align-top break-words';

/** Before and after of an entry, field by field; changed fields are marked in words and colour. */
export function SnapshotDiffTable({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-settings');
  const rows = diffSnapshots(entry.before, entry.after);
  if (rows.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('audit.noDetails')}</p>;
  }
  const none = t('audit.diff.none');
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{t('audit.diff.caption')}</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase dark:bg-slate-800">
          <tr>
            <th scope="col" className={`${cell} w-1/4`}>
              {t('audit.diff.field')}
            </th>
            <th scope="col" className={cell}>
              {t('audit.diff.before')}
            </th>
            <th scope="col" className={cell}>
              {t('audit.diff.after')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map((row) => (
            <tr key={row.path} className={ROW_TONES[row.change]}>
              <th scope="row" className={`${cell} font-mono text-xs font-medium`}>
                {row.path}
                {row.change === 'same' ? null : (
                  <span className="block font-sans font-normal text-slate-600 dark:text-slate-300">
                    {t(`audit.diff.${row.change}`)}
                  </span>
                )}
              </th>
              <td className={`${cell} whitespace-pre-wrap`}>{row.before ?? none}</td>
              <td className={`${cell} whitespace-pre-wrap`}>{row.after ?? none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
