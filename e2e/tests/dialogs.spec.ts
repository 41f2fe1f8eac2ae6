import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACME_BUYER, allProducts, seedCart, signIn } from '../support/buyer.ts';

/**
 * The native modal <dialog> (apps/web/src/shared/ui/dialog.tsx) as the browser runs it: what
 * jsdom cannot show the component tests. The page behind is inert: Tab stays in the dialog and a
 * click behind lands on the backdrop, which closes the dialog and does nothing else.
 */

/** Tab and Shift+Tab, round the dialog twice: focus is never on the page behind. */
async function expectTabStaysInside(page: Page, dialog: Locator) {
  const handle = await dialog.elementHandle();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(key);
      // Past the last control the browser may leave the document (its own toolbar): the body.
      const outside = await page.evaluate(
        (box) =>
          document.activeElement !== null &&
          document.activeElement !== document.body &&
          !box.contains(document.activeElement),
        handle,
      );
      expect(outside, `${key} ×${press + 1} left the dialog`).toBe(false);
    }
  }
}

/** Clicks the page at `behind`'s middle: the backdrop, not it. */
async function clickBehind(page: Page, behind: Locator) {
  const box = (await behind.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('modal dialogs', () => {
  test('a prompt keeps focus, closes on the backdrop and on Escape, back to its opener', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const product = (await allProducts(page, session)).filter((p) => p.min_order_qty <= 1)[6]!;
    await page.goto(`/products?search=${product.part_number}`);
    const name = product.description;
    await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    const opener = page.getByRole('button', { name: `Decrease quantity of ${name}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Remove Product?' });
    await expect(dialog).toBeVisible();
    await expectTabStaysInside(page, dialog);

    // The header's Orders link is behind the backdrop: the click closes, nothing navigates.
    const url = page.url();
    await clickBehind(page, page.getByRole('link', { name: 'Orders' }).first());
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(url);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the side cart keeps focus, closes on the backdrop and on Escape, back to its opener', async ({
    page,
  }) => {
    const session = await signIn(page, ACME_BUYER);
    const [product, other] = (await allProducts(page, session)).filter(
      (p) => p.min_order_qty <= 1 && p.max_order_qty === 0,
    );
    await seedCart(page, [
      { product: product!, quantity: 1 },
      { product: other!, quantity: 1 },
    ]);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    const opener = page.getByRole('link', { name: /^Cart, / });
    await opener.click();
    const sideCart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(sideCart.getByRole('button', { name: 'Close the cart' })).toBeFocused();
    await expectTabStaysInside(page, sideCart);

    // A notification shown over the open drawer stays above it and usable: Undo works.
    await sideCart.getByRole('button', { name: `Remove ${other!.description}` }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');

    const url = page.url();
    await clickBehind(page, page.getByRole('heading', { name: 'Orders' }));
    await expect(sideCart).toBeHidden();
    expect(page.url()).toBe(url);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(sideCart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sideCart).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
