import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchMiss } from '@portal/contract';
import { pageOf, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminSearchMissesRoute } from './search-misses.tsx';

const misses: SearchMiss[] = [
  { term: 'flux capacitor', searches: 1204, last_seen_at: '2026-11-28T14:05:00.000Z' },
  { term: 'unobtainium', searches: 3, last_seen_at: '2026-11-27T09:00:00.000Z' },
];

function serve(data: SearchMiss[], status = 200) {
  signInAdmin();
  return fakeServer(() =>
    status === 200 ? json(200, pageOf(data, { page: 1, total: data.length })) : json(status, {}),
  );
}

const render = () =>
  renderScreen(<AdminSearchMissesRoute />, {
    path: '/admin/search-misses',
    route: '/admin/search-misses',
  });

describe('searches without results', () => {
  it('lists what buyers could not find, the most searched first', async () => {
    const calls = serve(misses);
    render();
    const table = await screen.findByRole('table', { name: 'Searches that found nothing' });
    expect(calls[0]!.url.pathname).toBe('/api/admin/ACME/search-misses');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('flux capacitor');
    expect(first).toHaveTextContent('1,204');
    expect(second).toHaveTextContent('unobtainium');
  });

  it('says so when no search came back empty', async () => {
    serve([]);
    render();
    expect(await screen.findByText('No search has come back empty yet.')).toBeVisible();
  });

  it('says so when the list cannot be loaded', async () => {
    serve([], 500);
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });
});
