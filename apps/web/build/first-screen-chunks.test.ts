import { describe, expect, it } from 'vitest';
import { chunkNames } from './first-screen-chunks.ts';

const app = (path: string) => `/repo/apps/web/src/${path}`;
const contract = (path: string) => `/repo/packages/contract/src/${path}`;
const ZOD = '/repo/node_modules/zod/index.js';

/**
 * A small app shaped like the real one: the entry and the login screen, the frame, the side cart,
 * the three first screens, a module the login screen and a screen share, a schema module, and the
 * contract's index that names everything.
 */
const IMPORTS: Record<string, string[]> = {
  [app('main.tsx')]: [app('shared/session/session-store.ts'), contract('index.ts')],
  [app('features/auth/routes/auth-layout.tsx')]: [app('shared/ui/dark-mode-toggle.tsx')],
  [app('features/auth/routes/login.tsx')]: [app('shared/session/session-store.ts')],
  [app('app/server-state.tsx')]: [app('shared/api/query-client.ts')],
  [app('features/shell/routes/shell-layout.tsx')]: [
    app('features/shell/components/header.tsx'),
    app('shared/ui/dark-mode-toggle.tsx'),
  ],
  [app('features/cart/routes/side-cart-layout.tsx')]: [
    app('features/cart/components/side-cart.tsx'),
  ],
  [app('features/cart/components/side-cart.tsx')]: [app('shared/lib/format.ts')],
  [app('shared/lib/format.ts')]: [contract('rules/money-format.ts')],
  [app('features/public-catalogue/routes/browse.tsx')]: [
    app('entities/catalogue/product-image.tsx'),
  ],
  [app('features/public-catalogue/api/screen-data.ts')]: [],
  [app('features/catalogue/routes/product-list.tsx')]: [
    app('features/catalogue/components/product-card.tsx'),
    app('features/catalogue/api/get-products.ts'),
  ],
  [app('features/catalogue/components/product-card.tsx')]: [
    app('entities/catalogue/product-image.tsx'),
    app('shared/lib/format.ts'),
  ],
  [app('features/catalogue/api/get-products.ts')]: [contract('catalogue.ts')],
  [app('features/catalogue/api/screen-data.ts')]: [app('features/catalogue/api/get-products.ts')],
  [app('features/checkout/routes/checkout.tsx')]: [app('shared/lib/format.ts')],
  [app('features/checkout/api/screen-data.ts')]: [],
  [contract('catalogue.ts')]: [ZOD, contract('catalogue-limits.ts')],
  // The index names every module of the contract, the schemas' too.
  [contract('index.ts')]: [contract('catalogue.ts'), contract('rules/money-format.ts')],
};

const graph = {
  getModuleIds: () => new Set([...Object.keys(IMPORTS), ...Object.values(IMPORTS).flat()]).values(),
  getModuleInfo: (id: string) => ({ importedIds: IMPORTS[id] ?? [] }),
};

describe('chunkNames', () => {
  const names = chunkNames(graph);

  it('names each module by the first screens that load it', () => {
    expect(names.get(app('features/catalogue/components/product-card.tsx'))).toBe('first-products');
    expect(names.get(app('entities/catalogue/product-image.tsx'))).toBe('first-browse+products');
    expect(names.get(app('features/shell/components/header.tsx'))).toBe(
      'first-browse+products+checkout',
    );
    // The side cart is signed-in only: the guest catalogue does not load it.
    expect(names.get(app('features/cart/components/side-cart.tsx'))).toBe(
      'first-products+checkout',
    );
    expect(names.get(contract('rules/money-format.ts'))).toBe('first-products+checkout');
  });

  it('leaves the login screen modules where they were', () => {
    expect(names.has(app('shared/session/session-store.ts'))).toBe(false);
    expect(names.has(app('shared/ui/dark-mode-toggle.tsx'))).toBe(false);
  });

  it('does not count the contract index as the login screen using the whole contract', () => {
    expect(names.has(contract('rules/money-format.ts'))).toBe(true);
  });

  it('leaves a schema module out (a group would keep its schemas and Zod)', () => {
    expect(names.has(contract('catalogue.ts'))).toBe(false);
    expect(names.get(contract('catalogue-limits.ts'))).toBe('first-products');
  });

  it('makes chunks that import only chunks of wider use (no cycles)', () => {
    const screens = (id: string) => new Set(names.get(id)!.replace('first-', '').split('+'));
    for (const [id] of names) {
      for (const imported of IMPORTS[id] ?? []) {
        if (!names.has(imported)) continue;
        for (const screen of screens(id)) expect(screens(imported)).toContain(screen);
      }
    }
  });
});
