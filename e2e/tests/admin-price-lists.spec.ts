import { expect, test, type Page } from '@playwright/test';
import { ACME_ADMIN, demoCustomerId, demoPriceListId } from '../support/admin.ts';
import { seriousViolations, seriousViolationsInEachTheme } from '../support/axe.ts';
import { signIn } from '../support/buyer.ts';
import { openInApp } from '../support/navigation.ts';

/**
 * The console's price list screens (issue 11) in each language and theme: the lists, a new
 * list's dialog, the demo list's page on each tab (its prices and their tier editor showing a
 * field error, its customers and the dialog that assigns one, its CSV) and the Price list card of
 * a customer's page, none with a serious axe violation; on a 360 px phone they fit the width too. Nothing is written: the editor's error is
 * the browser's own check, and the dialogs are left unsent.
 */
const LIST = 'Northwind contract';
/** Northwind, the customer the demo gives that list. */
const CUSTOMER = 'C-1001';

interface Texts {
  title: string;
  lists: string;
  newList: string;
  prices: string;
  edit: RegExp;
  unitPrice: string;
  save: string;
  customersTab: RegExp;
  customers: string;
  assign: string;
  csvTab: string;
  importTitle: string;
  openList: string;
}

const texts: Record<'en' | 'es' | 'fr', Texts> = {
  en: {
    title: 'Price lists',
    lists: 'Price lists',
    newList: 'New price list',
    prices: 'Prices of the list, by product and unit',
    edit: /^Edit the prices of /,
    unitPrice: 'Unit price of tier 1',
    save: 'Save prices',
    customersTab: /^Customers \(\d+\)$/,
    customers: `Customers priced with ${LIST}`,
    assign: 'Assign a customer',
    csvTab: 'Import and export',
    importTitle: 'Import prices',
    openList: `Open ${LIST}`,
  },
  es: {
    title: 'Listas de precios',
    lists: 'Listas de precios',
    newList: 'Nueva lista de precios',
    prices: 'Precios de la lista, por producto y unidad',
    edit: /^Editar los precios de /,
    unitPrice: 'Precio unitario del tramo 1',
    save: 'Guardar precios',
    customersTab: /^Clientes \(\d+\)$/,
    customers: `Clientes con la lista ${LIST}`,
    assign: 'Asignar un cliente',
    csvTab: 'Importar y exportar',
    importTitle: 'Importar precios',
    openList: `Abrir ${LIST}`,
  },
  fr: {
    title: 'Listes de prix',
    lists: 'Listes de prix',
    newList: 'Nouvelle liste de prix',
    prices: 'Prix de la liste, par produit et unité',
    edit: /^Modifier les prix de /,
    unitPrice: 'Prix unitaire du palier 1',
    save: 'Enregistrer les prix',
    customersTab: /^Clients \(\d+\)$/,
    customers: `Clients ayant la liste ${LIST}`,
    assign: 'Attribuer à un client',
    csvTab: 'Importer et exporter',
    importTitle: 'Importer des prix',
    openList: `Ouvrir ${LIST}`,
  },
};

/** Each screen once its data is in: the path, and what shows that it has rendered. */
const screens = (page: Page, t: Texts, { id, customer }: { id: number; customer: number }) => [
  {
    path: '/admin/price-lists',
    ready: page.getByRole('table', { name: t.lists }).getByRole('link', { name: LIST }),
  },
  {
    path: `/admin/price-lists/${id}`,
    ready: page.getByRole('table', { name: t.prices }).getByRole('button', { name: t.edit }),
  },
  {
    path: `/admin/price-lists/${id}?tab=customers`,
    ready: page.getByRole('table', { name: t.customers }).getByRole('row', { name: /C-1001/ }),
  },
  {
    path: `/admin/price-lists/${id}?tab=csv`,
    ready: page.getByRole('heading', { name: t.importTitle }),
  },
  {
    path: `/admin/customers/${customer}`,
    ready: page.getByRole('link', { name: t.openList }),
  },
];

const demoIds = async (page: Page) => ({
  id: await demoPriceListId(page, LIST),
  customer: await demoCustomerId(page, CUSTOMER),
});

for (const language of ['en', 'es', 'fr'] as const) {
  // Each screen is loaded once and scanned in both themes (seriousViolationsInEachTheme).
  test(`the price list screens in ${language}, light and dark, have no serious accessibility violation`, async ({
    page,
  }) => {
    // Sixteen whole-page scans (eight screens, each in both themes).
    test.setTimeout(150_000);
    const t = texts[language];
    await signIn(page, ACME_ADMIN, { language });
    const ids = await demoIds(page);
    const { id } = ids;
    const scan = async (what: string) =>
      expect(await seriousViolationsInEachTheme(page), `${what} in ${language}`).toEqual({
        light: [],
        dark: [],
      });

    for (const { path, ready } of screens(page, t, ids)) {
      await openInApp(page, path);
      await expect(ready.first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await scan(path);
    }

    await openInApp(page, '/admin/price-lists');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await page.getByRole('button', { name: t.newList }).click();
    await expect(page.getByRole('dialog', { name: t.newList })).toBeVisible();
    await scan('the new list dialog');

    await page.goto(`/admin/price-lists/${id}`);
    await page.getByRole('button', { name: t.edit }).first().click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel(t.unitPrice).fill('');
    await editor.getByRole('button', { name: t.save }).click();
    await expect(editor.getByLabel(t.unitPrice)).toHaveAttribute('aria-invalid', 'true');
    await scan('the tier editor with a field error');

    await page.goto(`/admin/price-lists/${id}?tab=customers`);
    await expect(page.getByRole('tab', { name: t.customersTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: t.assign }).click();
    await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
    await scan('the assign dialog');
  });

  test(`the price list screens in ${language} fit a 360 px phone in dark mode`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, ACME_ADMIN, { language, dark: true });
    const ids = await demoIds(page);
    for (const { path, ready } of screens(page, texts[language], ids)) {
      await openInApp(page, path);
      await expect(ready.first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways in ${language}`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), `${path} in ${language}`).toEqual([]);
    }
  });
}
