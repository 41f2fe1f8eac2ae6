import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { useExportCsv } from '../api/csv-api.ts';

/** Downloads every product (active or not) as CSV: a starting point for an import. */
export function ExportPanel({ code }: { code: string }) {
  const { t } = useTranslation(['admin-catalogue', 'server']);
  const download = useExportCsv(code);
  return (
    <section
      aria-labelledby="csv-export-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="csv-export-title" className="text-lg font-semibold">
        {t('import.export.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('import.export.help')}</p>
      {download.isError ? (
        <Alert tone="error">{errorMessage(download.error, t('server:errors.unexpected'))}</Alert>
      ) : null}
      <Button
        variant="secondary"
        className="self-start"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? t('import.export.downloading') : t('import.export.download')}
      </Button>
    </section>
  );
}
