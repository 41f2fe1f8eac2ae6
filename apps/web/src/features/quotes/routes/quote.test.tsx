import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@portal/contract';
import { signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { QuoteRoute } from './quote.tsx';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const bolt = {
  id: 5,
  part_number: 'BOLT-8',
  description: 'Hex bolt',
  uom_code: 'EA',
  active: true,
};
const nut = { id: 6, part_number: 'NUT-6', description: 'Hex nut', uom_code: 'EA', active: true };

const quote: QuoteDetail = {
  id: 41,
  status: 'offered',
  customer: { name: 'Alpha Hardware', code: 'CUST-A' },
  requested_by: 'Olivia Martin',
  wanted_date: '2026-12-20',
  line_count: 2,
  latest_version: {
    version_no: 2,
    valid_until_date: '2026-12-01',
    valid_until: inHours(30.5),
    total: 1200,
  },
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  note: 'For the spring line',
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
  versions: [
    {
      id: 7,
      version_no: 1,
      valid_until_date: '2026-11-25',
      valid_until: '2026-11-26T00:00:00.000Z',
      payment_terms: 'net30',
      note: null,
      sent_at: '2026-11-20T12:00:00.000Z',
      total: 1250,
      lines: [
        { quote_line_id: 1, product: bolt, quantity: 100, price: 10, line_total: 1000, tiers: [] },
        { quote_line_id: 2, product: nut, quantity: 50, price: 5, line_total: 250, tiers: [] },
      ],
    },
    {
      id: 8,
      version_no: 2,
      valid_until_date: '2026-12-01',
      valid_until: inHours(30.5),
      payment_terms: 'net60',
      note: 'Better price for 100',
      sent_at: '2026-11-21T12:00:00.000Z',
      total: 1200,
      lines: [
        { quote_line_id: 1, product: bolt, quantity: 100, price: 9.5, line_total: 950, tiers: [] },
        { quote_line_id: 2, product: nut, quantity: 50, price: 5, line_total: 250, tiers: [] },
      ],
    },
  ],
  events: [
    {
      action: 'request',
      to_status: 'requested',
      message: null,
      by: 'Olivia Martin',
      staff: false,
      at: '2026-11-20T10:00:00.000Z',
    },
    {
      action: 'offer',
      to_status: 'offered',
      message: null,
      by: null,
      staff: true,
      at: '2026-11-20T12:00:00.000Z',
    },
  ],
};

const render = (detail: QuoteDetail = quote, companyRole: 'buyer' | 'requester' = 'buyer') => {
  signInBuyer({ companyRole });
  fakeServer((url) =>
    url.pathname === '/api/quotes/ACME/41'
      ? json(200, { data: detail })
      : url.pathname === '/api/customers/ACME'
        ? json(200, { data: [] })
        : json(404, { message: 'Quote not found.' }),
  );
  return renderScreen(<QuoteRoute />, { path: '/quotes/41', route: '/quotes/:quoteId' });
};

describe('quote page', () => {
  it('shows every version, what changed, the time left and the answers an offer allows', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Quote 41' })).toBeInTheDocument();
    expect(screen.getByText('Offer to review')).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Version 2' });
    expect(within(latest).getByText('30 hours left')).toBeInTheDocument();
    expect(within(latest).getByText('BOLT-8: price $10.00 → $9.50')).toBeInTheDocument();
    expect(within(latest).getByText('Payment terms: Net 60 Days')).toBeInTheDocument();
    expect(within(latest).getByText('For: Custom bracket')).toBeInTheDocument();
    // The older version shows no time left: only the latest may be accepted.
    expect(
      within(screen.getByRole('region', { name: 'Version 1' })).queryByText(/left/),
    ).toBeNull();
    for (const name of ['Accept and order', 'Ask for changes', 'Decline']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Offer sent')).toBeInTheDocument();
  });

  it('asks for the shipping address when accepting', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and order' }));
    expect(await screen.findByRole('dialog', { name: 'Accept version 2' })).toHaveTextContent(
      "An order is placed at exactly this version's prices: $1,200.00.",
    );
  });

  it('asks the quantity of a line with quantity breaks and prices it by its break (decision 042)', async () => {
    const [first, latest] = quote.versions as [
      QuoteDetail['versions'][number],
      QuoteDetail['versions'][number],
    ];
    const tiered: QuoteDetail = {
      ...quote,
      versions: [
        first,
        {
          ...latest,
          lines: latest.lines.map((line, index) =>
            index === 0
              ? {
                  ...line,
                  tiers: [
                    { min_qty: 500, price: 9 },
                    { min_qty: 1000, price: 8.5 },
                  ],
                }
              : line,
          ),
        },
      ],
    };
    render(tiered);
    // The version's table says each break, as the manufacturer offered them.
    expect(
      await screen.findByText('Quantity breaks: from 500: $9.00; from 1000: $8.50'),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept version 2' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity of BOLT-8' });
    expect(quantity).toHaveValue('100');
    expect(dialog).toHaveTextContent('$9.50 each; from 500: $9.00; from 1000: $8.50.');
    expect(dialog).toHaveTextContent('Your price: $9.50 each.');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1200');
    expect(dialog).toHaveTextContent('Your price: $8.50 each.');
    // Only the line with breaks asks its quantity.
    expect(within(dialog).queryByRole('textbox', { name: /Quantity of NUT/ })).toBeNull();
  });

  it('tells a requester that a buyer accepts, and offers no acceptance', async () => {
    render(quote, 'requester');
    expect(await screen.findByText(/Your role places no orders/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and order' })).toBeNull();
  });

  it('offers only a new version once expired', async () => {
    render({ ...quote, status: 'expired' });
    expect(
      await screen.findByRole('button', { name: 'Ask for a new version' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and order' })).toBeNull();
  });

  it('links an accepted quote to its order', async () => {
    render({ ...quote, status: 'accepted', order: { id: 90, sale_no: 1090 } });
    expect(await screen.findByText('Accepted and placed as order 1090.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute(
      'href',
      '/orders/90',
    );
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('says when the quote is not the customer’s', async () => {
    signInBuyer();
    fakeServer(() => json(404, { message: 'Quote not found.' }));
    renderScreen(<QuoteRoute />, { path: '/quotes/99', route: '/quotes/:quoteId' });
    expect(await screen.findByText('This quote was not found.')).toBeInTheDocument();
  });
});
