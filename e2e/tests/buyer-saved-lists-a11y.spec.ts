import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, seriousViolationsInEachTheme } from '../support/axe.ts';
import {
  ACME_BUYER,
  allProducts,
  card,
  seedCart,
  signIn,
  type ApiProduct,
  type Session,
} from '../support/buyer.ts';
import { openInApp } from '../support/navigation.ts';
import { createList, uniqueListName } from '../support/saved-lists.ts';

/**
 * The saved-list screens (issue 12) in each language and theme: the lists, a list with a line
 * the rules refuse (its message and fix) after a put-in-cart report, the 'Add to list' dialog on
 * a card and the cart's 'Save as list' dialog, none with a serious axe violation; on a 360 px
 * phone the lists and a list fit the width too. The dialogs are left unsent.
 */
interface Texts {
  lists: string;
  addAll: string;
  added: string;
  addToList: (name: string) => string;
  saveAsList: string;
  saveTitle: string;
}

const texts: Record<'en' | 'es' | 'fr', Texts> = {
  en: {
    lists: 'Saved lists',
    addAll: 'Add the whole list to the cart',
    added: '1 line was added to your cart.',
    addToList: (name) => `Add to list: ${name}`,
    saveAsList: 'Save as list',
    saveTitle: 'Save the cart as a list',
  },
  es: {
    lists: 'Listas guardadas',
    addAll: 'Agregar toda la lista al carrito',
    added: 'Se agregó 1 línea a su carrito.',
    addToList: (name) => `Agregar a lista: ${name}`,
    saveAsList: 'Guardar como lista',
    saveTitle: 'Guardar el carrito como lista',
  },
  fr: {
    lists: 'Listes enregistrées',
    addAll: 'Ajouter toute la liste au panier',
    added: '1 ligne a été ajoutée à votre panier.',
    addToList: (name) => `Ajouter à une liste : ${name}`,
    saveAsList: 'Enregistrer comme liste',
    saveTitle: 'Enregistrer le panier comme liste',
  },
};

/** A list of a product sold freely and one below its minimum (a line the rules refuse). */
async function listWithProblem(page: Page, session: Session, products: ApiProduct[]) {
  const plain = products.find((p) => p.min_order_qty <= 1 && p.default_puom_id)!;
  const bulky = products.find((p) => p.min_order_qty > 1 && p.default_puom_id)!;
  const name = uniqueListName('Axe');
  const id = await createList(page, session, name, [
    { product: plain, quantity: 2, comment: 'Dock 4' },
    { product: bulky, quantity: 1 },
  ]);
  return { id, name };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const language of ['en', 'es', 'fr'] as const) {
  // Each screen is loaded once and scanned in both themes (seriousViolationsInEachTheme).
  test(`the saved-list screens in ${language}, light and dark, have no serious accessibility violation`, async ({
    page,
  }) => {
    // Eight whole-page scans (four screens, each in both themes).
    test.setTimeout(150_000);
    const t = texts[language];
    const session = await signIn(page, ACME_BUYER, { language });
    const products = await allProducts(page, session);
    const product = products.find((p) => p.min_order_qty <= 1)!;
    await seedCart(page, [{ product, quantity: 2 }]);
    const list = await listWithProblem(page, session, products);
    const scan = async (what: string) =>
      expect(await seriousViolationsInEachTheme(page), `${what} in ${language}`).toEqual({
        light: [],
        dark: [],
      });

    await openInApp(page, '/lists');
    await expect(page.getByRole('heading', { level: 1, name: t.lists })).toBeVisible();
    await expect(page.getByRole('link', { name: list.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await scan('the lists');

    await openInApp(page, `/lists/${list.id}`);
    await page.getByRole('button', { name: t.addAll }).click();
    await expect(page.getByText(t.added)).toBeVisible();
    await scan('a list with a refused line and the report');

    await openInApp(page, `/products?search=${product.part_number}`);
    await card(page, product)
      .getByRole('button', { name: t.addToList(product.description) })
      .click();
    await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
    await scan("a card's Add to list dialog");

    await page.goto('/cart');
    await page.getByRole('button', { name: t.saveAsList }).click();
    await expect(page.getByRole('dialog', { name: t.saveTitle })).toBeVisible();
    await scan("the cart's Save as list dialog");
  });

  test(`the saved-list screens in ${language} fit a 360 px phone in dark mode`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const t = texts[language];
    const session = await signIn(page, ACME_BUYER, { language, dark: true });
    const list = await listWithProblem(page, session, await allProducts(page, session));
    for (const [path, ready] of [
      ['/lists', page.getByRole('link', { name: list.name })],
      [`/lists/${list.id}`, page.getByRole('button', { name: t.addAll })],
    ] as const) {
      await openInApp(page, path);
      await expect(ready).toBeVisible();
      expect(await overflow(page), `${path} scrolls sideways in ${language}`).toBeLessThanOrEqual(
        0,
      );
      expect(await seriousViolations(page), `${path} in ${language}`).toEqual([]);
    }
  });
}
