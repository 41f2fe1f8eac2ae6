import type { QuoteDetail } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';

/** What the buyer asked for: catalogue products and free-text parts, with quantities. */
export function RequestLines({ lines }: { lines: QuoteDetail['lines'] }) {
  const { t } = useTranslation('quotes');
  return (
    <ResponsiveTable
      caption={t('detail.requestLines')}
      columns={[
        t('detail.product'),
        <span key="q" className="block text-right">
          {t('detail.quantity')}
        </span>,
        t('detail.comment'),
      ]}
    >
      {lines.map((line) => (
        <tr key={line.id}>
          <td className={cellClasses}>
            {line.product ? (
              <>
                <span className="font-semibold">{line.product.part_number}</span>{' '}
                {line.product.description}
              </>
            ) : (
              <>
                {line.description}
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {t('detail.freeText')}
                </span>
              </>
            )}
          </td>
          <td className={`${cellClasses} text-right tabular-nums`}>
            {line.quantity} {line.product?.uom_code ?? ''}
          </td>
          <td className={cellClasses}>{line.comment ?? '-'}</td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
