/**
 * One CSV line (RFC 4180): a cell is quoted when it holds a comma, a quote, a line break or
 * leading or trailing spaces (which a reader would otherwise be free to trim), quotes doubled.
 */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
