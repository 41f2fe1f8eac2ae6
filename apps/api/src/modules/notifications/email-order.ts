import {
  formatCalendarDate,
  formatMoney,
  translate,
  type Language,
  type MessageKey,
} from '@portal/contract';
import type { OrderDocument } from '../documents/order-document.ts';
import { escapeHtml, htmlText, INK, MUTED, PAPER, RULE } from './email-html.ts';

/**
 * An order as an e-mail shows it, in HTML and in plain text with the same facts: number, date,
 * status (the words the screens use), customer, purchase order, ship-to, then every line (part
 * number, description, quantity, unit, price, line total) and the total.
 */
export interface OrderBlock {
  html: string;
  text: string;
}

export type StatusAudience = 'buyer' | 'staff';

const FONT = 'font-family:Arial,Helvetica,sans-serif';
const cell = `padding:8px 6px;border-bottom:1px solid ${RULE};${FONT};font-size:14px;line-height:20px;color:${INK};background:${PAPER};vertical-align:top`;
const head = `padding:6px;border-bottom:2px solid ${RULE};${FONT};font-size:12px;font-weight:bold;color:${MUTED};background:${PAPER};text-align:left`;

export function orderBlock(
  order: OrderDocument,
  language: Language,
  audience: StatusAudience,
): OrderBlock {
  const t = (key: MessageKey) => translate(language, key);
  const money = (amount: number) => formatMoney(amount, language);
  const facts: [string, string][] = [
    [t('orderDocument.facts.number'), String(order.number)],
    [t('orderDocument.facts.date'), formatCalendarDate(order.date, language)],
    [t('orderDocument.facts.status'), t(`orderStatus.${audience}.${order.status}` as MessageKey)],
    [t('orderDocument.facts.customer'), order.customer],
    [t('orderDocument.facts.purchaseOrder'), order.purchaseOrder || '-'],
    [t('orderDocument.facts.shipTo'), order.shipTo || '-'],
  ];
  const columns = {
    partNumber: t('orderDocument.columns.partNumber'),
    description: t('orderDocument.columns.description'),
    quantity: t('orderDocument.columns.quantity'),
    unit: t('orderDocument.columns.unit'),
    price: t('orderDocument.columns.price'),
    lineTotal: t('orderDocument.columns.lineTotal'),
  };
  const total = t('orderDocument.total');

  const factRows = facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" class="surface muted" style="${head};border-bottom:0;width:38%">${escapeHtml(label)}</th><td class="surface" style="${cell};border-bottom:0">${htmlText(value)}</td></tr>`,
    )
    .join('\n');
  const right = 'text-align:right;white-space:nowrap';
  const lineRows = order.lines
    .map(
      (line) => `<tr>
<td class="surface" style="${cell};white-space:nowrap">${escapeHtml(line.partNumber)}</td>
<td class="surface" style="${cell}">${escapeHtml(line.description)}</td>
<td class="surface" style="${cell};${right}">${line.quantity} ${escapeHtml(line.unit)}</td>
<td class="surface" style="${cell};${right}">${escapeHtml(money(line.price))}</td>
<td class="surface" style="${cell};${right}">${escapeHtml(money(line.lineTotal))}</td>
</tr>`,
    )
    .join('\n');
  const html = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px">${factRows}</table>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-collapse:collapse">
<thead><tr>
<th scope="col" class="surface muted" style="${head}">${escapeHtml(columns.partNumber)}</th>
<th scope="col" class="surface muted" style="${head}">${escapeHtml(columns.description)}</th>
<th scope="col" class="surface muted" style="${head};text-align:right">${escapeHtml(columns.quantity)} / ${escapeHtml(columns.unit)}</th>
<th scope="col" class="surface muted" style="${head};text-align:right">${escapeHtml(columns.price)}</th>
<th scope="col" class="surface muted" style="${head};text-align:right">${escapeHtml(columns.lineTotal)}</th>
</tr></thead>
<tbody>
${lineRows}
<tr><th scope="row" colspan="4" class="surface" style="${cell};border-bottom:0;text-align:right;font-weight:bold">${escapeHtml(total)}</th>
<td class="surface" style="${cell};border-bottom:0;${right};font-weight:bold" data-total>${escapeHtml(money(order.total))}</td></tr>
</tbody></table>`;

  const text = [
    ...facts.map(([label, value]) => `${label}: ${value.replaceAll('\n', ', ')}`),
    '',
    ...order.lines.map(
      (line) =>
        `- ${line.partNumber}  ${line.description}\n  ${columns.quantity}: ${line.quantity} ${line.unit} × ${money(line.price)} = ${money(line.lineTotal)}`,
    ),
    '',
    `${total}: ${money(order.total)}`,
  ].join('\n');
  return { html, text };
}
