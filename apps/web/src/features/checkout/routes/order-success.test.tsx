import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { OrderSuccessRoute } from './order-success.tsx';

const render = (message: string) => {
  signInBuyer();
  fakeServer(() => json(200, settingsOf({ b2b_message_order_confirmation: message })));
  renderScreen(<OrderSuccessRoute />, { path: '/order-success' });
};

describe('order success', () => {
  it("shows the company's confirmation message and a link home", async () => {
    render('Thank you! We ship before 2 pm.');
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

  it('falls back to the default text', async () => {
    render('');
    expect(
      await screen.findByText(/successfully completed and will be processed once it is confirmed/),
    ).toBeInTheDocument();
  });
});
