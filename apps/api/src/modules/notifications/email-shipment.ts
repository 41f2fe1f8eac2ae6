import { formatCalendarDate, translate, type Language, type MessageKey } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { shipmentById } from '../../readers/shipment-reader.ts';
import { shipmentAnswer } from '../../readers/shipment-answers.ts';
import { carrierTemplates } from '../../readers/carrier-templates.ts';
import { escapeHtml, htmlText, INK, MUTED, PAPER, RULE } from './email-html.ts';
import type { OrderBlock } from './email-order.ts';

/**
 * A shipment as its e-mail tells it (issue 31 point 5): the order's number, the carrier, service,
 * day and tracking number with its link, and the lines it carried. Read when the e-mail is sent,
 * so the link follows the tenant's templates of that moment.
 */
export interface ShipmentFacts {
  orderId: number;
  orderNumber: number;
  carrier: string;
  service: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedDate: string;
  lines: { partNumber: string; description: string; quantity: number; unit: string }[];
}

export async function readShipmentForEmail(
  db: Db,
  tenantId: number,
  shipmentId: number,
): Promise<ShipmentFacts | null> {
  const [row, templates] = await Promise.all([
    shipmentById(db, tenantId, shipmentId),
    carrierTemplates(db, tenantId),
  ]);
  if (!row) return null;
  const order = await db
    .selectFrom('orders')
    .select('sale_no')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', row.order_id)
    .executeTakeFirst();
  if (!order) return null;
  const shipment = shipmentAnswer(row, templates);
  return {
    orderId: row.order_id,
    orderNumber: order.sale_no,
    carrier: shipment.carrier,
    service: shipment.service,
    trackingNumber: shipment.tracking_number,
    trackingUrl: shipment.tracking_url,
    shippedDate: shipment.shipped_date,
    lines: shipment.lines.map((line) => ({
      partNumber: line.part_number,
      description: line.description,
      quantity: line.quantity,
      unit: line.uom_code,
    })),
  };
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';
const cell = `padding:8px 6px;border-bottom:1px solid ${RULE};${FONT};font-size:14px;line-height:20px;color:${INK};background:${PAPER};vertical-align:top`;
const head = `padding:6px;border-bottom:2px solid ${RULE};${FONT};font-size:12px;font-weight:bold;color:${MUTED};background:${PAPER};text-align:left`;

/** The shipment's facts and lines, in HTML (the tracking number a link) and in plain text. */
export function shipmentBlock(shipment: ShipmentFacts, language: Language): OrderBlock {
  const t = (key: MessageKey) => translate(language, key);
  const carrier = t(`shipments.carriers.${shipment.carrier}` as MessageKey);
  const facts: [string, string][] = [
    [t('orderDocument.facts.number'), String(shipment.orderNumber)],
    [t('emails.shipment.carrier'), shipment.service ? `${carrier} (${shipment.service})` : carrier],
    [t('emails.shipment.shippedDate'), formatCalendarDate(shipment.shippedDate, language)],
    [t('emails.shipment.trackingNumber'), shipment.trackingNumber ?? '-'],
  ];
  const tracking = shipment.trackingUrl
    ? `<a href="${escapeHtml(shipment.trackingUrl)}" style="color:inherit">${escapeHtml(shipment.trackingNumber ?? '')}</a>`
    : escapeHtml(shipment.trackingNumber ?? '-');
  const factRows = facts
    .map(([label, value], index) => {
      const html = index === facts.length - 1 ? tracking : htmlText(value);
      return `<tr><th scope="row" class="surface muted" style="${head};border-bottom:0;width:38%">${escapeHtml(label)}</th><td class="surface" style="${cell};border-bottom:0">${html}</td></tr>`;
    })
    .join('\n');
  const columns = {
    partNumber: t('orderDocument.columns.partNumber'),
    description: t('orderDocument.columns.description'),
    quantity: t('emails.shipment.shippedQuantity'),
  };
  const lineRows = shipment.lines
    .map(
      (line) => `<tr>
<td class="surface" style="${cell};white-space:nowrap">${escapeHtml(line.partNumber)}</td>
<td class="surface" style="${cell}">${escapeHtml(line.description)}</td>
<td class="surface" style="${cell};text-align:right;white-space:nowrap">${line.quantity} ${escapeHtml(line.unit)}</td>
</tr>`,
    )
    .join('\n');
  const html = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px">${factRows}</table>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-collapse:collapse">
<thead><tr>
<th scope="col" class="surface muted" style="${head}">${escapeHtml(columns.partNumber)}</th>
<th scope="col" class="surface muted" style="${head}">${escapeHtml(columns.description)}</th>
<th scope="col" class="surface muted" style="${head};text-align:right">${escapeHtml(columns.quantity)}</th>
</tr></thead>
<tbody>
${lineRows}
</tbody></table>`;
  const text = [
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(shipment.trackingUrl
      ? [`${t('emails.shipment.trackParcel')}: ${shipment.trackingUrl}`]
      : []),
    '',
    ...shipment.lines.map(
      (line) =>
        `- ${line.partNumber}  ${line.description}\n  ${columns.quantity}: ${line.quantity} ${line.unit}`,
    ),
  ].join('\n');
  return { html, text };
}
