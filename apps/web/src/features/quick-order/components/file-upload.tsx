import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { MAX_FILE_BYTES, readLinesFile } from '../lib/read-file.ts';
import { noRoomIssues, type TakeLines } from './paste-box.tsx';
import { ReadIssues, type ReadIssue } from './read-issues.tsx';

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A CSV or XLSX file read into the list: its first sheet, a part number column and a quantity
 * column, with or without a header row. The rows it cannot read are named by their numbers.
 */
export function FileUpload({ onLines }: { onLines: TakeLines }) {
  const { t } = useTranslation('quick-order');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [issues, setIssues] = useState<ReadIssue[]>([]);
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [fileName, setFileName] = useState('');

  const read = async (file: File) => {
    setReading(file.name);
    setFileName(file.name);
    setIssues([]);
    setOutcome(null);
    const read = await readLinesFile(file);
    setReading(null);
    // The same file can be chosen again once fixed.
    if (input.current) input.current.value = '';
    if (!read.ok) {
      setOutcome({
        tone: 'error',
        text: t(`upload.${read.reason}`, { max: MAX_FILE_BYTES / 1024 / 1024 }),
      });
      return;
    }
    const { lines, issues: found } = read.result;
    if (lines.length === 0 && found.length === 0) {
      setOutcome({ tone: 'error', text: t('upload.empty', { name: file.name }) });
      return;
    }
    // A file's row is named by its number, as the buyer's spreadsheet numbers it.
    const { added, rejected } = onLines(lines, (line) => t('issues.row', { line }));
    setIssues([...found, ...noRoomIssues(rejected, () => '')].sort((a, b) => a.line - b.line));
    setOutcome({ tone: 'info', text: t('upload.read', { count: added, name: file.name }) });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('upload.heading')}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('upload.label')}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          aria-describedby={`${id}-help`}
          disabled={reading !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void read(file);
          }}
          className={`block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800 dark:file:bg-slate-700 dark:file:text-slate-100`}
        />
        <p id={`${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
          {t('upload.help')}
        </p>
      </div>
      {reading !== null ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('upload.reading', { name: reading })}
        </p>
      ) : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <ReadIssues heading={t('upload.notRead', { name: fileName })} issues={issues} unit="row" />
    </section>
  );
}
