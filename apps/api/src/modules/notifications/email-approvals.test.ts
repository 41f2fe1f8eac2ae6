import { describe, expect, it } from 'vitest';
import { portalAddress } from '../../lib/portal-url.ts';
import { composeEmail, type Brand, type OrderFacts } from './email-templates.ts';

/** The approvals' e-mails (decision 033): the order e-mails' layout, in the reader's language. */
const brand: Brand = {
  code: 'ACME',
  name: 'ACME Industrial',
  logoUrl: '',
  color: '#b91c1c',
  mailFrom: '',
  attachOrderPdf: false,
};
const order: OrderFacts = {
  id: 77,
  number: 1042,
  date: '2026-11-24',
  purchaseOrder: 'PO-77',
  status: 'awaiting_approval',
  customer: 'Northwind',
  placedBy: { firstName: 'Rita', lastName: 'Reyes' },
  shipTo: 'Northwind\n1 Dock Road\nPortland, OR 97201',
  note: null,
  lines: [
    {
      partNumber: 'HOSE-10',
      description: 'Air hose 10 m',
      quantity: 3,
      unit: 'EA',
      price: 400,
      lineTotal: 1200,
    },
  ],
  total: 1200,
};
const portal = portalAddress({
  HOST: '0.0.0.0',
  PORT: 3000,
  MAIL_FROM: undefined,
  PUBLIC_URL: 'https://portal.example/',
});
const to = (language: 'en' | 'es' | 'fr') => ({ email: 'someone@acme.example', language });

describe('approval e-mails', () => {
  it("asks the company's approvers to decide, linking their approvals, with the order's lines", () => {
    const en = composeEmail(
      { template: 'approval_requested', placer: 'Rita Reyes', order },
      to('en'),
      brand,
      portal,
    );
    expect(en.subject).toBe('ACME Industrial: Order 1042 waits for your approval');
    expect(en.text).toContain('Rita Reyes placed order 1042 for ACME Industrial.');
    expect(en.text).toContain('HOSE-10');
    expect(en.text).toContain('Open your approvals: https://portal.example/approvals');
    expect(en.html).toContain('Open your approvals');
    expect(en.html).toContain('Awaiting approval');
    const es = composeEmail(
      { template: 'approval_requested', placer: 'Rita Reyes', order },
      to('es'),
      brand,
      portal,
    );
    expect(es.subject).toBe('ACME Industrial: El pedido 1042 espera su aprobación');
  });

  it('tells the placer who approved their order', () => {
    const fr = composeEmail(
      { template: 'order_approved', name: 'Rita Reyes', approver: 'Ann Lee', order },
      to('fr'),
      brand,
      portal,
    );
    expect(fr.subject).toBe('ACME Industrial: Votre commande 1042 a été approuvée');
    expect(fr.text).toContain('Ann Lee a approuvé votre commande 1042.');
    expect(fr.text).toContain('https://portal.example/orders/77');
  });

  it('tells the placer who declined their order and why', () => {
    const en = composeEmail(
      {
        template: 'order_declined',
        name: 'Rita Reyes',
        approver: 'Ann Lee',
        comment: 'Use the <framework> deal',
        order: { ...order, status: 'declined' },
      },
      to('en'),
      brand,
      portal,
    );
    expect(en.subject).toBe('ACME Industrial: Your order 1042 was declined');
    expect(en.text).toContain('Their reason: Use the <framework> deal');
    expect(en.html).toContain('Use the &lt;framework&gt; deal');
    expect(en.html).not.toContain('<framework>');
  });
});
