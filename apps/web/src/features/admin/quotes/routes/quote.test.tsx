import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@portal/contract';
import { sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminQuoteRoute } from './quote.tsx';

const bolt = {
  id: 5,
  part_number: 'BOLT-8',
  description: 'Hex bolt',
  uom_code: 'EA',
  active: true,
};

const requested: QuoteDetail = {
  id: 41,
  status: 'requested',
  customer: { name: 'Alpha Hardware', code: 'CUST-A' },
  requested_by: 'Olivia Martin',
  wanted_date: null,
  line_count: 2,
  latest_version: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  note: null,
  order: null,
  lines: [
    { id: 1, line_no: 1, product: bolt, description: 'Hex bolt', quantity: 100, comment: null },
    {
      id: 2,
      line_no: 2,
      product: null,
      description: 'Custom bracket',
      quantity: 50,
      comment: null,
    },
  ],
  versions: [],
  events: [],
};

function serve() {
  signInAdmin();
  const sent: unknown[] = [];
  fakeServer((url, init) => {
    if (url.pathname === '/api/admin/ACME/quotes/41/offers' && init.method === 'POST') {
      sent.push(sentBody(init));
      return json(201, { data: { ...requested, status: 'offered' } });
    }
    if (url.pathname === '/api/admin/ACME/quotes/41') return json(200, { data: requested });
    return json(404, { message: 'Quote not found.' });
  });
  renderScreen(<AdminQuoteRoute />, { path: '/admin/quotes/41', route: '/admin/quotes/:quoteId' });
  return sent;
}

describe('console quote page', () => {
  it("shows the request in staff's words with the actions a new request allows", async () => {
    serve();
    expect(await screen.findByRole('heading', { name: 'Quote 41', level: 1 })).toBeVisible();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    for (const name of ['Send an offer', 'Ask a question', 'Decline the request']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Withdraw the offer' })).toBeNull();
  });

  it('refuses an offer with a missing or negative price or no part for a free-text line, then sends it', async () => {
    const sent = serve();
    await userEvent.click(await screen.findByRole('button', { name: 'Send an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer, version 1' });
    const prices = within(dialog).getAllByRole('textbox', { name: /Unit price/ });
    await userEvent.type(prices[0]!, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(
      await within(dialog).findByText('Enter a price of zero or more, with at most two decimals.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a price.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(prices[0]!);
    await userEvent.type(prices[0]!, '8.5');
    await userEvent.type(prices[1]!, '4');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Catalogue part number/ }),
      'NUT-6',
    );
    // Quantity breaks out of order are refused before sending (decision 042).
    const breaks = within(dialog).getAllByRole('textbox', { name: /Quantity breaks/ });
    await userEvent.type(breaks[0]!, '1000: 8, 500: 8.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(
      await within(dialog).findByText(
        'Quantity breaks go up from 2, each quantity once, at most 10.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(breaks[0]!);
    await userEvent.type(breaks[0]!, '500: 8.25, 1000: 8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      payment_terms: 'net30',
      lines: [
        {
          quote_line_id: 1,
          price: 8.5,
          quantity: 100,
          replacement_part_number: '',
          tiers: [
            { min_qty: 500, price: 8.25 },
            { min_qty: 1000, price: 8 },
          ],
        },
        { quote_line_id: 2, price: 4, quantity: 50, replacement_part_number: 'NUT-6', tiers: [] },
      ],
    });
  });
});
