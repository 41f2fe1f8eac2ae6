import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, LANGUAGES, translate } from '@portal/contract';
import { portalAddress } from '../../lib/portal-url.ts';
import { composeEmail, type Brand, type EmailContent, type OrderFacts } from './email-templates.ts';
import { hangGuard } from '../../../test/helpers/hang-guard.ts';

/**
 * Each order e-mail rendered by Chromium as a mail client's web view would show it, in every
 * language: every line is in the table with its money in the language, the total is the order's,
 * and the button opens this very order. EMAIL_SCREENSHOTS=<dir> also saves what it looks like at
 * 360 px and on a desktop, light and dark, for a person to look at.
 */
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
  purchaseOrder: 'PO-Ñandú-77',
  status: 'pending',
  customer: 'Façade Hardware',
  placedBy: null,
  shipTo: 'Façade Hardware\n12 rue de la Gare\n69002 Lyon',
  note: null,
  lines: [
    {
      partNumber: 'HOSE-10',
      description: 'Air hose 3/8" × 10 m, blue',
      quantity: 3,
      unit: 'EA',
      price: 412.5,
      lineTotal: 1237.5,
    },
    {
      partNumber: 'NUT-8',
      description: 'Écrou M8 zingué, boîte de 100',
      quantity: 12,
      unit: 'BX',
      price: 3.45,
      lineTotal: 41.4,
    },
  ],
  total: 1278.9,
};
const portal = portalAddress({
  HOST: '0.0.0.0',
  PORT: 3000,
  PUBLIC_URL: 'https://portal.example',
  MAIL_FROM: undefined,
});

const emails: { content: EmailContent; link: string }[] = [
  {
    content: { template: 'order_received', name: 'Ann Lee', order },
    link: 'https://portal.example/orders/77',
  },
  {
    content: { template: 'order_status_changed', name: 'Ann Lee', order },
    link: 'https://portal.example/orders/77',
  },
  { content: { template: 'admin_order', order }, link: 'https://portal.example/admin/orders/77' },
];

describe('order e-mails in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const screenshots = process.env.EMAIL_SCREENSHOTS;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    page = await browser.newPage();
    // Nothing leaves the machine: the logo's address answers a tiny image, the rest is refused.
    await page.route('**/*', (route) =>
      route.request().url().startsWith('https://portal.example/api/media/')
        ? route.fulfill({
            contentType: 'image/svg+xml',
            body: '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" fill="#b91c1c"/></svg>',
          })
        : route.abort(),
    );
    if (screenshots) mkdirSync(screenshots, { recursive: true });
  }, hangGuard(60_000));
  afterAll(async () => {
    await browser?.close();
  });

  for (const language of LANGUAGES) {
    for (const { content, link } of emails) {
      it(`shows ${content.template} in ${language}: its lines, its total, a button to the order`, async () => {
        const mail = composeEmail(content, { email: 'ann@example.com', language }, brand, portal);
        await page.setViewportSize({ width: 800, height: 900 });
        await page.setContent(mail.html ?? '', { waitUntil: 'load' });

        const rows = await page.$$eval('tbody tr', (trs) =>
          trs.map((tr) =>
            [...tr.querySelectorAll('td, th')].map((cell) => cell.textContent?.trim()),
          ),
        );
        const money = (amount: number) => formatMoney(amount, language);
        for (const line of order.lines) {
          expect(rows).toContainEqual([
            line.partNumber,
            line.description,
            `${line.quantity} ${line.unit}`,
            money(line.price),
            money(line.lineTotal),
          ]);
        }
        expect(await page.textContent('[data-total]')).toBe(money(order.total));
        const button = page.getByRole('link', { name: translate(language, 'emails.openOrder') });
        expect(await button.getAttribute('href')).toBe(link);
        expect(await page.locator('script').count()).toBe(0);
        expect(await page.$$eval('img', (imgs) => imgs.every((img) => img.alt.length > 0))).toBe(
          true,
        );
        // The same facts in the plain text.
        expect(mail.text).toContain(money(order.total));
        expect(mail.text).toContain(link);

        if (screenshots && language !== 'es') {
          for (const [name, width] of [
            ['phone', 360],
            ['desktop', 1024],
          ] as const) {
            for (const scheme of ['light', 'dark'] as const) {
              await page.emulateMedia({ colorScheme: scheme });
              await page.setViewportSize({ width, height: 900 });
              await page.screenshot({
                path: join(screenshots, `${content.template}-${language}-${name}-${scheme}.png`),
                fullPage: true,
              });
            }
          }
          await page.emulateMedia({ colorScheme: 'light' });
        }
      });
    }
  }
});
