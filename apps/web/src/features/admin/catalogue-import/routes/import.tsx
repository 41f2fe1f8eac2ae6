import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { CATEGORY_SEPARATOR, CSV_COLUMNS, REQUIRED_CSV_COLUMNS } from '@portal/contract';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { CsvColumns } from '@/entities/admin/csv/csv-columns.tsx';
import { ExportPanel } from '@/entities/admin/csv/export-panel.tsx';
import { ImportPanel } from '@/entities/admin/csv/import-panel.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useCatalogueImport } from '../api/csv-api.ts';
import { callBlob } from '@/shared/api/api-client.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** /admin/import: the catalogue out as CSV, and in again after a check of every line. */
export function AdminImportRoute() {
  const { t } = useTranslation('admin-catalogue');
  const code = useAdminCode();
  const target = useCatalogueImport(code);
  return (
    <AdminPage title={t('import.title')} description={t('import.description')}>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <ImportPanel
          target={target}
          title={t('import.import.title')}
          countLabel={(kind, count) => t(`import.counts.${kind}.${count}`)}
        />
        <ExportPanel
          download={() => callBlob(consoleEndpoints.adminExportProducts, { params: { code } })}
          fileName={`${code}-products.csv`}
          title={t('import.export.title')}
          help={t('import.export.help')}
        />
      </div>
      <CsvColumns
        intro={t('import.columns.intro')}
        columns={CSV_COLUMNS.map((column) => ({
          name: column,
          required: REQUIRED_CSV_COLUMNS.includes(column),
          meaning: t(`import.columns.${column}`, { separator: CATEGORY_SEPARATOR }),
        }))}
      />
    </AdminPage>
  );
}
