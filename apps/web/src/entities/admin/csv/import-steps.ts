import type { ImportJob } from '@portal/contract';

/** A job started from the screen, and the file it was started with. */
export interface StartedJob {
  jobId: number;
  dryRun: boolean;
  file: File;
}

/**
 * An import is offered only for the very file whose last dry run finished clean: a new choice of
 * file, or a dry run that found problems, asks for a new check first.
 */
export function mayImport(
  file: File | null,
  started: StartedJob | null,
  job: ImportJob | undefined,
): boolean {
  return (
    file !== null &&
    started !== null &&
    started.file === file &&
    started.dryRun &&
    job?.id === started.jobId &&
    job.status === 'done'
  );
}
