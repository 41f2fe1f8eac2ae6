import { describe, expect, it } from 'vitest';
import { portalAddress } from '../../lib/portal-url.ts';
import { composeEmail, type Brand } from './email-templates.ts';
import type { ShipmentFacts } from './email-shipment.ts';

const brand: Brand = {
  code: 'ACME',
  name: 'ACME Industrial',
  logoUrl: '',
  color: '#b91c1c',
  mailFrom: '',
  attachOrderPdf: false,
};
const shipment: ShipmentFacts = {
  orderId: 77,
  orderNumber: 1042,
  carrier: 'ups',
  service: 'Ground',
  trackingNumber: '1Z999AA1',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA1&x=<b>',
  shippedDate: '2026-11-24',
  lines: [{ partNumber: 'NUT-8', description: 'Écrou M8 <zinc>', quantity: 4, unit: 'BX' }],
};
const portal = portalAddress({
  HOST: '0.0.0.0',
  PORT: 3000,
  MAIL_FROM: undefined,
  PUBLIC_URL: 'https://portal.example/',
});
const mail = (language: 'en' | 'es' | 'fr') =>
  composeEmail(
    { template: 'order_shipped', name: 'Ann Lee', shipment },
    { email: 'buyer@acme.example', language },
    brand,
    portal,
  );

describe('the shipment e-mail (issue 31)', () => {
  it('tells the buyer what shipped and links the tracking page, in their language', () => {
    const en = mail('en');
    expect(en.subject).toBe('ACME Industrial: Order 1042 has shipped');
    expect(en.text).toContain('Carrier: UPS (Ground)');
    expect(en.text).toContain('Shipped on: November 24, 2026');
    expect(en.text).toContain(
      'Track the parcel: https://www.ups.com/track?tracknum=1Z999AA1&x=<b>',
    );
    expect(en.text).toContain('- NUT-8  Écrou M8 <zinc>\n  Shipped: 4 BX');
    expect(en.text).toContain('https://portal.example/orders/77');
    // In HTML, the number is the link, and every value is escaped.
    expect(en.html).toContain(
      '<a href="https://www.ups.com/track?tracknum=1Z999AA1&amp;x=&lt;b&gt;" style="color:inherit">1Z999AA1</a>',
    );
    expect(en.html).toContain('&#201;crou M8 &lt;zinc&gt;');

    const es = mail('es');
    expect(es.subject).toBe('ACME Industrial: El pedido 1042 ha sido enviado');
    expect(es.text).toContain('Transportista: UPS (Ground)');
    expect(es.text).toContain('Enviado el: 24 de noviembre de 2026');
    const fr = mail('fr');
    expect(fr.subject).toBe('ACME Industrial: La commande 1042 a été expédiée');
    expect(fr.text).toContain('Numéro de suivi: 1Z999AA1');
    expect(fr.text).toContain('Suivre le colis: https://www.ups.com/track');
  });
});
