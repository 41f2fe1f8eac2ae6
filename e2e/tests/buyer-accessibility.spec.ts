import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, seriousViolationsInEachTheme } from '../support/axe.ts';
import {
  ACME_BUYER,
  allProducts,
  searchOrders,
  seedCart,
  signIn,
  type Session,
} from '../support/buyer.ts';

interface Screen {
  name: string;
  /** Opens the screen in the state to scan; returns when it has rendered. */
  open: (page: Page, session: Session) => Promise<void>;
}

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const screens: Screen[] = [
  {
    name: 'product list',
    open: async (page) => {
      await page.goto('/products');
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'removal prompt on a card',
    open: async (page, session) => {
      // Not one of the products already in the cart.
      const product = (await allProducts(page, session)).filter((p) => p.min_order_qty <= 1)[5]!;
      await page.goto(`/products?search=${product.part_number}`);
      const name = product.description;
      await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
      await page.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
      await expect(page.getByRole('dialog', { name: 'Remove Product?' })).toBeVisible();
    },
  },
  {
    name: 'product details with the minimum message',
    open: async (page, session) => {
      const product = (await allProducts(page, session)).find((p) => p.min_order_qty > 1)!;
      await page.goto(`/products/${product.id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('alert')).toHaveText(/^Minimum quantity is \d+\.$/);
    },
  },
  {
    name: 'product details with its volume pricing',
    open: async (page, session) => {
      const product = (await allProducts(page, session)).find((p) => p.price_tiers.length > 1)!;
      await page.goto(`/products/${product.id}`);
      await expect(page.getByRole('table', { name: 'Volume pricing' })).toBeVisible();
    },
  },
  {
    name: 'cart with tier notes',
    open: async (page) => {
      await page.goto('/cart');
      await heading(page, 'Cart');
      await expect(page.getByRole('table')).toBeVisible();
      // The demo buyer's contract prices its first products by volume.
      await expect(
        page.getByText(/^(Tier price from \d+|Buy \d+ more for .+ each)$/).first(),
      ).toBeVisible();
    },
  },
  {
    name: 'side cart',
    open: async (page) => {
      await page.goto('/catalogs');
      await heading(page, 'Catalogs');
      await page.getByRole('link', { name: /^Cart, / }).click();
      await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    },
  },
  {
    name: 'checkout',
    open: async (page) => {
      await page.goto('/checkout');
      await expect(page.getByRole('button', { name: 'Complete order' })).toBeVisible();
    },
  },
  {
    name: 'order success',
    open: async (page) => {
      await page.goto('/order-success');
      await heading(page, 'Order success');
    },
  },
  {
    name: 'orders',
    open: async (page) => {
      await page.goto('/orders');
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'order detail',
    open: async (page, session) => {
      const [order] = await searchOrders(page, session, '', 'draft');
      await page.goto(`/orders/${order!.id}`);
      await expect(page.getByRole('table', { name: 'Lines' })).toBeVisible();
    },
  },
  {
    name: 'profile with field errors',
    open: async (page) => {
      await page.goto('/profile');
      await expect(page.getByRole('main').locator('dl')).toBeVisible();
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(page.getByText('This field is required')).toHaveCount(3);
    },
  },
  {
    name: 'private About Us',
    open: async (page) => {
      await page.goto('/about-us');
      await expect(
        page.frameLocator('iframe').getByRole('heading', { level: 1 }).first(),
      ).toBeVisible();
    },
  },
  {
    name: 'catalogs',
    open: async (page) => {
      await page.goto('/catalogs');
      await heading(page, 'Catalogs');
    },
  },
];

test.describe('accessibility of the buying screens', () => {
  for (const screen of screens) {
    // One load scanned in both themes (seriousViolationsInEachTheme).
    test(`${screen.name} in light and dark mode has no serious violation`, async ({ page }) => {
      const session = await signIn(page, ACME_BUYER);
      const products = (await allProducts(page, session)).filter((p) => p.min_order_qty <= 1);
      await seedCart(page, [
        { product: products[0]!, quantity: 2 },
        { product: products[1]!, quantity: 1 },
      ]);
      // Each screen waits for its own content: Chromium does not always report network idle
      // for a page holding a sandboxed frame.
      await screen.open(page, session);
      expect(await seriousViolationsInEachTheme(page)).toEqual({ light: [], dark: [] });
    });
  }

  test('the category drawer on a phone has no serious violation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ACME_BUYER);
    await page.goto('/products');
    await page.getByRole('button', { name: 'Categories', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Categories' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the cart cards on a phone have no serious violation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const session = await signIn(page, ACME_BUYER, { dark: true });
    const [product] = await allProducts(page, session);
    await seedCart(page, [{ product: product!, quantity: 3 }]);
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Products in the cart' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
