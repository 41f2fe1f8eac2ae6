import { mimeMessage } from '../../lib/mailer/mime-message.ts';
import { describe, expect, it } from 'vitest';
import { portalAddress } from '../../lib/portal-url.ts';
import { composeEmail, type Brand, type OrderFacts } from './email-templates.ts';

const brand: Brand = { code: 'ACME', name: 'ACME Industrial', logoUrl: '/api/media/ACME/3' };
const order: OrderFacts = {
  number: 1042,
  date: '2026-11-24',
  purchaseOrder: 'PO-77',
  lines: 3,
  total: 1234.5,
  status: 'processed',
  customer: 'Northwind',
};
const to = (language: 'en' | 'es' | 'fr') => ({ email: 'buyer@acme.example', language });
const configured = { HOST: '0.0.0.0', PORT: 3000, MAIL_FROM: undefined };
const published = portalAddress({ ...configured, PUBLIC_URL: 'https://portal.example/' });
const local = portalAddress({ ...configured, PUBLIC_URL: undefined });

describe('e-mails', () => {
  it('tells a buyer their order was received, in their language, signed by the tenant', () => {
    const en = composeEmail(
      { template: 'order_received', name: 'Ann Lee', order },
      to('en'),
      brand,
      published,
    );
    expect(en.subject).toBe('ACME Industrial: We have received your order 1042');
    expect(en.from).toEqual({ name: 'ACME Industrial', address: 'no-reply@portal.example' });
    expect(en.text).toContain('Hello Ann Lee,');
    expect(en.text).toContain('purchase order PO-77: 3 line(s) for a total of $1,234.50');
    expect(en.text).toContain('https://portal.example/orders/ACME');
    expect(en.html).toContain(
      '<img src="https://portal.example/api/media/ACME/3" alt="ACME Industrial"',
    );

    const es = composeEmail(
      { template: 'order_received', name: 'Ana', order },
      to('es'),
      brand,
      local,
    );
    expect(es.subject).toBe('ACME Industrial: Hemos recibido su pedido 1042');
    expect(es.text).toContain('Hola Ana:');
    const fr = composeEmail(
      { template: 'order_received', name: 'Anne', order },
      to('fr'),
      brand,
      local,
    );
    expect(fr.subject).toBe('ACME Industrial: Nous avons reçu votre commande 1042');
    // Money in the recipient's language: a decimal comma, grouped by a narrow no-break space.
    expect(fr.text).toContain(
      'bon de commande PO-77 : 3 ligne(s) pour un total de 1\u202f234,50\u00a0$',
    );
  });

  it('names the new status in the reader language and says how to turn such e-mails off', () => {
    const fr = composeEmail(
      { template: 'order_status_changed', name: 'Anne', order },
      to('fr'),
      brand,
      published,
    );
    expect(fr.subject).toBe('ACME Industrial: Votre commande 1042 est traitée');
    expect(fr.text).toContain('https://portal.example/profile');
    const es = composeEmail(
      {
        template: 'order_status_changed',
        name: 'Ana',
        order: { ...order, status: 'canceled', purchaseOrder: null },
      },
      to('es'),
      brand,
      published,
    );
    expect(es.subject).toBe('ACME Industrial: Su pedido 1042 está cancelado');
    expect(es.text).toContain('(orden de compra ninguna)');
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
    expect(listed.text).toContain('http://192.0.2.7:8080/admin/orders');
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
    expect(mail.text).toContain('Their note: Use "your" <script>x</script> & more');
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
