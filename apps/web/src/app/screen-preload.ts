import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { Namespace } from '@/shared/i18n/languages.ts';
import { storageKeys } from '@/shared/session/storage-keys.ts';
import { patterns } from './paths.ts';

/**
 * What a screen needs before it can show: the chunks of its nested lazy routes (router.tsx) and
 * the texts they read. Left to React, each lazy layout only asks for the next one once it has
 * loaded and rendered, and each screen for its texts once it renders: six round trips one after
 * another before the products page asks the API anything, on a phone's link a second or more
 * (Lighthouse's network dependency tree). Asked for all at once when the page opens, they arrive
 * together; React's lazy() then finds the modules already loading (the browser keeps one module
 * per URL) and i18n the texts.
 */
interface Screen {
  pattern: string;
  signedIn: boolean;
  chunks: readonly (() => Promise<unknown>)[];
  texts: readonly Namespace[];
  /**
   * The screen's own API reads, started as soon as their small module is here rather than once
   * every layout above the screen has loaded, rendered and mounted it: on a phone the list's
   * answer, and so its first pictures, arrive a second earlier (Lighthouse's LCP load delay).
   */
  data?: () => Promise<ScreenData>;
}

/** A screen's `screen-data.ts` module: fills the query cache the screen will read from. */
export interface ScreenData {
  prefetchScreen: (queryClient: QueryClient, url: URL) => void;
}

const serverState = () => import('./server-state.tsx');
const shell = () => import('@/features/shell/routes/shell-layout.tsx');
const sideCart = () => import('@/features/cart/routes/side-cart-layout.tsx');
const signedInShell = [serverState, shell, sideCart];

/** The screens a buyer opens most, often straight from a bookmark or a reload. */
const SCREENS: readonly Screen[] = [
  {
    pattern: patterns.loginWithCode,
    signedIn: false,
    chunks: [
      () => import('@/features/auth/routes/auth-layout.tsx'),
      () => import('@/features/auth/routes/login.tsx'),
    ],
    texts: ['auth'],
  },
  {
    pattern: patterns.browse,
    signedIn: false,
    chunks: [serverState, shell, () => import('@/features/public-catalogue/routes/browse.tsx')],
    texts: ['shell', 'browse'],
    data: () => import('@/features/public-catalogue/api/screen-data.ts'),
  },
  {
    pattern: patterns.dashboard,
    signedIn: true,
    chunks: [...signedInShell, () => import('@/features/dashboard/routes/dashboard.tsx')],
    texts: ['shell', 'cart', 'dashboard'],
  },
  {
    pattern: patterns.products,
    signedIn: true,
    chunks: [...signedInShell, () => import('@/features/catalogue/routes/product-list.tsx')],
    texts: ['shell', 'cart', 'catalogue'],
    data: () => import('@/features/catalogue/api/screen-data.ts'),
  },
  {
    pattern: patterns.product,
    signedIn: true,
    chunks: [...signedInShell, () => import('@/features/catalogue/routes/product-details.tsx')],
    texts: ['shell', 'cart', 'catalogue'],
  },
  {
    pattern: patterns.cart,
    signedIn: true,
    chunks: [...signedInShell, () => import('@/features/cart/routes/cart.tsx')],
    texts: ['shell', 'cart'],
  },
  {
    pattern: patterns.checkout,
    signedIn: true,
    chunks: [...signedInShell, () => import('@/features/checkout/routes/checkout.tsx')],
    texts: ['shell', 'cart', 'checkout', 'orders'],
    data: () => import('@/features/checkout/api/screen-data.ts'),
  },
  {
    pattern: patterns.orders,
    signedIn: true,
    chunks: [...signedInShell, () => import('@/features/orders/routes/order-list.tsx')],
    texts: ['shell', 'cart', 'orders'],
  },
];

/** The screen a page opens on, if it is one of SCREENS and its guard will let it show. */
export function screenToPreload(pathname: string, hasSession: boolean): Screen | undefined {
  return SCREENS.find(
    (screen) => screen.signedIn === hasSession && matchPath(screen.pattern, pathname) !== null,
  );
}

/** Fills the query cache from a screen's data module, with the app's one query client. */
function prefetchScreenData(data: () => Promise<ScreenData>, url: URL) {
  Promise.all([serverState(), data()])
    .then(([{ queryClient }, { prefetchScreen }]) => prefetchScreen(queryClient, url))
    .catch(() => undefined);
}

/**
 * Starts loading the chunks, texts and API reads of the screen the page opens on (`url`, the
 * page's address or a path). A failure is left to the screen itself, which asks again and shows
 * its own error.
 */
export function preloadScreen(
  url: string,
  loadTexts: (namespaces: readonly Namespace[]) => Promise<void>,
  storage: Pick<Storage, 'getItem'> = localStorage,
  prefetch = prefetchScreenData,
) {
  const address = new URL(url, window.location.origin);
  const screen = screenToPreload(address.pathname, Boolean(storage.getItem(storageKeys.authToken)));
  if (!screen) return;
  for (const load of screen.chunks) load().catch(() => undefined);
  loadTexts(screen.texts).catch(() => undefined);
  if (screen.data) prefetch(screen.data, address);
}
