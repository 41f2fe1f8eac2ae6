import PDFDocument from 'pdfkit';
import {
  formatCalendarDate,
  formatMoney,
  translate,
  type Language,
  type MessageKey,
} from '@portal/contract';
import type { OrderDocument } from './order-document.ts';
import type { Brand } from './tenant-brand.ts';

/**
 * The order as a PDF (decision 024): the tenant's logo or name in its colour, the order's facts,
 * its lines in a table that repeats its header on every page, the total, and page numbers, in the
 * reader's language. Written with pdfkit's built-in Helvetica, whose WinAnsi encoding holds every
 * letter of English, Spanish and French (é ñ ç « »); the narrow no-break space French puts in
 * numbers is not in it, so it becomes a no-break space (U+00A0), which looks the same.
 */
export interface OrderPdfInput {
  order: OrderDocument;
  brand: Brand;
  language: Language;
  audience: 'buyer' | 'staff';
  /** PNG or JPEG bytes of the logo (brand-logo.ts), or null for the name. */
  logo: Buffer | null;
}

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const MARGIN = 50;

/** Text the standard fonts can write: U+202F (and other spaces outside WinAnsi) as U+00A0. */
const printable = (text: string) => text.replace(/[\u2007\u2009\u202f]/g, '\u00a0');

interface Column {
  key: 'partNumber' | 'description' | 'quantity' | 'unit' | 'price' | 'lineTotal';
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: Column[] = [
  { key: 'partNumber', width: 90, align: 'left' },
  { key: 'description', width: 172, align: 'left' },
  { key: 'quantity', width: 55, align: 'right' },
  { key: 'unit', width: 40, align: 'left' },
  { key: 'price', width: 75, align: 'right' },
  { key: 'lineTotal', width: 80, align: 'right' },
];

export function renderOrderPdf({
  order,
  brand,
  language,
  audience,
  logo,
}: OrderPdfInput): Promise<Buffer> {
  const t = (key: MessageKey, params: Record<string, string | number> = {}) =>
    printable(translate(language, key, params));
  const money = (amount: number) => printable(formatMoney(amount, language));
  const title = t('orderDocument.title', { number: order.number });
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    lang: language,
    info: { Title: `${printable(brand.name)} - ${title}`, Author: printable(brand.name) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  // Header: the logo, else the name, over a rule in the tenant's colour.
  if (logo) {
    try {
      doc.image(logo, MARGIN, MARGIN, { fit: [200, 48] });
    } catch {
      logo = null; // bytes that are not the image they claim: the name instead
    }
  }
  if (!logo) {
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor(brand.color)
      .text(printable(brand.name), MARGIN, MARGIN + 12);
  }
  doc.rect(MARGIN, MARGIN + 56, width, 3).fill(brand.color);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(title, MARGIN, MARGIN + 74);

  // Facts, two columns of label and value.
  const facts: [string, string][] = [
    [t('orderDocument.facts.number'), String(order.number)],
    [t('orderDocument.facts.date'), printable(formatCalendarDate(order.date, language))],
    [t('orderDocument.facts.status'), t(`orderStatus.${audience}.${order.status}` as MessageKey)],
    [t('orderDocument.facts.customer'), printable(order.customer)],
    [t('orderDocument.facts.purchaseOrder'), printable(order.purchaseOrder || '-')],
    [t('orderDocument.facts.shipTo'), printable(order.shipTo || '-')],
    ...(order.note
      ? [[t('orderDocument.facts.note'), printable(order.note)] as [string, string]]
      : []),
  ];
  let y = MARGIN + 110;
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(label, MARGIN, y, { width: 120 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(value, MARGIN + 130, y, { width: width - 130 });
    y = Math.max(doc.y, y + 14) + 4;
  }

  // Lines.
  const bottom = doc.page.height - MARGIN - 20;
  const drawHeader = () => {
    let x = MARGIN;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    for (const column of COLUMNS) {
      doc.text(t(`orderDocument.columns.${column.key}`), x + 3, y, {
        width: column.width - 6,
        align: column.align,
      });
      x += column.width;
    }
    y = doc.y + 4;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(1.5)
      .strokeColor(RULE)
      .stroke();
    y += 5;
  };
  y += 12;
  drawHeader();
  doc.font('Helvetica').fontSize(10);
  for (const line of order.lines) {
    const cells: Record<Column['key'], string> = {
      partNumber: printable(line.partNumber),
      // What shipped and what waits (issue 31), under the description once anything has.
      description: printable(
        line.shipped || line.backordered
          ? `${line.description}\n${t('orderDocument.fulfilment', {
              shipped: (line.shipped ?? 0).toLocaleString(language),
              backordered: (line.backordered ?? 0).toLocaleString(language),
            })}`
          : line.description,
      ),
      quantity: printable(line.quantity.toLocaleString(language)),
      unit: printable(line.unit),
      price: money(line.price),
      lineTotal: money(line.lineTotal),
    };
    doc.font('Helvetica').fontSize(10);
    const height = Math.max(
      ...COLUMNS.map((column) =>
        doc.heightOfString(cells[column.key], { width: column.width - 6 }),
      ),
    );
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
      drawHeader();
      doc.font('Helvetica').fontSize(10);
    }
    let x = MARGIN;
    doc.fillColor(INK);
    for (const column of COLUMNS) {
      doc.text(cells[column.key], x + 3, y, { width: column.width - 6, align: column.align });
      x += column.width;
    }
    y += height + 5;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += 5;
  }
  if (y + 24 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK);
  doc.text(t('orderDocument.total'), MARGIN, y + 4, { width: width - 100, align: 'right' });
  doc.text(money(order.total), MARGIN + width - 95, y + 4, { width: 92, align: 'right' });

  // Page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // The footer sits in the bottom margin: without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(
      `${printable(brand.name)} · ${title} · ${t('orderDocument.page', { page: index + 1, pages: range.count })}`,
      MARGIN,
      doc.page.height - MARGIN,
      { width, align: 'center', lineBreak: false },
    );
  }
  doc.end();
  return finished;
}

/** The file's name: the tenant's code and the order's number, nothing a browser would refuse. */
export const orderPdfFileName = (brand: Brand, order: OrderDocument) =>
  `${brand.code.replace(/[^A-Za-z0-9_-]/g, '')}-order-${order.number}.pdf`;
