import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { PRICE_CSV_COLUMNS } from '@portal/contract';
import { CsvColumns } from '@/entities/admin/csv/csv-columns.tsx';
import { ExportPanel } from '@/entities/admin/csv/export-panel.tsx';
import { ImportPanel } from '@/entities/admin/csv/import-panel.tsx';
import { usePriceListImport } from '../api/price-list-csv.ts';
import { callBlob } from '@/shared/api/api-client.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The list's prices out as CSV (one line per tier), and in again after a check of every line. */
export function PriceListCsv({ code, listId }: { code: string; listId: number }) {
  const { t } = useTranslation('admin-price-lists');
  const target = usePriceListImport(code, listId);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <ImportPanel
          target={target}
          title={t('csv.importTitle')}
          countLabel={(kind, count) => t(`csv.counts.${kind}.${count}`)}
        />
        <ExportPanel
          download={() =>
            callBlob(consoleEndpoints.adminExportPriceEntries, { params: { code, id: listId } })
          }
          fileName={`${code}-price-list-${listId}.csv`}
          title={t('csv.exportTitle')}
          help={t('csv.exportHelp')}
        />
      </div>
      <CsvColumns
        intro={t('csv.columns.intro')}
        columns={PRICE_CSV_COLUMNS.map((column) => ({
          name: column,
          required: true,
          meaning: t(`csv.columns.${column}`),
        }))}
      />
    </div>
  );
}
