import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '@portal/contract';
import { json, renderScreen } from '@/test/render.tsx';
import { servePriceList } from '../test/fake-price-list-server.ts';
import { priceList } from '../test/price-list-fixtures.ts';
import { AdminPriceListRoute } from './price-list.tsx';

const LIST = priceList(4, 'Distributors', { product_count: 2 });

const job = (id: number, dryRun: boolean, change: Partial<ImportJob>): ImportJob => ({
  id,
  status: 'queued',
  dry_run: dryRun,
  total: 0,
  processed: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  error_count: 0,
  errors: [],
  created_at: '2026-11-20T10:00:00.000Z',
  finished_at: null,
  ...change,
});

/** Each job answers its states in turn, then keeps the last. */
const JOBS: Record<number, ImportJob[]> = {
  1: [
    job(1, true, {
      status: 'failed',
      total: 2,
      processed: 2,
      error_count: 1,
      errors: [{ line: 3, field: 'part_number', message: 'No product has this part number.' }],
    }),
  ],
  2: [job(2, true, { status: 'done', total: 2, processed: 2, created: 1, updated: 1 })],
  3: [
    job(3, false, { status: 'writing', total: 2, processed: 1 }),
    job(3, false, { status: 'done', total: 2, processed: 2, created: 1, updated: 1 }),
  ],
};

const JOB_PATH = /^\/api\/admin\/ACME\/price-lists\/4\/entries\/import\/(\d+)$/;

function serve() {
  const states = structuredClone(JOBS);
  let nextJob = 1;
  return servePriceList({
    list: LIST,
    write: (url, init) =>
      init.method === 'POST' && url.pathname === '/api/admin/ACME/price-lists/4/entries/import'
        ? json(202, { job_id: nextJob++ })
        : undefined,
    read: (url) => {
      if (url.pathname === '/api/admin/ACME/price-lists/4/entries/export.csv') {
        return new Response('part_number,uom_code,min_qty,unit_price\nAC-1,EA,10,4.50\n', {
          headers: { 'content-type': 'text/csv' },
        });
      }
      const id = JOB_PATH.exec(url.pathname)?.[1];
      if (!id) return undefined;
      const queue = states[Number(id)]!;
      return json(200, { data: queue.length > 1 ? queue.shift() : queue[0] });
    },
  });
}

const render = () =>
  renderScreen(<AdminPriceListRoute />, {
    path: '/admin/price-lists/4?tab=csv',
    route: '/admin/price-lists/:priceListId',
  });
const csv = (text: string) => new File([text], 'prices.csv', { type: '' });

describe("a price list's CSV", () => {
  afterEach(() => vi.restoreAllMocks());

  it("checks a file against the list, then imports it with the product import's report", async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    const input = await screen.findByLabelText('CSV file');
    await user.upload(input, csv('part_number,uom_code,min_qty,unit_price\nZZ-9,EA,1,2\n'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('table', { name: 'Problems of the file, by line' });
    expect(table).toHaveTextContent('3part_numberNo product has this part number.');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    // The job follows in the URL beside the page's own tab.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?tab=csv&job=1'));

    const fixed = csv('part_number,uom_code,min_qty,unit_price\nAC-1,EA,10,4.50\n');
    await user.upload(input, fixed);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const summary = await screen.findByText(/The file is valid/);
    expect(summary.closest('[role="status"]')).toHaveTextContent(
      'Tiers to add1Tiers to change or remove1Tiers unchanged0',
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progress of the import' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText('Tiers added').nextSibling).toHaveTextContent('1');
    expect(await screen.findByText('The import is complete.')).toBeVisible();

    const starts = calls.filter((call) => call.init.method === 'POST');
    expect(starts.map((call) => call.url.pathname + call.url.search)).toEqual([
      '/api/admin/ACME/price-lists/4/entries/import?dry_run=1',
      '/api/admin/ACME/price-lists/4/entries/import?dry_run=1',
      '/api/admin/ACME/price-lists/4/entries/import?dry_run=0',
    ]);
    expect(new Headers(starts[2]!.init.headers).get('Content-Type')).toBe('text/csv');
    expect(await (starts[2]!.init.body as Blob).text()).toBe(await fixed.text());
    // What the import wrote shows at once: the list (its count of products priced) is read again.
    await waitFor(() =>
      expect(
        calls.filter((call) => call.url.pathname === '/api/admin/ACME/price-lists/4'),
      ).toHaveLength(2),
    );
  });

  it("downloads the list's prices as a file, and explains the columns", async () => {
    serve();
    const created = vi.fn((_blob: Blob) => 'blob:prices');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    render();
    const columns = await screen.findByRole('table', { name: 'Columns of the file' });
    expect(
      within(columns)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'part_number(required)',
      'uom_code(required)',
      'min_qty(required)',
      'unit_price(required)',
    ]);
    expect(columns).toHaveTextContent('Empty removes the tier.');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('ACME-price-list-4.csv');
    expect(await created.mock.calls[0]![0].text()).toContain('AC-1,EA,10,4.50');
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});
