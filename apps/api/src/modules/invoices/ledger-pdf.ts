import PDFDocument from 'pdfkit';
import type { Brand } from '../documents/tenant-brand.ts';

/**
 * An invoice or a statement as a PDF (issue 31 point 6), laid out as the order's PDF is
 * (documents/order-pdf.ts, decision 024): the tenant's logo or name in its colour, the facts, a
 * table whose header repeats on every page, the totals, and page numbers. The caller gives every
 * text already translated and formatted in the reader's language (invoice-documents.ts), so one
 * layout serves both documents.
 */
export interface LedgerPdfColumn {
  label: string;
  width: number;
  align: 'left' | 'right';
}

export interface LedgerPdfInput {
  brand: Brand;
  language: string;
  logo: Buffer | null;
  title: string;
  facts: readonly [string, string][];
  columns: readonly LedgerPdfColumn[];
  rows: readonly string[][];
  /** Label and value pairs under the table, the last in bold (the total, the closing balance). */
  totals: readonly [string, string][];
  /** A second small table after the totals (the statement's ageing), if any. */
  summary?: { title: string; columns: readonly LedgerPdfColumn[]; row: readonly string[] };
  pageLabel: (page: number, pages: number) => string;
}

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const MARGIN = 50;

/** Text the standard fonts can write: U+202F (and other spaces outside WinAnsi) as U+00A0. */
export const printable = (text: string) => text.replace(/[\u2007\u2009\u202f]/g, '\u00a0');

export function renderLedgerPdf(input: LedgerPdfInput): Promise<Buffer> {
  const { brand, title } = input;
  let { logo } = input;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    lang: input.language,
    info: { Title: `${printable(brand.name)} - ${title}`, Author: printable(brand.name) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
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
    .text(printable(title), MARGIN, MARGIN + 74);

  let y = MARGIN + 110;
  for (const [label, value] of input.facts) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(printable(label), MARGIN, y, {
      width: 120,
    });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(printable(value), MARGIN + 130, y, { width: width - 130 });
    y = Math.max(doc.y, y + 14) + 4;
  }

  const bottom = doc.page.height - MARGIN - 20;
  const rule = (weight: number) => {
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(weight)
      .strokeColor(RULE)
      .stroke();
  };
  const drawRow = (
    columns: readonly LedgerPdfColumn[],
    cells: readonly string[],
    bold: boolean,
  ) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 9 : 10);
    const height = Math.max(
      ...columns.map((column, index) =>
        doc.heightOfString(printable(cells[index] ?? ''), { width: column.width - 6 }),
      ),
    );
    let x = MARGIN;
    doc.fillColor(bold ? MUTED : INK);
    columns.forEach((column, index) => {
      doc.text(printable(cells[index] ?? ''), x + 3, y, {
        width: column.width - 6,
        align: column.align,
      });
      x += column.width;
    });
    return height;
  };
  const drawHeader = () => {
    const height = drawRow(
      input.columns,
      input.columns.map((column) => column.label),
      true,
    );
    y += height + 4;
    rule(1.5);
    y += 5;
  };
  y += 12;
  drawHeader();
  for (const cells of input.rows) {
    doc.font('Helvetica').fontSize(10);
    const height = Math.max(
      ...input.columns.map((column, index) =>
        doc.heightOfString(printable(cells[index] ?? ''), { width: column.width - 6 }),
      ),
    );
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
      drawHeader();
    }
    drawRow(input.columns, cells, false);
    y += height + 5;
    rule(0.5);
    y += 5;
  }

  const room = (needed: number) => {
    if (y + needed > bottom) {
      doc.addPage();
      y = MARGIN;
    }
  };
  input.totals.forEach(([label, value], index) => {
    room(20);
    const last = index === input.totals.length - 1;
    doc
      .font(last ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(last ? 12 : 10)
      .fillColor(INK);
    doc.text(printable(label), MARGIN, y + 4, { width: width - 140, align: 'right' });
    doc.text(printable(value), MARGIN + width - 135, y + 4, { width: 132, align: 'right' });
    y += last ? 22 : 16;
  });

  if (input.summary) {
    room(60);
    y += 14;
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(printable(input.summary.title), MARGIN, y);
    y = doc.y + 6;
    const headerHeight = drawRow(
      input.summary.columns,
      input.summary.columns.map((column) => column.label),
      true,
    );
    y += headerHeight + 4;
    rule(1);
    y += 5;
    drawRow(input.summary.columns, input.summary.row, false);
  }

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // The footer sits in the bottom margin: without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(
      `${printable(brand.name)} · ${printable(title)} · ${printable(input.pageLabel(index + 1, range.count))}`,
      MARGIN,
      doc.page.height - MARGIN,
      { width, align: 'center', lineBreak: false },
    );
  }
  doc.end();
  return finished;
}
