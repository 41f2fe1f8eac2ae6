import { useQueryClient } from '@tanstack/react-query';
import type { CsvImportTarget } from '@/entities/admin/csv/csv-jobs.ts';
import { priceListKey, refreshPriceLists } from './price-lists-api.ts';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/**
 * A list's entries as the CSV panels import them: the list's endpoints, its jobs under its key, and
 * once an import has written, the list (entries, count) and the lists' rows read again.
 */
export function usePriceListImport(code: string, id: number): CsvImportTarget {
  const queryClient = useQueryClient();
  return {
    start: (file, dryRun) =>
      call(consoleEndpoints.adminImportPriceEntries, {
        params: { code, id },
        query: { dry_run: dryRun ? 1 : 0 },
        body: file,
      }),
    job: (jobId, signal) =>
      call(consoleEndpoints.adminPriceImportJob, { params: { code, id, jobId }, signal }),
    // Under the list's key: what refreshes the list refreshes its jobs.
    jobKey: (jobId) => queryKey(consoleEndpoints.adminPriceImportJob, { code, id, jobId }),
    onWritten: () => {
      void queryClient.invalidateQueries({ queryKey: priceListKey(code, id) });
      void refreshPriceLists(queryClient, code);
    },
  };
}
