import { useQueryClient } from '@tanstack/react-query';
import { adminCategoriesKey } from '@/entities/admin/admin-categories.ts';
import type { CsvImportTarget } from '@/entities/admin/csv/csv-jobs.ts';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/**
 * The catalogue as the CSV panels import it: the products' endpoints, and once an import has
 * written, the console's product lists, units and category counts read again.
 */
export function useCatalogueImport(code: string): CsvImportTarget {
  const queryClient = useQueryClient();
  return {
    start: (file, dryRun) =>
      call(consoleEndpoints.adminImportProducts, {
        params: { code },
        query: { dry_run: dryRun ? 1 : 0 },
        body: file,
      }),
    job: (jobId, signal) =>
      call(consoleEndpoints.adminProductImportJob, { params: { code, jobId }, signal }),
    jobKey: (jobId) => queryKey(consoleEndpoints.adminProductImportJob, { code, jobId }),
    onWritten: () => {
      void queryClient.invalidateQueries({
        queryKey: queryKey(consoleEndpoints.adminProducts, { code }),
      });
      void queryClient.invalidateQueries({
        queryKey: queryKey(consoleEndpoints.adminUoms, { code }),
      });
      void queryClient.invalidateQueries({ queryKey: adminCategoriesKey(code) });
    },
  };
}
