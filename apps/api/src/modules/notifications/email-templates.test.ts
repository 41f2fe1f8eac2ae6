import { mimeMessage } from '../../lib/mailer/mime-message.ts';
import { describe, expect, it } from 'vitest';
import { portalAddress } from '../../lib/portal-url.ts';
import { composeEmail, type Brand, type OrderFacts } from './email-templates.ts';

const brand: Brand = {
  code: 'ACME',
  name: 'ACME Industrial',
  logoUrl: '/api/media/ACME/3',
  color: '#b91c1c',
  mailFrom: '',
  attachOrderPdf: false,
};
const order: OrderFacts = {
  id: 77,
  number: 1042,
  date: '2026-11-24',
  purchaseOrder: 'PO-77',
  status: 'processed',
  customer: 'Northwind',
  placedBy: null,
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
    {
      partNumber: 'NUT-8',
      description: 'Écrou M8 <zinc>',
      quantity: 10,
      unit: 'BX',
      price: 3.45,
      lineTotal: 34.5,
    },
  ],
  total: 1234.5,
};
const to = (language: 'en' | 'es' | 'fr') => ({ email: 'buyer@acme.example', language });
const configured = { HOST: '0.0.0.0', PORT: 3000, MAIL_FROM: undefined };
const published = portalAddress({ ...configured, PUBLIC_URL: 'https://portal.example/' });
const local = portalAddress({ ...configured, PUBLIC_URL: undefined });

describe('e-mails', () => {
  it('tells a buyer their order was received with its lines, total, ship-to and PO, in their language', () => {
    const en = composeEmail(
      { template: 'order_received', name: 'Ann Lee', order },
      to('en'),
      brand,
      published,
    );
    expect(en.subject).toBe('ACME Industrial: We have received your order 1042');
    expect(en.from).toEqual({ name: 'ACME Industrial', address: 'no-reply@portal.example' });
    expect(en.text).toContain('Hello Ann Lee,');
    expect(en.text).toContain('Purchase order: PO-77');
    expect(en.text).toContain('Ship to: Northwind, 1 Dock Road, Portland, OR 97201');
    expect(en.text).toContain('- HOSE-10  Air hose 10 m\n  Quantity: 3 EA × $400.00 = $1,200.00');
    expect(en.text).toContain('Total: $1,234.50');
    expect(en.text).toContain('Open the order: https://portal.example/orders/77');
    expect(en.text).toContain('Sign in to ACME Industrial: https://portal.example/login/ACME');
    expect(en.html).toContain(
      '<img src="https://portal.example/api/media/ACME/3" alt="ACME Industrial"',
    );
    // The tenant's colour heads it and fills the button, whose link is the order's page.
    expect(en.html).toContain('border-bottom:4px solid #b91c1c');
    expect(en.html).toMatch(
      /<td bgcolor="#b91c1c"[^>]*>\s*<a href="https:\/\/portal\.example\/orders\/77"/,
    );
    expect(en.html).not.toMatch(/<script/i);

    const es = composeEmail(
      { template: 'order_received', name: 'Ana', order },
      to('es'),
      brand,
      local,
    );
    expect(es.subject).toBe('ACME Industrial: Hemos recibido su pedido 1042');
    expect(es.text).toContain('Hola Ana:');
    expect(es.text).toContain('Fecha: 24 de noviembre de 2026');
    expect(es.text).toContain('Total: 1234,50\u00a0$');
    const fr = composeEmail(
      { template: 'order_received', name: 'Anne', order },
      to('fr'),
      brand,
      local,
    );
    expect(fr.subject).toBe('ACME Industrial: Nous avons reçu votre commande 1042');
    // Money in the recipient's language: a decimal comma, grouped by a narrow no-break space.
    expect(fr.text).toContain('Total: 1\u202f234,50\u00a0$');
    expect(fr.text).toContain('Bon de commande: PO-77');
  });

  it('names the new status with the words of the buyer screens and says how to turn such e-mails off', () => {
    const fr = composeEmail(
      { template: 'order_status_changed', name: 'Anne', order },
      to('fr'),
      brand,
      published,
    );
    expect(fr.subject).toBe('ACME Industrial: Commande 1042 : Traitée');
    expect(fr.text).toContain('https://portal.example/profile');
    const es = composeEmail(
      {
        template: 'order_status_changed',
        name: 'Ana',
        order: { ...order, status: 'pending', purchaseOrder: null },
      },
      to('es'),
      brand,
      published,
    );
    expect(es.subject).toBe('ACME Industrial: Pedido 1042: Confirmado, en preparación');
    expect(es.text).toContain('Orden de compra: -');
  });

  it('tells an invoice and its overdue reminder in the reader’s language, with money and dates', () => {
    const invoice = {
      id: 7,
      number: 'INV-26001',
      dueDate: '2026-10-31',
      currency: 'USD',
      total: 1234.5,
      openAmount: 70,
    };
    const es = composeEmail({ template: 'invoice_issued', invoice }, to('es'), brand, published);
    expect(es.subject).toBe('ACME Industrial: Nueva factura INV-26001 de ACME Industrial');
    expect(es.text).toContain('por 1234,50');
    expect(es.text).toContain('https://portal.example/invoices/7');
    const fr = composeEmail({ template: 'invoice_overdue', invoice }, to('fr'), brand, published);
    expect(fr.subject).toBe('ACME Industrial: La facture INV-26001 est en retard');
    expect(fr.text).toContain('31 octobre 2026');
    expect(fr.text).toContain('70,00');
  });

  it('sends from the tenant address when it set one, and writes dark text on a light brand colour', () => {
    const mail = composeEmail(
      { template: 'admin_order', order },
      to('en'),
      { ...brand, mailFrom: 'orders@acme.example', color: '#fde047' },
      published,
    );
    expect(mail.from).toEqual({ name: 'ACME Industrial', address: 'orders@acme.example' });
    expect(mail.html).toMatch(
      /href="https:\/\/portal\.example\/admin\/orders\/77" style="[^"]*color:#0f172a/,
    );
    // Staff read the staff's word for the status.
    expect(mail.text).toContain('Status: Processed');
  });

  it('links to the address the server listens on without PUBLIC_URL, as the README says', () => {
    const mail = composeEmail(
      { template: 'account_approved', name: 'Ann' },
      to('en'),
      brand,
      local,
    );
    expect(mail.text).toContain('http://localhost:3000/login/ACME');
    expect(mail.html).toContain('<img src="http://localhost:3000/api/media/ACME/3"');
    expect(mail.from).toEqual({ name: 'ACME Industrial', address: 'no-reply@localhost' });

    const elsewhere = portalAddress({
      HOST: '192.0.2.7',
      PORT: 8080,
      PUBLIC_URL: undefined,
      MAIL_FROM: 'orders@acme.example',
    });
    const listed = composeEmail({ template: 'admin_order', order }, to('en'), brand, elsewhere);
    expect(listed.text).toContain('http://192.0.2.7:8080/admin/orders/77');
    expect(listed.from).toEqual({ name: 'ACME Industrial', address: 'orders@acme.example' });
  });

  it('escapes what users typed in the HTML', () => {
    const mail = composeEmail(
      {
        template: 'account_rejected',
        name: '<b>Eve</b>',
        note: 'Use "your" <script>x</script> & more',
      },
      to('en'),
      { ...brand, name: 'A&B <Co>' },
      local,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('A&amp;B &lt;Co&gt;');
    const placed = composeEmail({ template: 'admin_order', order }, to('fr'), brand, local);
    expect(placed.html).toContain('&#201;crou M8 &lt;zinc&gt;');
    expect(mail.text).toContain('Their note: Use "your" <script>x</script> & more');
  });

  it('writes the HTML in ASCII, so that it goes out without quoted-printable encoding', () => {
    for (const language of ['en', 'es', 'fr'] as const) {
      const mail = composeEmail({ template: 'admin_order', order }, to(language), brand, local);
      // Letters and the no-break spaces of money, as character references.
      expect(mail.html).toMatch(/^\p{ASCII}*$/u);
      const raw = mimeMessage({ ...mail, to: 'admin@acme.example' }).toString();
      expect(raw.match(/Content-Transfer-Encoding: (\S+)\r\n\r\n<!doctype html>/)?.[1]).toBe(
        '7bit',
      );
    }
    const fr = composeEmail({ template: 'admin_order', order }, to('fr'), brand, local);
    expect(fr.html).toContain('1&#8239;234,50&#160;$');
  });

  it('tells the administrators of a registration and of an order', () => {
    const registration = composeEmail(
      {
        template: 'admin_registration',
        name: 'Ann Lee',
        email: 'ann@x.example',
        registeredCompany: 'Lee Tools',
      },
      to('es'),
      brand,
      published,
    );
    expect(registration.subject).toBe('ACME Industrial: Nuevo registro: Ann Lee');
    expect(registration.text).toContain('https://portal.example/admin/registrations');
    const placed = composeEmail({ template: 'admin_order', order }, to('en'), brand, local);
    expect(placed.subject).toBe('ACME Industrial: New order 1042 from Northwind');
  });

  it('lets no line break of a name or a tenant name add a header or a recipient', async () => {
    const hostile = 'Eve\r\nBcc: victim@evil.example\r\nX-Injected: 1';
    const mail = composeEmail(
      {
        template: 'admin_registration',
        name: hostile,
        email: 'eve@x.example',
        registeredCompany: hostile,
      },
      to('en'),
      { ...brand, name: hostile },
      published,
    );
    const headers = mimeMessage(mail).toString('utf8').split('\r\n\r\n')[0]!;
    expect(headers).toMatch(/^To: buyer@acme\.example$/m);
    expect(headers).not.toMatch(/^(bcc|x-injected):/im);
  });
});
