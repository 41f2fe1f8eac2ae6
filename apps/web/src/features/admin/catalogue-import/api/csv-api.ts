import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCsvPaths,
  type ImportJob,
  type ImportJobResponse,
  type ImportStartResponse,
} from '@portal/contract';
import { adminCategoriesKey } from '@/shared/admin/admin-categories.ts';
import { saveFile } from '@/shared/admin/save-file.ts';
import { api, apiBlob } from '@/shared/api/api-client.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

/** How often a running job is asked for its progress. */
export const POLL_MS = 500;

export const isFinished = (job: ImportJob | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/** The whole catalogue as CSV, fetched with the token and handed to the browser as a file. */
export function useExportCsv(code: string) {
  return useMutation({
    mutationFn: async () => {
      const blob = await apiBlob(adminCsvPaths.exportCsv(code));
      saveFile(blob, `${code}-products.csv`);
    },
  });
}

/**
 * Sends the file as text/csv (whatever type the system gave it) to start a dry run or an import;
 * the answer is the job to follow.
 */
export function useStartImport(code: string) {
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      api.post<ImportStartResponse>(
        adminCsvPaths.importCsv(code, dryRun),
        new Blob([file], { type: 'text/csv' }),
      ),
  });
}

const jobQuery = (code: string, jobId: number) =>
  queryOptions({
    queryKey: [...tenantKeys.all(code), 'admin', 'import-jobs', jobId],
    queryFn: ({ signal }) =>
      api.get<ImportJobResponse>(adminCsvPaths.importJob(code, jobId), { signal }),
    select: (answer) => answer.data,
    // Asked again until it is done or failed.
    refetchInterval: (query) => (isFinished(query.state.data?.data) ? false : POLL_MS),
  });

export const useImportJob = (code: string, jobId: number | null) =>
  useQuery({ ...jobQuery(code, jobId ?? 0), enabled: jobId !== null });

/** After an import has written, the console's product lists and category counts are stale. */
export function useCatalogueWritten(code: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({
      queryKey: [...tenantKeys.all(code), 'admin', 'products'],
    });
    void queryClient.invalidateQueries({ queryKey: [...tenantKeys.all(code), 'admin', 'uoms'] });
    void queryClient.invalidateQueries({ queryKey: adminCategoriesKey(code) });
  };
}
