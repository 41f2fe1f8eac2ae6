import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { chunkClosure, kB, writtenChunks } from './login-budget.ts';

const SIGNED_IN_SHELL = [
  'src/main.tsx',
  'src/app/server-state.tsx',
  'src/features/shell/routes/shell-layout.tsx',
  'src/features/cart/routes/side-cart-layout.tsx',
];

/**
 * The buying screens a page most often opens on (issue 27 point 7), by the modules
 * app/screen-preload.ts loads for them: their layouts, the screen and its data module.
 */
const FIRST_SCREENS: Record<string, readonly string[]> = {
  '/browse/:code': [
    'src/main.tsx',
    'src/app/server-state.tsx',
    'src/features/shell/routes/shell-layout.tsx',
    'src/features/public-catalogue/routes/browse.tsx',
    'src/features/public-catalogue/api/screen-data.ts',
  ],
  '/products': [
    ...SIGNED_IN_SHELL,
    'src/features/catalogue/routes/product-list.tsx',
    'src/features/catalogue/api/screen-data.ts',
  ],
  '/checkout': [
    ...SIGNED_IN_SHELL,
    'src/features/checkout/routes/checkout.tsx',
    'src/features/checkout/api/screen-data.ts',
  ],
};

/**
 * The schema library (Zod, 25 kB gzipped and the largest chunk after React): the forms and the
 * console load it when they open; the screens above show without it. A constant of the contract a
 * screen needs lives in a module without schemas (catalogue-limits.ts, order-fields.ts).
 */
const NOT_BEFORE_FIRST_PAINT = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * How many JavaScript files a first screen may load before it shows (13 for /products at
 * decision 032's second part, 43 before). Lighthouse's phone has six connections and a 150 ms round
 * trip: every six files more are a round trip more before the screen can ask the API anything.
 * first-screen-chunks.ts keeps the count low; a module that escapes its groups shows here.
 */
export const MAX_FIRST_SCREEN_FILES = 16;

/**
 * Prints the gzipped JavaScript each of the first screens loads before it can show and in how many
 * files, and fails the build when one of them loads the schema library or too many files.
 */
export function firstScreens(): Plugin {
  return {
    name: 'first-screens',
    apply: 'build',
    writeBundle(_options, bundle) {
      const { chunks, byName } = writtenChunks(bundle);
      const sizes = Object.entries(FIRST_SCREENS).map(([screen, modules]) => {
        const { needed, missing } = chunkClosure(chunks, modules);
        if (missing) this.error(`first screens: no chunk holds ${missing}`);
        for (const fileName of needed) {
          const banned = byName
            .get(fileName)
            ?.moduleIds.find((id) => NOT_BEFORE_FIRST_PAINT.test(id));
          if (banned) this.error(`first screens: ${screen} loads ${banned} (in ${fileName})`);
        }
        const bytes = [...needed].reduce(
          (sum, fileName) => sum + gzipSync(byName.get(fileName)?.code ?? '').length,
          0,
        );
        if (needed.size > MAX_FIRST_SCREEN_FILES) {
          this.error(
            `first screens: ${screen} loads ${needed.size} JavaScript files, more than ` +
              `${MAX_FIRST_SCREEN_FILES}: ${[...needed].join(', ')}`,
          );
        }
        return `${screen} ${kB(bytes)} in ${needed.size} files`;
      });
      process.stdout.write(
        `first screens' JavaScript, gzipped, without the schema library: ${sizes.join(', ')}\n`,
      );
    },
  };
}
