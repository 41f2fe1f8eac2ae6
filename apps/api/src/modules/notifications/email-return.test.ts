import { describe, expect, it } from 'vitest';
import { portalAddress } from '../../lib/portal-url.ts';
import { composeEmail, type Brand, type ReturnFacts } from './email-templates.ts';

const brand: Brand = {
  code: 'ACME',
  name: 'ACME Industrial',
  logoUrl: '',
  color: '#b91c1c',
  mailFrom: '',
  attachOrderPdf: false,
};
const facts: ReturnFacts = {
  id: 9,
  orderId: 77,
  orderNumber: 1006,
  comment: 'Put <RMA 9> on the box',
  lines: [{ lineNo: 1, partNumber: 'NUT-8', description: 'Écrou M8', quantity: 2 }],
};
const portal = portalAddress({
  HOST: '0.0.0.0',
  PORT: 3000,
  MAIL_FROM: undefined,
  PUBLIC_URL: 'https://portal.example/',
});
const mail = (template: 'return_approved' | 'return_refused', language: 'en' | 'es' | 'fr') =>
  composeEmail(
    { template, name: 'Ann Lee', facts },
    { email: 'buyer@acme.example', language },
    brand,
    portal,
  );

describe('the return decision e-mail (issue 31 point 4)', () => {
  it('tells the buyer the decision, the lines and the comment, in their language', () => {
    const en = mail('return_approved', 'en');
    expect(en.subject).toContain('Your return 9 of order 1006 is approved');
    expect(en.text).toContain('ACME Industrial approved your return 9 of order 1006');
    expect(en.text).toContain('1. NUT-8 Écrou M8 × 2');
    expect(en.text).toContain('Comment: Put <RMA 9> on the box');
    expect(en.text).toContain('https://portal.example/orders/77');
    expect(en.html).toContain('Put &lt;RMA 9&gt; on the box');

    expect(mail('return_refused', 'en').subject).toContain(
      'Your return 9 of order 1006 was refused',
    );
    expect(mail('return_approved', 'es').subject).toContain(
      'Su devolución 9 del pedido 1006 está aprobada',
    );
    expect(mail('return_refused', 'es').text).toContain('Comentario: Put <RMA 9> on the box');
    expect(mail('return_approved', 'fr').subject).toContain(
      'Votre retour 9 de la commande 1006 est accepté',
    );
    expect(mail('return_refused', 'fr').text).toContain('a refusé votre retour 9');
  });
});
