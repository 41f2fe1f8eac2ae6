import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminShipment } from '@portal/contract';
import { sentBody, signInAdmin } from '@/test/admin-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { ShipmentInvoices } from './shipment-invoices.tsx';

const shipment = (id: number, invoice: AdminShipment['invoice']): AdminShipment => ({
  id,
  order_id: 12,
  external_id: null,
  carrier: 'ups',
  service: null,
  tracking_number: `1Z${id}`,
  tracking_url: null,
  shipped_date: '2026-11-24',
  created_at: '2026-11-24T10:00:00.000Z',
  created_by: null,
  invoice,
  lines: [
    {
      order_line_id: 40,
      line_no: 1,
      part_number: 'BOLT-8',
      description: 'Hex bolt',
      uom_code: 'EA',
      quantity: 4,
    },
  ],
});

describe("the console's invoices of shipments", () => {
  it('creates the invoice of a shipment not yet invoiced, checked by the contract first', async () => {
    signInAdmin();
    const sent: unknown[] = [];
    let invoiced = false;
    fakeServer((url, init) => {
      if (
        init.method === 'POST' &&
        url.pathname === '/api/admin/ACME/orders/12/shipments/6/invoice'
      ) {
        sent.push(sentBody(init));
        invoiced = true;
        return json(201, {
          data: {
            id: 90,
            number: 'INV-7',
            issue_date: '2026-11-24',
            due_date: '2026-12-24',
            po_number: null,
            order_number: 1012,
            currency: 'USD',
            total: 40,
            open_amount: 40,
            status: 'open',
            customer: { code: 'C-1', name: 'Alpha' },
            order_id: 12,
            subtotal: 40,
            tax_total: 0,
            paid_amount: 0,
            lines: [],
            taxes: [],
            settlements: [],
          },
        });
      }
      if (url.pathname === '/api/admin/ACME/orders/12/shipments') {
        return json(200, {
          data: [
            shipment(5, { id: 80, number: 'INV-5' }),
            shipment(6, invoiced ? { id: 90, number: 'INV-7' } : null),
          ],
        });
      }
      return json(404, { message: 'Not found.' });
    });
    renderScreen(<ShipmentInvoices orderId={12} />);
    const table = await screen.findByRole('table', { name: 'Shipments and invoices' });
    expect(within(table).getByText('INV-5')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Create invoice' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('BOLT-8: 4')).toBeInTheDocument();
    // No number: refused before it is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Invoice number/), 'INV-7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('Invoice INV-7 created.')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ number: 'INV-7' })]);
    expect(await within(table).findByText('INV-7')).toBeInTheDocument();
  });
});
