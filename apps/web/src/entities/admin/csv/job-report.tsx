import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { ImportJob } from '@portal/contract';
import { ProgressBar } from '@/entities/admin/progress-bar.tsx';
import { Alert } from '@/shared/ui/alert.tsx';
import { LineErrors } from './line-errors.tsx';

export type JobKind = 'dryRun' | 'import';
export type JobCount = 'created' | 'updated' | 'unchanged';
/** The name of one count of a finished job, which depends on what the file writes. */
export type CountLabel = (kind: JobKind, count: JobCount) => string;

/**
 * Where a dry run or an import stands: its progress (lines checked, then written), then either
 * the line errors (nothing written) or what it did or would do.
 */
export function JobReport({ job, countLabel }: { job: ImportJob; countLabel: CountLabel }) {
  const { t } = useTranslation('admin');
  const kind: JobKind = job.dry_run ? 'dryRun' : 'import';
  const counts = { created: job.created, updated: job.updated, unchanged: job.unchanged };
  // A finished job's status says what happened in words; the line count is for one under way.
  const ended = job.status === 'done' || job.status === 'failed';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <p className="text-sm" aria-live="polite">
          {job.status === 'done' || job.status === 'failed'
            ? t(`csv.status.${job.status}.${kind}`)
            : t(`csv.status.${job.status}`)}
          {job.total > 0 && !ended
            ? ` ${t('csv.progressCount', { processed: job.processed, total: job.total })}`
            : ''}
        </p>
        {job.status !== 'failed' ? (
          <ProgressBar
            label={t(`csv.progressLabel.${kind}`)}
            value={job.status === 'done' ? job.total : job.processed}
            max={job.total}
          />
        ) : null}
      </div>
      {job.status === 'failed' ? (
        <>
          <Alert tone="error">{t(`csv.failed.${kind}`)}</Alert>
          <LineErrors job={job} />
        </>
      ) : null}
      {job.status === 'done' ? (
        <Alert tone="success">
          <p className="font-medium">{t(`csv.done.${kind}`)}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {(['created', 'updated', 'unchanged'] as const).map((count) => (
              <div key={count} className="contents">
                <dt>{countLabel(kind, count)}</dt>
                <dd className="font-semibold tabular-nums">{counts[count]}</dd>
              </div>
            ))}
          </dl>
        </Alert>
      ) : null}
    </div>
  );
}
