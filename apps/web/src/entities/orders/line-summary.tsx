import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';

/** One line of an order or of a cart being checked out, as read back to the buyer. */
export interface SummaryLine {
  key: number;
  partNumber: string;
  description: string;
  comment: string | null;
  quantity: number;
  unit: string;
  unitPrice: number;
  subtotal: number;
}

interface LineSummaryProps {
  /** What the lines are, for screen readers ("Lines", "Items"). */
  caption: string;
  lines: readonly SummaryLine[];
  total: number;
  /** The order detail numbers its lines; the checkout does not. */
  numbered?: boolean;
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide uppercase';

/**
 * Read-only lines and their total: a table from the `sm` width up, one card per line below it,
 * so on a 360 px phone the unit price, the subtotal and the total are read without scrolling
 * sideways (only one of the two is displayed; the other is `display: none` for everyone).
 */
export function LineSummary({ caption, lines, total, numbered = false }: LineSummaryProps) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation('orders');
  const totalText = formatMoney(total);
  return (
    <>
      <div className="hidden rounded-lg border border-slate-200 sm:block dark:border-slate-700">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <tr>
              {numbered ? (
                <th scope="col" className={th}>
                  {t('orderDetail.lineNumber')}
                </th>
              ) : null}
              <th scope="col" className={th}>
                {t('orderDetail.code')}
              </th>
              <th scope="col" className={th}>
                {t('orderDetail.description')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('orderDetail.quantity')}
              </th>
              <th scope="col" className={th}>
                {t('orderDetail.unit')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('orderDetail.unitPrice')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('orderDetail.subtotal')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {lines.map((line, index) => (
              <tr key={line.key}>
                {numbered ? <td className="px-3 py-2 tabular-nums">{index + 1}</td> : null}
                <td className="px-3 py-2 break-all sm:break-normal">{line.partNumber}</td>
                <td className="px-3 py-2">
                  {line.description}
                  <LineComment comment={line.comment} />
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="px-3 py-2">{line.unit}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(line.unitPrice)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(line.subtotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 dark:border-slate-700">
            <tr>
              <th
                scope="row"
                colSpan={numbered ? 6 : 5}
                className="px-3 py-3 text-right font-semibold"
              >
                {t('orderDetail.total')}
              </th>
              <td className="px-3 py-3 text-right text-base font-bold tabular-nums">{totalText}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="flex flex-col gap-3 sm:hidden">
        <ul aria-label={caption} className="flex flex-col gap-3">
          {lines.map((line, index) => (
            <li
              key={line.key}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <p className="font-semibold break-words">
                {numbered ? `${index + 1}. ` : ''}
                {line.partNumber}
              </p>
              <p>
                {line.description}
                <LineComment comment={line.comment} />
              </p>
              <p className="flex flex-wrap justify-between gap-x-3 text-slate-700 dark:text-slate-300">
                <span className="tabular-nums">
                  {line.quantity} {line.unit} × {formatMoney(line.unitPrice)}
                </span>
                <span className="font-semibold tabular-nums">
                  <span className="sr-only">{t('orderDetail.subtotal')}: </span>
                  {formatMoney(line.subtotal)}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <p className="flex justify-between rounded-lg bg-slate-50 px-3 py-3 font-semibold dark:bg-slate-800">
          <span>{t('orderDetail.total')}</span>
          <span className="tabular-nums">{totalText}</span>
        </p>
      </div>
    </>
  );
}

function LineComment({ comment }: { comment: string | null }) {
  const { t } = useTranslation('orders');
  if (!comment) return null;
  return (
    <span className="block text-xs text-slate-600 dark:text-slate-400">
      {t('orderDetail.comment')}: {comment}
    </span>
  );
}
