import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchSynonym } from '@portal/contract';
import { sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminSearchSynonymsRoute } from './search-synonyms.tsx';

const group = (id: number, words: string[]): SearchSynonym => ({
  id,
  words,
  updated_at: '2026-11-28T14:05:00.000Z',
});

const render = () =>
  renderScreen(<AdminSearchSynonymsRoute />, {
    path: '/admin/search-synonyms',
    route: '/admin/search-synonyms',
  });

describe('search synonyms', () => {
  it('adds a group, checked as the server will, and lists it', async () => {
    signInAdmin();
    const groups = [group(1, ['ss', 'stainless'])];
    const calls = fakeServer((url, init) => {
      if (init.method === 'POST') {
        groups.push(group(2, ['tornillo', 'perno']));
        return json(201, { data: groups[1] });
      }
      return json(200, { data: groups });
    });
    const user = userEvent.setup({ delay: null });
    render();
    const table = await screen.findByRole('table', { name: 'Synonym groups' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('ss, stainless');

    await user.click(screen.getByRole('button', { name: 'New synonym group' }));
    const dialog = screen.getByRole('dialog', { name: 'New synonym group' });
    await user.type(within(dialog).getByLabelText(/^Words/), 'tornillo, TORNILLO');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText(/^Words/)).toHaveAccessibleDescription(
      'Enter at least two words that mean the same.',
    );
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Words/), ' perno');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('The synonym group was added.');
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/ACME/search-synonyms');
    expect(sentBody(post.init)).toEqual({ words: 'tornillo, TORNILLO perno' });
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3),
    );
  });

  it('deletes a group only once confirmed', async () => {
    signInAdmin();
    const calls = fakeServer((_url, init) =>
      init.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : json(200, { data: [group(7, ['ss', 'stainless'])] }),
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete the group ss, stainless' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this synonym group?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('The synonym group was deleted.');
    expect(calls.find((call) => call.init.method === 'DELETE')!.url.pathname).toBe(
      '/api/admin/ACME/search-synonyms/7',
    );
  });

  it('says so when there is none yet', async () => {
    signInAdmin();
    fakeServer(() => json(200, { data: [] }));
    render();
    expect(await screen.findByText(/No synonyms yet/)).toBeVisible();
  });
});
