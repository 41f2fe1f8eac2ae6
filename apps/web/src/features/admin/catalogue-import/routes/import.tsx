import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { AdminPage } from '@/shared/admin/admin-page.tsx';
import { useAdminCode } from '@/shared/admin/use-admin-code.ts';
import { CsvColumns } from '../components/csv-columns.tsx';
import { ExportPanel } from '../components/export-panel.tsx';
import { ImportPanel } from '../components/import-panel.tsx';

/** /admin/import: the catalogue out as CSV, and in again after a check of every line. */
export function AdminImportRoute() {
  const { t } = useTranslation('admin-catalogue');
  const code = useAdminCode();
  return (
    <AdminPage title={t('import.title')} description={t('import.description')}>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <ImportPanel code={code} />
        <ExportPanel code={code} />
      </div>
      <CsvColumns />
    </AdminPage>
  );
}
