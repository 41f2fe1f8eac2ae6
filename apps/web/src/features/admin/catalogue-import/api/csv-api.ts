import { useQueryClient } from '@tanstack/react-query';
import { adminCsvPaths } from '@portal/contract';
import { adminCategoriesKey } from '@/shared/admin/admin-categories.ts';
import type { CsvImportTarget } from '@/shared/admin/csv/csv-jobs.ts';
import { tenantKeys } from '@/shared/api/query-keys.ts';

/**
 * The catalogue as the CSV panels import it: the products' paths, and once an import has
 * written, the console's product lists, units and category counts read again.
 */
export function useCatalogueImport(code: string): CsvImportTarget {
  const queryClient = useQueryClient();
  return {
    startPath: (dryRun) => adminCsvPaths.importCsv(code, dryRun),
    jobPath: (jobId) => adminCsvPaths.importJob(code, jobId),
    jobKey: (jobId) => [...tenantKeys.all(code), 'admin', 'import-jobs', jobId],
    onWritten: () => {
      void queryClient.invalidateQueries({
        queryKey: [...tenantKeys.all(code), 'admin', 'products'],
      });
      void queryClient.invalidateQueries({ queryKey: [...tenantKeys.all(code), 'admin', 'uoms'] });
      void queryClient.invalidateQueries({ queryKey: adminCategoriesKey(code) });
    },
  };
}
