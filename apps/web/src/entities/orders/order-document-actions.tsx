import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@/shared/lib/save-file.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';

/**
 * 'Download PDF' and 'Print' for an order's page, the buyer's and the console's. The PDF is made
 * by the server in the reader's language (the API client sends it); printing prints this page,
 * whose print stylesheet (index.css) leaves out the header, the navigation and these buttons.
 */
export function OrderDocumentActions({
  pdf,
  fileName,
}: {
  /** Fetches the PDF (the buyer's endpoint or the console's). */
  pdf: () => Promise<Blob>;
  fileName: string;
}) {
  const { t } = useTranslation(['orders', 'server']);
  const download = useMutation({
    mutationFn: async () => saveFile(await pdf(), fileName),
  });
  return (
    <div data-print="hide" className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? t('document.downloading') : t('document.downloadPdf')}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => window.print()}>
          {t('document.print')}
        </button>
      </div>
      {download.isError ? (
        <Alert tone="error">{errorMessage(download.error, t('document.downloadFailed'))}</Alert>
      ) : null}
    </div>
  );
}
