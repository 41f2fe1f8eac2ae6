import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { useExportCsv } from '../api/csv-api.ts';
import { CardSection } from '@/shared/ui/card-section.tsx';

/** Downloads every product (active or not) as CSV: a starting point for an import. */
export function ExportPanel({ code }: { code: string }) {
  const { t } = useTranslation(['admin-catalogue', 'server']);
  const download = useExportCsv(code);
  return (
    <CardSection title={t('import.export.title')}>
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
    </CardSection>
  );
}
