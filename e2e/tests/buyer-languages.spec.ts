import { expect, test, type Page } from '@playwright/test';
import { moneyIn } from '../support/prices.ts';
import {
  ACME_BUYER,
  allProducts,
  searchOrders,
  seedCart,
  signIn,
  type Session,
} from '../support/buyer.ts';
import { openInApp } from '../support/navigation.ts';

interface Texts {
  language: 'es' | 'fr';
  products: string;
  showing: RegExp;
  addToCart: string;
  related: string;
  cart: string;
  grandTotal: string;
  checkout: string;
  pickUp: string;
  completeOrder: string;
  orderSuccess: string;
  orders: string;
  draft: string;
  order: string;
  backToOrders: string;
  profile: string;
  changePassword: string;
  about: string;
  aboutContent: string;
  catalogs: string;
  comingSoon: string;
  /** Demo content in the language: a top category and the hex bolts' description. */
  category: string;
  hexBolt: RegExp;
}

const texts: Record<'es' | 'fr', Texts> = {
  es: {
    language: 'es',
    products: 'Productos',
    showing: /^Mostrando 1-12 de \d+$/,
    addToCart: 'Agregar al carrito',
    related: 'Productos relacionados',
    cart: 'Carrito',
    grandTotal: 'Total general',
    checkout: 'Finalizar compra',
    pickUp: 'Recoger',
    completeOrder: 'Completar pedido',
    orderSuccess: 'Pedido realizado',
    orders: 'Pedidos',
    draft: 'Enviados',
    order: 'Pedido',
    backToOrders: 'Volver a los pedidos',
    profile: 'Mi perfil',
    changePassword: 'Cambiar contraseña',
    about: 'Quiénes somos',
    aboutContent: 'Cómo hacer pedidos a Acme',
    catalogs: 'Catálogos',
    comingSoon: 'Próximamente',
    category: 'Fijaciones',
    hexBolt: /^Perno de cabeza hexagonal grado 8 zincado amarillo, /,
  },
  fr: {
    language: 'fr',
    products: 'Produits',
    showing: /^Affichage de 1 à 12 sur \d+$/,
    addToCart: 'Ajouter au panier',
    related: 'Produits associés',
    cart: 'Panier',
    grandTotal: 'Total général',
    checkout: 'Passer la commande',
    pickUp: 'Ramassage',
    completeOrder: 'Finaliser la commande',
    orderSuccess: 'Commande réussie',
    orders: 'Commandes',
    draft: 'Envoyées',
    order: 'Commande',
    backToOrders: 'Retour aux commandes',
    profile: 'Mon profil',
    changePassword: 'Changer le mot de passe',
    about: 'À propos',
    aboutContent: 'Commander chez Acme',
    catalogs: 'Catalogues',
    comingSoon: 'Bientôt disponible',
    category: 'Fixations',
    hexBolt: /^Boulon à tête hexagonale grade 8 zingué jaune, /,
  },
};

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

async function visitEveryScreen(page: Page, session: Session, t: Texts) {
  const [product] = (await allProducts(page, session)).filter((p) => p.min_order_qty <= 1);
  const [order] = await searchOrders(page, session, '', 'draft');

  await openInApp(page, '/products');
  await heading(page, t.products);
  await expect(page.getByText(t.showing)).toBeVisible();
  // The catalogue's own content comes in the language too: category names and descriptions.
  await expect(page.getByRole('button', { name: t.category, exact: true }).first()).toBeVisible();
  await openInApp(page, '/products?search=AC-HB');
  await expect(page.getByText(t.hexBolt).first()).toBeVisible();

  await openInApp(page, `/products/${product!.id}`);
  // The list's cards have the same button: the related products' show the details first.
  await expect(page.getByRole('button', { name: new RegExp(`^${t.related}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: t.addToCart })).toBeVisible();

  await openInApp(page, '/cart');
  await heading(page, t.cart);
  await expect(page.getByText(t.grandTotal, { exact: true })).toBeVisible();

  await openInApp(page, '/checkout');
  await heading(page, t.checkout);
  await expect(page.getByRole('radio', { name: t.pickUp })).toBeChecked();
  await expect(page.getByRole('button', { name: t.completeOrder })).toBeVisible();

  await openInApp(page, '/order-success');
  await heading(page, t.orderSuccess);

  await openInApp(page, '/orders');
  await heading(page, t.orders);
  await expect(page.getByRole('tab', { name: t.draft })).toHaveAttribute('aria-selected', 'true');

  await openInApp(page, `/orders/${order!.id}`);
  await heading(page, `${t.order} ${order!.sale_no}`);
  await expect(page.getByRole('link', { name: t.backToOrders })).toBeVisible();
  // Money the language's way: "518,40 $", not "$518.40".
  await expect(page.getByText(moneyIn(t.language, order!.total)).first()).toBeVisible();

  await openInApp(page, '/profile');
  await heading(page, t.profile);
  await expect(page.getByRole('heading', { name: t.changePassword })).toBeVisible();

  await openInApp(page, '/about-us');
  await heading(page, t.about);
  await expect(page.frameLocator('iframe').locator('body')).toContainText(t.aboutContent);

  await openInApp(page, '/catalogs');
  await heading(page, t.catalogs);
  await expect(page.getByText(t.comingSoon)).toBeVisible();
}

for (const language of ['es', 'fr'] as const) {
  test(`every buying screen in ${language}`, async ({ page }) => {
    test.setTimeout(60_000);
    const session = await signIn(page, ACME_BUYER, { language });
    const [product] = (await allProducts(page, session)).filter((p) => p.min_order_qty <= 1);
    await seedCart(page, [{ product: product!, quantity: 1 }]);
    await visitEveryScreen(page, session, texts[language]);
  });
}
