import { useQueryClient } from '@tanstack/react-query';
import { priceListPaths } from '@portal/contract';
import type { CsvImportTarget } from '@/shared/admin/csv/csv-jobs.ts';
import { priceListKey, refreshPriceLists } from './price-lists-api.ts';

/**
 * A list's entries as the CSV panels import them: the list's paths, its jobs under its key, and
 * once an import has written, the list (entries, count) and the lists' rows read again.
 */
export function usePriceListImport(code: string, id: number): CsvImportTarget {
  const queryClient = useQueryClient();
  return {
    startPath: (dryRun) => priceListPaths.importCsv(code, id, dryRun),
    jobPath: (jobId) => priceListPaths.importJob(code, id, jobId),
    jobKey: (jobId) => [...priceListKey(code, id), 'import-jobs', jobId],
    onWritten: () => {
      void queryClient.invalidateQueries({ queryKey: priceListKey(code, id) });
      void refreshPriceLists(queryClient, code);
    },
  };
}
