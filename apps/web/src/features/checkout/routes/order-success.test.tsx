import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import { settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import type { OrderSuccessState } from '../hooks/use-place-order.ts';
import { OrderSuccessRoute } from './order-success.tsx';

const render = (messages: Record<string, string>, state?: OrderSuccessState) => {
  signInBuyer();
  fakeServer(() =>
    json(200, settingsOf({ b2b_message_order_confirmation: JSON.stringify(messages) })),
  );
  renderScreen(<OrderSuccessRoute />, { path: '/order-success', state });
};

describe('order success', () => {
  it("shows the company's confirmation message and a link home", async () => {
    render({ en: 'Thank you! We ship before 2 pm.', fr: 'Merci ! Expédié avant 14 h.' });
    expect(await screen.findByText('Thank you! We ship before 2 pm.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order success' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Acme has received this order and will confirm it. It moves to Confirmed once they accept it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('offers to follow the new order as its primary action, home and the orders beside it', async () => {
    render({}, { saleNo: 1013, orderId: 41 });
    expect(await screen.findByText('Order number: 1013')).toBeInTheDocument();
    const follow = screen.getByRole('link', { name: 'Follow this order' });
    expect(follow).toHaveAttribute('href', '/orders/41');
    expect(follow.className).toBe(buttonClasses('primary'));
    expect(screen.getByRole('link', { name: 'Back to home' }).className).toBe(
      buttonClasses('secondary'),
    );
  });

  it("says an order that waits for a colleague's approval is not the company's yet", async () => {
    render({}, { saleNo: 1014, orderId: 42, status: 'awaiting_approval' });
    expect(
      await screen.findByText(
        'This order waits for an approver at your company. Acme receives it once it is approved.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has received this order/)).toBeNull();
  });

  it("shows the message in the buyer's language, else the English one", async () => {
    await i18n.changeLanguage('fr');
    render({ en: 'Thank you!', fr: 'Merci ! Expédié avant 14 h.' });
    expect(await screen.findByText('Merci ! Expédié avant 14 h.')).toBeInTheDocument();
  });

  it('shows the English message when there is none in the language', async () => {
    await i18n.changeLanguage('es');
    render({ en: 'Thank you!' });
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
  });

  it('falls back to the default text', async () => {
    render({});
    expect(
      await screen.findByText(/successfully completed and will be processed once it is confirmed/),
    ).toBeInTheDocument();
  });
});
