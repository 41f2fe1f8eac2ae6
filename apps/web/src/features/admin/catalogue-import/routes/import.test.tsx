import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_COLUMNS, type ImportJob } from '@portal/contract';
import { signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminImportRoute } from './import.tsx';

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

const BAD_LINE = {
  line: 3,
  field: 'selling_price',
  message: 'Enter a price of at least 0 with at most 2 decimals.',
};

/** Each job answers its states in turn, then keeps the last. */
const JOBS: Record<number, ImportJob[]> = {
  1: [
    job(1, true, { status: 'validating', total: 3, processed: 1 }),
    job(1, true, {
      status: 'failed',
      total: 3,
      processed: 3,
      error_count: 1200,
      errors: [BAD_LINE, { line: 0, field: '_', message: 'The file is bad.' }],
    }),
  ],
  2: [
    job(2, true, { status: 'validating', total: 2, processed: 1 }),
    job(2, true, { status: 'done', total: 2, processed: 2, created: 2 }),
  ],
  3: [
    job(3, false, { status: 'writing', total: 2, processed: 1 }),
    job(3, false, { status: 'done', total: 2, processed: 2, created: 2 }),
  ],
};

function serve({ busy = false } = {}) {
  signInAdmin();
  const states = structuredClone(JOBS);
  let nextJob = 1;
  return fakeServer((url, init) => {
    if (url.pathname.endsWith('/products/export.csv')) {
      return new Response('part_number\nAC-1\n', { headers: { 'content-type': 'text/csv' } });
    }
    if (url.pathname.endsWith('/products/import') && init.method === 'POST') {
      if (busy) {
        return json(409, {
          message: 'An import of this catalogue is already running. Wait for it to finish.',
        });
      }
      return json(202, { job_id: nextJob++ });
    }
    const id = Number(url.pathname.split('/').at(-1));
    const queue = states[id]!;
    return json(200, { data: queue.length > 1 ? queue.shift() : queue[0] });
  });
}

const csv = (text: string, name = 'products.csv') => new File([text], name, { type: '' });
const render = (path = '/admin/import') => renderScreen(<AdminImportRoute />, { path });
const starts = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.init.method === 'POST');

describe('admin catalogue import', () => {
  it('follows the job named in the URL after a reload, to its end', async () => {
    serve();
    render('/admin/import?job=3');
    const progress = await screen.findByRole('progressbar');
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '100'));
    // Without the file in hand nothing more can be imported from here: choose it again.
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  afterEach(() => vi.restoreAllMocks());

  it('checks a file line by line, with progress, and offers no import while it has errors', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    await user.upload(
      screen.getByLabelText('CSV file'),
      csv('part_number,description,selling_price\nZZ-1,One,1\nZZ-2,Two,abc\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    const bar = await screen.findByRole('progressbar', { name: 'Progress of the check' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('Checking the lines... (1 of 3 lines)')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Problems of the file, by line' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('3selling_priceEnter a price of at least 0');
    expect(second).toHaveTextContent('File(whole line)The file is bad.');
    expect(screen.getByText('Problems found: 1200. The first 2 are listed.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was written');
    // The status says what happened, not only that it stopped.
    expect(screen.getByText('Check stopped: the file has problems.')).toBeInTheDocument();
    expect(importButton).toBeDisabled();

    const [start] = starts(calls);
    expect(start!.url.pathname + start!.url.search).toBe(
      '/api/admin/ACME/products/import?dry_run=1',
    );
    expect(new Headers(start!.init.headers).get('Content-Type')).toBe('text/csv');
    expect(await (start!.init.body as Blob).text()).toContain('ZZ-2,Two,abc');
  });

  it('imports the checked file with a real progress bar, then sums up what it did', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    render();
    const input = screen.getByLabelText('CSV file');
    await user.upload(input, csv('part_number\nZZ-1\n'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Problems found: 1200. The first 2 are listed.')).toBeVisible();

    // The corrected file: checked again before it may be imported.
    const fixed = csv('part_number,description,selling_price,uom_code\nZZ-1,One,1,EA\n');
    await user.upload(input, fixed);
    expect(screen.queryByRole('table', { name: /Problems/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const summary = await screen.findByText(/The file is valid/);
    expect(screen.getByText('Check finished: the file can be imported.')).toBeInTheDocument();
    expect(summary.closest('[role="status"]')).toHaveTextContent('Products to create2');

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progress of the import' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(await screen.findByText('Import complete.')).toBeInTheDocument();
    expect(screen.getByText('Import finished: the changes are saved.')).toBeInTheDocument();
    expect(screen.getByText('Products created').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('The import is complete.')).toBeInTheDocument();
    expect(starts(calls).map((call) => call.url.searchParams.get('dry_run'))).toEqual([
      '1',
      '1',
      '0',
    ]);
    expect(await (starts(calls)[2]!.init.body as Blob).text()).toBe(await fixed.text());
    // Done: the same file is not imported twice by a second click.
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('tells when another import is already running', async () => {
    serve({ busy: true });
    const user = userEvent.setup({ delay: null });
    render();
    await user.upload(screen.getByLabelText('CSV file'), csv('part_number\nZZ-1\n'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An import of this catalogue is already running.',
    );
  });

  it('downloads the export with the token, as a file', async () => {
    const calls = serve();
    const created = vi.fn((_blob: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('ACME-products.csv');
    expect(link.href).toBe('blob:export');
    expect(await created.mock.calls[0]![0].text()).toBe('part_number\nAC-1\n');
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe('Bearer admin-token');
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('explains every column of the file', () => {
    serve();
    render();
    const table = screen.getByRole('table', { name: 'Columns of the file' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(
      CSV_COLUMNS.map((column) => (column === 'part_number' ? `${column}(required)` : column)),
    );
    expect(table).toHaveTextContent('separated by |');
  });
});
