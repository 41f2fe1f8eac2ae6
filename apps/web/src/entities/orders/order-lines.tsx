import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { orderTotals, type OrderDetail } from '@portal/contract';
import { LineSummary } from './line-summary.tsx';

/** Number, code, description, quantity, unit, unit price and subtotal of each line, and the total. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { lineTotals } = orderTotals(
    order.items.map((item) => ({ price: item.price, quantity: item.sale_qty })),
  );
  return (
    <LineSummary
      caption={t('orderDetail.lines')}
      numbered
      total={order.total}
      lines={order.items.map((item, index) => ({
        key: item.id,
        partNumber: item.productuom.product.part_number,
        description: item.productuom.product.description,
        comment: item.comment,
        quantity: item.sale_qty,
        unit: item.productuom.uom.code,
        unitPrice: item.price,
        subtotal: lineTotals[index] ?? 0,
      }))}
    />
  );
}
