import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ImportJob, ImportJobResponse, ImportStartResponse } from '@portal/contract';
import { saveFile } from '@/shared/lib/save-file.ts';

/** How often a running job is asked for its progress. */
export const POLL_MS = 500;

export const isFinished = (job: ImportJob | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/**
 * What a CSV import writes into (the catalogue, a price list's entries): how a file is sent (as
 * text/csv) to a dry run or an import, how its job is followed and under which query key, and what
 * the console must read again after.
 */
export interface CsvImportTarget {
  start: (file: Blob, dryRun: boolean) => Promise<ImportStartResponse>;
  job: (jobId: number, signal: AbortSignal) => Promise<ImportJobResponse>;
  jobKey: (jobId: number) => readonly unknown[];
  /** Called once an import (not a dry run) has written. */
  onWritten: () => void;
}

/** A file fetched with the token and handed to the browser under `fileName`. */
export function useExportCsv(download: () => Promise<Blob>, fileName: string) {
  return useMutation({
    mutationFn: async () => saveFile(await download(), fileName),
  });
}

/**
 * Sends the file as text/csv (whatever type the system gave it) to start a dry run or an import;
 * the answer is the job to follow.
 */
export function useStartImport(target: CsvImportTarget) {
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      target.start(new Blob([file], { type: 'text/csv' }), dryRun),
  });
}

const jobQuery = (target: CsvImportTarget, jobId: number) =>
  queryOptions({
    queryKey: target.jobKey(jobId),
    queryFn: ({ signal }) => target.job(jobId, signal),
    select: (answer) => answer.data,
    // Asked again until it is done or failed.
    refetchInterval: (query) => (isFinished(query.state.data?.data) ? false : POLL_MS),
  });

export const useImportJob = (target: CsvImportTarget, jobId: number | null) =>
  useQuery({ ...jobQuery(target, jobId ?? 0), enabled: jobId !== null });
