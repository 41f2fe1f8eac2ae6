import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ImportJob, ImportJobResponse, ImportStartResponse } from '@portal/contract';
import { saveFile } from '@/shared/admin/save-file.ts';
import { api, apiBlob } from '@/shared/api/api-client.ts';

/** How often a running job is asked for its progress. */
export const POLL_MS = 500;

export const isFinished = (job: ImportJob | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/**
 * What a CSV import writes into (the catalogue, a price list's entries): where a file is sent,
 * where its job is followed, under which query key, and what the console must read again after.
 */
export interface CsvImportTarget {
  startPath: (dryRun: boolean) => string;
  jobPath: (jobId: number) => string;
  jobKey: (jobId: number) => readonly unknown[];
  /** Called once an import (not a dry run) has written. */
  onWritten: () => void;
}

/** A file fetched with the token and handed to the browser under `fileName`. */
export function useExportCsv(path: string, fileName: string) {
  return useMutation({
    mutationFn: async () => saveFile(await apiBlob(path), fileName),
  });
}

/**
 * Sends the file as text/csv (whatever type the system gave it) to start a dry run or an import;
 * the answer is the job to follow.
 */
export function useStartImport(target: CsvImportTarget) {
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      api.post<ImportStartResponse>(
        target.startPath(dryRun),
        new Blob([file], { type: 'text/csv' }),
      ),
  });
}

const jobQuery = (target: CsvImportTarget, jobId: number) =>
  queryOptions({
    queryKey: target.jobKey(jobId),
    queryFn: ({ signal }) => api.get<ImportJobResponse>(target.jobPath(jobId), { signal }),
    select: (answer) => answer.data,
    // Asked again until it is done or failed.
    refetchInterval: (query) => (isFinished(query.state.data?.data) ? false : POLL_MS),
  });

export const useImportJob = (target: CsvImportTarget, jobId: number | null) =>
  useQuery({ ...jobQuery(target, jobId ?? 0), enabled: jobId !== null });
