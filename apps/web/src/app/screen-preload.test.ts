import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScreen, screenToPreload } from './screen-preload.ts';

const storageWith = (token: string | null) => ({ getItem: () => token });

/**
 * Waits for the chunks preloadScreen set off for a screen (the same imports: a module loads once).
 * Left running, they land after the file's last test, in the next file of the worker's shared
 * module graph (vite.config.ts: isolate false), which Vitest then fails.
 */
const chunksLoaded = (path: string) =>
  Promise.all(screenToPreload(path, true)!.chunks.map((load) => load()));

describe('screen preload', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks at once for the texts of the screen a signed-in buyer's page opens on", async () => {
    const loadTexts = vi.fn(() => Promise.resolve());
    preloadScreen('/checkout', loadTexts, storageWith('token'), vi.fn());
    expect(loadTexts).toHaveBeenCalledWith(['shell', 'cart', 'checkout', 'orders']);
    await chunksLoaded('/checkout');
  });

  it('loads the chunks of every nested lazy route of the screen, its own last', async () => {
    const screen = screenToPreload('/products/42', true);
    expect(screen?.pattern).toBe('/products/:productId');
    const modules = await Promise.all(screen!.chunks.map((load) => load()));
    // The modules router.tsx's lazy routes read, in their order of nesting.
    ['ServerStateLayout', 'ShellLayout', 'SideCartLayout', 'ProductDetailsRoute'].forEach(
      (component, index) => expect(modules[index]).toHaveProperty(component),
    );
  });

  it('preloads only what the guards will show: a visitor gets no signed-in screen', () => {
    expect(screenToPreload('/products', false)).toBeUndefined();
    expect(screenToPreload('/login/ACME', true)).toBeUndefined();
    expect(screenToPreload('/login/ACME', false)?.texts).toEqual(['auth']);
    expect(screenToPreload('/browse/ACME', false)?.texts).toEqual(['shell', 'browse']);
    expect(screenToPreload('/admin/orders', true)).toBeUndefined();
    const loadTexts = vi.fn(() => Promise.resolve());
    preloadScreen('/products', loadTexts, storageWith(null));
    expect(loadTexts).not.toHaveBeenCalled();
  });

  it("starts the API reads of the screen a page opens on, with the page's address", async () => {
    const prefetch = vi.fn();
    const address = 'http://localhost:3000/products?search=bolt&page=2';
    preloadScreen(address, () => Promise.resolve(), storageWith('token'), prefetch);
    expect(prefetch).toHaveBeenCalledWith(expect.any(Function), new URL(address));
    const load = prefetch.mock.calls[0]![0] as () => Promise<unknown>;
    expect(await load()).toHaveProperty('prefetchScreen');

    prefetch.mockClear();
    preloadScreen('/orders', () => Promise.resolve(), storageWith('token'), prefetch);
    expect(prefetch).not.toHaveBeenCalled();
    await Promise.all([chunksLoaded('/products'), chunksLoaded('/orders')]);
  });

  it('leaves a failure to the screen, which asks again and shows its own error', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadScreen('/cart', failing, storageWith('token'));
    await chunksLoaded('/cart');
    process.off('unhandledRejection', unhandled);
    expect(failing).toHaveBeenCalledWith(['shell', 'cart']);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
