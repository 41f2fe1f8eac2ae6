import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { OrderDetail } from '@portal/contract';
import { formatDate } from '@/shared/lib/format.ts';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';

/**
 * Each line's delivery (issue 31): ordered, confirmed, shipped and backordered quantities and the
 * promised date, a card per line on a phone. A backordered quantity stands out: it is what the
 * buyer would otherwise phone about.
 */
export function FulfilmentLines({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const number = (text: string) => (
    <span key={text} className="block text-right">
      {text}
    </span>
  );
  const columns = [
    t('fulfilment.line'),
    t('fulfilment.code'),
    t('fulfilment.description'),
    number(t('fulfilment.ordered')),
    number(t('fulfilment.confirmed')),
    number(t('fulfilment.shipped')),
    number(t('fulfilment.backordered')),
    t('fulfilment.promised'),
  ];
  const right = `${cellClasses} text-right tabular-nums`;
  return (
    <ResponsiveTable caption={t('fulfilment.linesLabel')} columns={columns}>
      {order.items.map((line) => (
        <tr key={line.id} data-line={line.line_no}>
          <td className={`${cellClasses} tabular-nums`}>{line.line_no}</td>
          <td className={`${cellClasses} break-all md:break-normal`}>
            {line.productuom.product.part_number}
          </td>
          <td className={cellClasses}>{line.productuom.product.description}</td>
          <td className={right}>
            {line.sale_qty} {line.productuom.uom.code}
          </td>
          <td className={right}>{line.confirmed_qty ?? t('fulfilment.notYet')}</td>
          <td className={right}>{line.shipped_qty}</td>
          <td
            className={`${right} ${line.backordered_qty > 0 ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}`}
          >
            {line.backordered_qty}
          </td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {line.promised_date
              ? formatDate(line.promised_date, i18n.language)
              : t('fulfilment.notYet')}
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
