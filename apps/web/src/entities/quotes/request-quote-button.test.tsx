import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { quoteLinesOf } from './quote-lines.ts';
import { RequestQuoteButton } from './request-quote-button.tsx';

const product = (defaultPuomId: number | null) => ({ default_puom_id: defaultPuomId });

describe('request a quote from a saved list or quick order', () => {
  it('asks for the lines given, saying where they come from, and leaves out a product that cannot be sold', async () => {
    signInBuyer();
    const calls = fakeServer(() => json(201, { data: { id: 41, status: 'requested' } }));
    const lines = quoteLinesOf([
      { product: product(11), quantity: 4, comment: 'Blue ones' },
      { product: product(12), quantity: 10, comment: '  ' },
      { product: null, quantity: 3 },
    ]);
    renderScreen(
      <RequestQuoteButton lines={lines} source="list" quotePath={(id) => `/quotes/${id}`} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(
      await screen.findByText("The list's 2 lines go with the request; the list stays as it is."),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(1),
    );
    const sent = calls.find((call) => call.init.method === 'POST')!;
    expect(sent.url.pathname).toBe('/api/quotes/ACME');
    expect(JSON.parse(sent.init.body as string)).toMatchObject({
      lines: [
        { puom_id: 11, quantity: 4, comment: 'Blue ones' },
        { puom_id: 12, quantity: 10, comment: null },
      ],
    });
  });

  it('cannot be opened without a line', () => {
    signInBuyer();
    fakeServer(() => json(500, {}));
    renderScreen(
      <RequestQuoteButton lines={[]} source="quickOrder" quotePath={(id) => `/quotes/${id}`} />,
    );
    expect(screen.getByRole('button', { name: 'Request a quote' })).toBeDisabled();
  });
});
