import {
  backordered,
  fulfilmentOf,
  trackingUrl,
  type AdminShipment,
  type CarrierTemplates,
  type FulfilmentState,
  type LineFulfilment,
  type Shipment,
} from '@portal/contract';
import type { Db } from '../db/schema.ts';
import { shipmentsOf, type ShipmentRow } from './shipment-reader.ts';
import { carrierTemplates } from './carrier-templates.ts';

/** A shipment as the buyer, the console and the ERP read it, its link from today's templates. */
export function shipmentAnswer(row: ShipmentRow, templates: CarrierTemplates): Shipment {
  return {
    id: row.id,
    order_id: row.order_id,
    external_id: row.external_id,
    carrier: row.carrier,
    service: row.service,
    tracking_number: row.tracking_number,
    tracking_url: trackingUrl(templates, row.carrier, row.tracking_number),
    shipped_date: row.shipped_date,
    created_at: row.created_at.toISOString(),
    lines: row.lines.map((line) => ({ ...line })),
  };
}

/** The console's: who recorded it too (null: the ERP, or an account since removed). */
export function adminShipmentAnswer(row: ShipmentRow, templates: CarrierTemplates): AdminShipment {
  return {
    ...shipmentAnswer(row, templates),
    created_by:
      row.created_by_id === null
        ? null
        : {
            id: row.created_by_id,
            email: row.created_by_email ?? '',
            name: `${row.created_by_first_name ?? ''} ${row.created_by_last_name ?? ''}`.trim(),
          },
    invoice:
      row.invoice_id === null || row.invoice_number === null
        ? null
        : { id: row.invoice_id, number: row.invoice_number },
  };
}

export async function orderShipments(db: Db, tenantId: number, orderId: number) {
  const [rows, templates] = await Promise.all([
    shipmentsOf(db, tenantId, [orderId]),
    carrierTemplates(db, tenantId),
  ]);
  return { rows, templates };
}

interface ScreenLineFulfilment {
  line_no: number;
  sale_qty: number;
  confirmed_qty: number | null;
  promised_date: string | null;
  shipped_qty: number;
}

/** A line's fulfilment fields of the order pages (order-fulfilment.ts says what is backordered). */
export function lineFulfilmentOf(
  line: ScreenLineFulfilment,
  orderHasShipped: boolean,
): LineFulfilment {
  return {
    line_no: line.line_no,
    confirmed_qty: line.confirmed_qty,
    promised_date: line.promised_date,
    shipped_qty: line.shipped_qty,
    backordered_qty: backordered(
      { ordered: line.sale_qty, confirmed: line.confirmed_qty, shipped: line.shipped_qty },
      orderHasShipped,
    ),
  };
}

/**
 * What the order pages add to an order (the buyer's and the console's): each line's fulfilment,
 * the order's state and its shipments. Reads the shipments once.
 */
export async function fulfilmentOfOrder(
  db: Db,
  tenantId: number,
  orderId: number,
  lines: readonly ScreenLineFulfilment[],
): Promise<{
  lineFulfilment: (line: ScreenLineFulfilment) => LineFulfilment;
  fulfilment: FulfilmentState;
  shipments: Shipment[];
  rows: ShipmentRow[];
  templates: CarrierTemplates;
}> {
  const { rows, templates } = await orderShipments(db, tenantId, orderId);
  const hasShipped = rows.length > 0;
  return {
    lineFulfilment: (line) => lineFulfilmentOf(line, hasShipped),
    fulfilment: fulfilmentOf(
      lines.map((line) => ({ ordered: line.sale_qty, shipped: line.shipped_qty })),
    ),
    shipments: rows.map((row) => shipmentAnswer(row, templates)),
    rows,
    templates,
  };
}
