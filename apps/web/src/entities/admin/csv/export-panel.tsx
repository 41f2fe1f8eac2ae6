import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { CardSection } from '@/shared/ui/card-section.tsx';
import { useExportCsv } from './csv-jobs.ts';

interface ExportPanelProps {
  /** Fetches the CSV; `fileName` is the name the browser saves it under. */
  download: () => Promise<Blob>;
  fileName: string;
  /** The panel's heading and what the file holds ("Export products", "Every product..."). */
  title: string;
  help: string;
}

/** Downloads a CSV of what the page manages: a starting point for an import. */
export function ExportPanel({ download: fetchFile, fileName, title, help }: ExportPanelProps) {
  const { t } = useTranslation(['admin', 'server']);
  const download = useExportCsv(fetchFile, fileName);
  return (
    <CardSection title={title}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{help}</p>
      {download.isError ? (
        <Alert tone="error">{errorMessage(download.error, t('server:errors.unexpected'))}</Alert>
      ) : null}
      <Button
        variant="secondary"
        className="self-start"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? t('csv.downloading') : t('csv.download')}
      </Button>
    </CardSection>
  );
}
