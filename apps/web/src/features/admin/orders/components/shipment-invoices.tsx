import { useState } from 'react';
import type { AdminShipment } from '@portal/contract/shipments';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDate } from '@/shared/lib/format.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { useAdminOrderShipments } from '../api/admin-orders.ts';
import { CreateInvoiceDialog } from './create-invoice-dialog.tsx';

/**
 * The order's shipments and their invoices in the console (issue 31 point 2): each shipment
 * shows the invoice made of it, or offers "Create invoice" (a tenant without an ERP bills each
 * shipment once).
 */
export function ShipmentInvoices({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation(['admin-orders', 'server']);
  const code = useAdminCode();
  const shipments = useAdminOrderShipments(code, orderId);
  const [invoicing, setInvoicing] = useState<AdminShipment | null>(null);

  if (shipments.isPending) return <Loading label={t('invoicing.loading')} />;
  if (shipments.isError) return <Alert tone="error">{t('invoicing.loadError')}</Alert>;
  if (shipments.data.length === 0) return null;
  return (
    <section
      aria-labelledby="shipment-invoices-heading"
      className="flex flex-col gap-2"
      data-print="hide"
    >
      <h2 id="shipment-invoices-heading" className="text-lg font-semibold">
        {t('invoicing.heading')}
      </h2>
      <ResponsiveTable
        caption={t('invoicing.heading')}
        columns={[
          t('invoicing.shipped'),
          t('invoicing.carrier'),
          t('invoicing.tracking'),
          t('invoicing.invoice'),
        ]}
      >
        {shipments.data.map((shipment) => (
          <tr key={shipment.id}>
            <td className={`${cellClasses} whitespace-nowrap`}>
              {formatDate(shipment.shipped_date, i18n.language)}
            </td>
            <td className={cellClasses}>{t(`server:shipments.carriers.${shipment.carrier}`)}</td>
            <td className={cellClasses}>{shipment.tracking_number ?? '-'}</td>
            <td className={cellClasses}>
              {shipment.invoice ? (
                shipment.invoice.number
              ) : (
                <button
                  type="button"
                  className={buttonClasses('secondary')}
                  onClick={() => setInvoicing(shipment)}
                >
                  {t('invoicing.create')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </ResponsiveTable>
      {invoicing ? (
        <CreateInvoiceDialog
          orderId={orderId}
          shipment={invoicing}
          onClose={() => setInvoicing(null)}
        />
      ) : null}
    </section>
  );
}
