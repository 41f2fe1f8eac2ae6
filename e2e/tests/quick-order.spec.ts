import { expect, test, type Page } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { placeBuyerOrder } from '../support/admin.ts';
import { seriousViolations, seriousViolationsInEachTheme } from '../support/axe.ts';
import {
  ACME_BUYER,
  allProducts,
  searchOrders,
  signIn,
  uniquePo,
  type ApiProduct,
  type Session,
} from '../support/buyer.ts';

/** Products the cart sells without a rule, a product with a minimum above one, and a spare. */
async function demoLines(page: Page, session: Session) {
  const products = await allProducts(page, session);
  const plain = products.filter(
    (p) => p.min_order_qty <= 1 && p.max_order_qty === 0 && p.default_puom_id !== null,
  );
  const withMinimum = products.find(
    (p) =>
      p.min_order_qty > 1 &&
      p.default_puom_id !== null &&
      (p.max_order_qty === 0 || p.max_order_qty >= p.min_order_qty),
  );
  expect(plain.length, 'demo products without quantity rules').toBeGreaterThanOrEqual(9);
  expect(withMinimum, 'a demo product with a minimum').toBeDefined();
  return { eight: plain.slice(0, 8), spare: plain[8]!, withMinimum: withMinimum! };
}

/** Ten lines as a spreadsheet copies them: a header, eight good lines, two bad ones. */
const spreadsheet = (eight: ApiProduct[], withMinimum: ApiProduct) =>
  [
    'Part number\tQuantity',
    ...eight.map((product, index) => `${product.part_number}\t${index + 1}`),
    `${withMinimum.part_number}\t1`,
    'NO-SUCH-PART\t2',
  ].join('\n');

test.describe('quick order', () => {
  test('ten pasted lines with two bad ones: fixed on screen, put in the cart and ordered', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const { eight, spare, withMinimum } = await demoLines(page, session);
    const po = uniquePo('QUICK');

    // The menu leads there.
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Quick order' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();

    await page
      .getByRole('textbox', { name: 'Lines to read' })
      .fill(spreadsheet(eight, withMinimum));
    await page.getByRole('button', { name: 'Read lines' }).click();
    await expect(page.getByText('10 lines read into the list below.')).toBeVisible();

    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/quick-order/ACME/check')) checks.push(request.url());
    });
    await page.getByRole('button', { name: 'Check lines' }).click();
    await expect(page.getByText('8 of 10 lines ready')).toBeVisible();
    expect(checks).toHaveLength(1);
    // Each problem names the line as it was pasted (issue 27).
    await expect(
      page.getByText(
        `${withMinimum.part_number} 1: Product '${withMinimum.description}' requires a minimum quantity of ${withMinimum.min_order_qty}.`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(
      page.getByText("NO-SUCH-PART 2: Part number 'NO-SUCH-PART' is not in the catalogue.", {
        exact: true,
      }),
    ).toBeVisible();

    // The minimum in one click; the unknown part number replaced through the type-ahead.
    await page
      .getByRole('button', { name: `Raise to ${withMinimum.min_order_qty}, line 9` })
      .click();
    await expect(page.getByText('9 of 10 lines ready')).toBeVisible();
    const part = page.getByRole('combobox', { name: 'Part number, line 10' });
    await part.fill(spare.part_number);
    await expect(page.getByRole('option', { name: new RegExp(spare.part_number) })).toBeVisible();
    await part.press('ArrowDown');
    await part.press('Enter');
    await expect(part).toHaveValue(spare.part_number);
    await page.getByRole('button', { name: 'Check lines' }).click();
    await expect(page.getByText('10 of 10 lines ready')).toBeVisible();

    await page.getByRole('button', { name: 'Add 10 lines to cart' }).click();
    await expect(page.getByText(/^10 lines added to the cart/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart, 10 items/ })).toBeVisible();
    await page.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('textbox', { name: 'Customer PO' }).fill(po);
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page.getByRole('heading', { name: 'Order success' })).toBeVisible();

    const [order] = await searchOrders(page, session, po);
    const detail = await page.request.get(`/api/orders/ACME/${order!.id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const items = (
      (await detail.json()) as {
        items: { sale_qty: number; productuom: { product: { part_number: string } } }[];
      }
    ).items;
    expect(
      items.map((item) => [item.productuom.product.part_number, item.sale_qty]).sort(),
    ).toEqual(
      [
        ...eight.map((product, index) => [product.part_number, index + 1]),
        [withMinimum.part_number, withMinimum.min_order_qty],
        [spare.part_number, 2],
      ].sort(),
    );
  });

  test('a past order ordered again: its lines in the cart at today’s price, then ordered', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const past = await placeBuyerOrder(page, uniquePo('PAST'));
    const pastDetail = (await (
      await page.request.get(`/api/orders/ACME/${past.id}`, {
        headers: { Authorization: `Bearer ${session.token}` },
      })
    ).json()) as {
      items: {
        sale_qty: number;
        productuom: { product: { part_number: string; description: string } };
      }[];
    };
    const line = pastDetail.items[0]!;

    await page.goto(`/orders/${past.id}`);
    await page.getByRole('button', { name: 'Order again' }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'of this order' });
    await expect(outcome).toContainText("1 line of this order is in your cart, at today's price.");
    await expect(outcome).toBeFocused();
    await outcome.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cart = page.getByRole('table', { name: 'Products in the cart' });
    await expect(cart).toContainText(line.productuom.product.part_number);
    await expect(
      page.getByRole('spinbutton', { name: `Quantity of ${line.productuom.product.description}` }),
    ).toHaveValue(String(line.sale_qty));

    const po = uniquePo('AGAIN');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('textbox', { name: 'Customer PO' }).fill(po);
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page.getByRole('heading', { name: 'Order success' })).toBeVisible();
    expect(await searchOrders(page, session, po)).toHaveLength(1);
  });
});

test.describe('quick order files', () => {
  test('an XLSX and a CSV file are read in the browser, under our Content-Security-Policy', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const { eight } = await demoLines(page, session);
    // What the page tried that the policy forbids (read-excel-file's browser build, say, starts
    // workers from blob: URLs): the browser's violation events and its console reports of them.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { policyViolations: string[] }).policyViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective}: ${event.blockedURI}`),
      );
    });
    await page.goto('/quick-order');
    const field = page.getByLabel('CSV or Excel (.xlsx) file');

    // A spreadsheet as Excel saves it: a header row, numbers as numbers, a bad quantity.
    const xlsx = await writeXlsxFile([
      ['Item', 'Description', 'Qty'],
      [eight[0]!.part_number, eight[0]!.description, 3],
      [eight[1]!.part_number, eight[1]!.description, 4],
      [eight[2]!.part_number, eight[2]!.description, 0.5],
    ]).toBuffer();
    await field.setInputFiles({
      name: 'order.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    });
    await expect(page.getByText('2 lines of order.xlsx read into the list below.')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      `Row 4: '0.5' is not a quantity for ${eight[2]!.part_number}.`,
    );
    await expect(page.getByRole('textbox', { name: 'Quantity, line 2' })).toHaveValue('4');

    // A semicolon CSV adds to the same lines.
    await field.setInputFiles({
      name: 'order.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Référence;Quantité\r\n${eight[0]!.part_number};2\r\n`),
    });
    await expect(page.getByText('1 line of order.csv read into the list below.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Quantity, line 1' })).toHaveValue('5');
    const events = await page.evaluate(
      () => (window as unknown as { policyViolations: string[] }).policyViolations,
    );
    expect([...violations, ...events]).toEqual([]);
  });
});

/** The screen's words in each language, for the steps of the scan. */
const WORDS = {
  en: {
    box: 'Lines to read',
    read: 'Read lines',
    check: 'Check lines',
    part: 'Part number, line 10',
  },
  es: {
    box: 'Líneas para leer',
    read: 'Leer líneas',
    check: 'Revisar líneas',
    part: 'Número de parte, línea 10',
  },
  fr: {
    box: 'Lignes à lire',
    read: 'Lire les lignes',
    check: 'Vérifier les lignes',
    part: 'Référence, ligne 10',
  },
} as const;

/**
 * The page with every state that draws something of its own: a line read and one left in the
 * box with its reason, lines checked (ready, out of stock or not, a problem with its fix, an
 * unknown part number), and the type-ahead's suggestions open.
 */
async function fullQuickOrder(page: Page, session: Session, language: keyof typeof WORDS) {
  const words = WORDS[language];
  const { eight, withMinimum } = await demoLines(page, session);
  await page.goto('/quick-order');
  await page
    .getByRole('textbox', { name: words.box })
    .fill(`${spreadsheet(eight, withMinimum)}\nAC-ODD 1.5`);
  await page.getByRole('button', { name: words.read }).click();
  await page.getByRole('button', { name: words.check }).click();
  await expect(page.getByText(/NO-SUCH-PART/).last()).toBeVisible();
  const part = page.getByRole('combobox', { name: words.part });
  await part.fill(eight[0]!.part_number.slice(0, 4));
  await expect(page.getByRole('listbox')).toBeVisible();
}

test.describe('accessibility of the quick order', () => {
  for (const language of ['en', 'es', 'fr'] as const) {
    // One filled page scanned in both themes (seriousViolationsInEachTheme).
    test(`in ${language}, light and dark: no serious violation`, async ({ page }) => {
      const session = await signIn(page, ACME_BUYER, { language });
      await fullQuickOrder(page, session, language);
      expect(await seriousViolationsInEachTheme(page)).toEqual({ light: [], dark: [] });
    });
  }

  test('on a 360 px phone in dark: no serious violation, nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const session = await signIn(page, ACME_BUYER, { dark: true });
    await fullQuickOrder(page, session, 'en');
    expect(await seriousViolations(page)).toEqual([]);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
  });

  test("the order detail's 'Order again' outcome has no serious violation", async ({ page }) => {
    await signIn(page, ACME_BUYER, { dark: true });
    const past = await placeBuyerOrder(page, uniquePo('AXE'));
    await page.goto(`/orders/${past.id}`);
    await page.getByRole('button', { name: 'Order again' }).click();
    await expect(page.getByRole('link', { name: 'Go to cart' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
