import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { MAX_IMPORT_BYTES } from '@portal/contract';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { CardSection } from '@/shared/ui/card-section.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { isFinished, useImportJob, useStartImport, type CsvImportTarget } from './csv-jobs.ts';
import { mayImport, type StartedJob } from './import-steps.ts';
import { JobReport, type CountLabel } from './job-report.tsx';

const MAX_MEGABYTES = MAX_IMPORT_BYTES / (1024 * 1024);

interface ImportPanelProps {
  target: CsvImportTarget;
  /** The panel's heading ("Import products"). */
  title: string;
  /** What a finished job's counts mean for this target ("Products to create"...). */
  countLabel: CountLabel;
}

/**
 * Choose a file, check it (a dry run: every line validated, nothing written), then import that
 * same file. Both run as jobs on the server; this follows them to the end. The job's id is kept in
 * the URL (?job=, beside the page's own parameters), so a reload, or a link to the page, follows
 * the same job again.
 */
export function ImportPanel({ target, title, countLabel }: ImportPanelProps) {
  const { t } = useTranslation(['admin', 'server']);
  const inputId = useId();
  const toast = useToast();
  const start = useStartImport(target);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [started, setStarted] = useState<StartedJob | null>(null);
  const [params, setParams] = useSearchParams();
  const followedJob = started?.jobId ?? (Number(params.get('job')) || null);
  const job = useImportJob(target, followedJob);
  const running = start.isPending || (followedJob !== null && !isFinished(job.data));
  const canImport = !running && mayImport(file, started, job.data);

  const follow = (jobId: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (jobId === null) next.delete('job');
        else next.set('job', String(jobId));
        return next;
      },
      { replace: true },
    );

  // Once an import (not a dry run) is done, what the console shows of the target is stale.
  const announced = useRef<number | null>(null);
  const finishedImport = job.data && !job.data.dry_run && job.data.status === 'done';
  const { onWritten } = target;
  useEffect(() => {
    if (!finishedImport || !job.data || announced.current === job.data.id) return;
    announced.current = job.data.id;
    onWritten();
    toast.success(t('csv.importedToast'));
  }, [finishedImport, job.data, onWritten, toast, t]);

  const choose = (chosen: File | undefined) => {
    setFileError(null);
    setStarted(null);
    follow(null);
    start.reset();
    setFile(null);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) setFileError(t('csv.tooLarge', { max: MAX_MEGABYTES }));
    else setFile(chosen);
  };
  const run = (dryRun: boolean) => {
    if (!file) return;
    start.mutate(
      { file, dryRun },
      {
        onSuccess: ({ job_id }) => {
          setStarted({ jobId: job_id, dryRun, file });
          follow(job_id);
        },
      },
    );
  };

  return (
    <CardSection title={title}>
      <ol className="list-decimal pl-5 text-sm text-slate-600 dark:text-slate-400">
        <li>{t('csv.steps.choose')}</li>
        <li>{t('csv.steps.check')}</li>
        <li>{t('csv.steps.import')}</li>
      </ol>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('csv.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={running}
          onChange={(event) => choose(event.target.files?.[0])}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${inputId}-error` : undefined}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
        />
        {fileError ? (
          <p id={`${inputId}-error`} className="text-sm text-red-700 dark:text-red-400">
            {fileError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!file || running} onClick={() => run(true)}>
          {t('csv.check')}
        </Button>
        <Button
          disabled={!canImport}
          onClick={() => run(false)}
          aria-describedby={`${inputId}-hint`}
        >
          {t('csv.run')}
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="-mt-2 text-xs text-slate-600 dark:text-slate-400">
        {t('csv.hint')}
      </p>
      {start.isError ? (
        <Alert tone="error">{errorMessage(start.error, t('server:errors.unexpected'))}</Alert>
      ) : null}
      {followedJob !== null && job.isError ? (
        <Alert tone="error">{errorMessage(job.error, t('server:errors.unexpected'))}</Alert>
      ) : null}
      {followedJob !== null && job.data ? (
        <JobReport job={job.data} countLabel={countLabel} />
      ) : null}
    </CardSection>
  );
}
