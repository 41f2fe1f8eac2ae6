import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { mayShip, type OrderDetail } from '@portal/contract';
import { FulfilmentBadge } from './fulfilment-badge.tsx';
import { FulfilmentLines } from './fulfilment-lines.tsx';
import { ShipmentList } from './shipment-list.tsx';

/**
 * The order's delivery, on the buyer's and the console's order pages alike: its shipping state,
 * each line's quantities and promised date, and its shipments with their tracking links.
 */
export function OrderDelivery({ order, actions }: { order: OrderDetail; actions?: ReactNode }) {
  const { t } = useTranslation('orders');
  // An order that cannot ship (awaiting approval, canceled...) and never did has no delivery.
  if (!mayShip(order.status) && order.shipments.length === 0) return null;
  return (
    <section aria-labelledby="order-delivery-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="order-delivery-heading" className="text-lg font-semibold">
          {t('fulfilment.heading')}
        </h2>
        <FulfilmentBadge state={order.fulfilment} />
      </div>
      {actions}
      <FulfilmentLines order={order} />
      <h3 className="text-base font-semibold">{t('fulfilment.shipmentsHeading')}</h3>
      <ShipmentList shipments={order.shipments} />
    </section>
  );
}
