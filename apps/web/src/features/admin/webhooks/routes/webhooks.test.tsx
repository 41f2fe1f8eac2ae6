import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminWebhookEndpoint, WebhookDelivery } from '@portal/contract';
import { pageOf, sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { AdminWebhooksRoute } from './webhooks.tsx';

const ENDPOINT: AdminWebhookEndpoint = {
  id: 7,
  url: 'https://erp.example.com/hooks',
  description: 'Our ERP',
  events: ['order.created', 'order.status_changed'],
  enabled: true,
  disabled_reason: null,
  failing_since: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};
const DELIVERY: WebhookDelivery = {
  id: 31,
  message_id: 'msg_0123456789abcdef0123456789abcdef',
  event: 'order.created',
  status: 'failed',
  attempts: 12,
  last_status_code: 503,
  last_error: 'HTTP 503',
  next_attempt_at: null,
  created_at: '2026-03-02T12:00:00.000Z',
  delivered_at: null,
};
const SECRET = 'whsec_c2VjcmV0IHNob3duIG9uY2UgaW4gdGhlIHRlc3QhIQ==';

function serve(write?: (url: URL, init: RequestInit) => Response | undefined) {
  signInAdmin();
  return fakeServer((url, init) => {
    if (init.method && init.method !== 'GET') {
      return write?.(url, init) ?? json(404, { message: 'Not found.' });
    }
    if (url.pathname === '/api/admin/ACME/webhooks') return json(200, { data: [ENDPOINT] });
    if (url.pathname === '/api/admin/ACME/webhooks/7/deliveries') {
      return json(200, pageOf([DELIVERY]));
    }
    return json(404, { message: 'Not found.' });
  });
}

const render = () =>
  renderScreen(<AdminWebhooksRoute />, { path: '/admin/webhooks', route: '/admin/webhooks' });

describe('webhooks in the console', () => {
  it('lists the endpoints with their events and state', async () => {
    serve();
    render();
    const item = (await screen.findByRole('heading', { name: ENDPOINT.url })).closest('li')!;
    expect(item).toHaveTextContent('Active');
    expect(item).toHaveTextContent('Events: Order placed, Order status changed');
    expect(item).toHaveTextContent('Our ERP');
  });

  it('creates an endpoint with the events ticked, then shows its secret once', async () => {
    const calls = serve((url) =>
      url.pathname === '/api/admin/ACME/webhooks'
        ? json(201, { data: { ...ENDPOINT, id: 8, secret: SECRET } })
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'New endpoint' }));
    const dialog = screen.getByRole('dialog', { name: 'New webhook endpoint' });
    await user.type(within(dialog).getByLabelText(/HTTPS address/), 'https://erp.example.com/in');
    await user.click(within(dialog).getByRole('checkbox', { name: /Account approved/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create endpoint' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secretDialog).getByText(SECRET)).toBeVisible();
    expect(secretDialog).toHaveTextContent('it is shown only once');
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(sentBody(post.init)).toEqual({
      url: 'https://erp.example.com/in',
      description: '',
      events: ['order.created', 'customer.approved'],
    });
    await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it("shows the server's refusal of an address under its field", async () => {
    serve(() =>
      json(422, {
        message: 'The address must start with https://.',
        errors: { url: ['The address must start with https://.'] },
      }),
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'New endpoint' }));
    const dialog = screen.getByRole('dialog', { name: 'New webhook endpoint' });
    await user.type(within(dialog).getByLabelText(/HTTPS address/), 'http://erp.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create endpoint' }));
    expect(await within(dialog).findByText('The address must start with https://.')).toBeVisible();
    expect(within(dialog).getByLabelText(/HTTPS address/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the delivery log and redelivers a message', async () => {
    const calls = serve((url) =>
      url.pathname === '/api/admin/ACME/webhooks/7/deliveries/31/redeliver'
        ? json(200, { data: { ...DELIVERY, status: 'pending' } })
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Delivery log' }));
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('order.created');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('503');
    await user.click(within(row!).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname.endsWith('/31/redeliver'))).toBe(true),
    );
    expect(await screen.findByText('It will be delivered again in a moment.')).toBeVisible();
  });
});
