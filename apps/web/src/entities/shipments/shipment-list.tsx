import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Shipment } from '@portal/contract';
import { formatDate } from '@/shared/lib/format.ts';

/**
 * An order's shipments, oldest first (issue 31): the day, carrier and service, the tracking
 * number as a link to the carrier's page (a new tab: the portal stays open) and what it carried.
 */
export function ShipmentList({ shipments }: { shipments: readonly Shipment[] }) {
  const { t, i18n } = useTranslation('orders');
  const server = useTranslation('server').t;
  if (shipments.length === 0) {
    return <p className="text-slate-700 dark:text-slate-300">{t('fulfilment.noShipments')}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {shipments.map((shipment) => {
        const carrier = server(`shipments.carriers.${shipment.carrier}`);
        return (
          <li
            key={shipment.id}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          >
            <h4 className="font-semibold">
              {t('fulfilment.shipmentTitle', {
                date: formatDate(shipment.shipped_date, i18n.language),
              })}
            </h4>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-slate-600 dark:text-slate-400">{t('fulfilment.carrier')}</dt>
              <dd>{shipment.service ? `${carrier} (${shipment.service})` : carrier}</dd>
              <dt className="text-slate-600 dark:text-slate-400">
                {t('fulfilment.trackingNumber')}
              </dt>
              <dd className="break-all">
                {shipment.tracking_url ? (
                  <a
                    href={shipment.tracking_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-sky-800 underline dark:text-sky-300"
                  >
                    <span className="sr-only">
                      {t('fulfilment.track', { number: shipment.tracking_number ?? '' })}{' '}
                    </span>
                    <span aria-hidden="true">{shipment.tracking_number}</span>
                    <span className="sr-only"> {t('fulfilment.opensInNewTab')}</span>
                  </a>
                ) : (
                  (shipment.tracking_number ?? t('fulfilment.noTracking'))
                )}
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">{t('fulfilment.contents')}</dt>
              <dd>
                <ul>
                  {shipment.lines.map((line) => (
                    <li key={line.order_line_id}>
                      {line.quantity} {line.uom_code} × {line.part_number} {line.description}
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
