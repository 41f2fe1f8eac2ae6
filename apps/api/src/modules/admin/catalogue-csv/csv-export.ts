/**
 * A CSV export produced page by page, so that neither the server nor the database holds the
 * whole file at once. It starts with a byte-order mark, so spreadsheet programs read accents
 * right; the import skips it. Each page starts after the last row of the one before (a keyset).
 */
export async function* csvPages<Row, Key>(
  header: string,
  pageAfter: (key: Key | null) => Promise<Row[]>,
  lineOf: (row: Row) => string,
  keyOf: (row: Row) => Key,
): AsyncGenerator<string> {
  yield `\uFEFF${header}`;
  let after: Key | null = null;
  for (;;) {
    const rows = await pageAfter(after);
    if (rows.length === 0) return;
    yield rows.map(lineOf).join('');
    after = keyOf(rows[rows.length - 1]!);
  }
}
