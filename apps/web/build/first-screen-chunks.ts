import type { Plugin } from 'vite';
import { endsWithPath } from './login-budget.ts';

/**
 * The app's own modules of the first screens (issue 27 point 7) in a few chunks instead of forty.
 *
 * Left to itself the bundler makes a chunk of every set of lazy routes that share modules: the
 * products screen asked for 43 files, most under 2 kB. Lighthouse's simulated phone opens six
 * connections to the server, as Chromium does over HTTP/1.1, and each request costs at least a
 * round trip of 150 ms: the files alone delayed the screen's API request, and so its first
 * pictures (its largest paint), by about a second. Here each module goes into a chunk named by
 * the first screens that need it, counted as fewer, coarser roots than the router's: the frame
 * every first screen shows, the signed-in additions to it, and each screen. A screen loads no
 * module it did not load before; it loads them in about six files.
 *
 * The login screen's modules (its budget, decision 004) and the libraries (their own groups in
 * vite.config.ts) are left where they were. Each chunk's imports point only at chunks of wider
 * use (a module's dependencies are reached from every root it is reached from), so the chunks
 * import one another without cycles, which lets the groups leave out the login screen's modules
 * their modules import (`includeDependenciesRecursively: false`).
 */
const LOGIN_ROOTS = [
  'src/main.tsx',
  'src/features/auth/routes/auth-layout.tsx',
  'src/features/auth/routes/login.tsx',
];

const FRAME = ['src/app/server-state.tsx', 'src/features/shell/routes/shell-layout.tsx'];
const SIGNED_IN_FRAME = [...FRAME, 'src/features/cart/routes/side-cart-layout.tsx'];

/** Each first screen by the modules app/screen-preload.ts loads for it (first-screens.ts too). */
export const FIRST_SCREEN_ROOTS: Record<string, readonly string[]> = {
  browse: [
    ...FRAME,
    'src/features/public-catalogue/routes/browse.tsx',
    'src/features/public-catalogue/api/screen-data.ts',
  ],
  products: [
    ...SIGNED_IN_FRAME,
    'src/features/catalogue/routes/product-list.tsx',
    'src/features/catalogue/api/screen-data.ts',
  ],
  checkout: [
    ...SIGNED_IN_FRAME,
    'src/features/checkout/routes/checkout.tsx',
    'src/features/checkout/api/screen-data.ts',
  ],
};

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The contract's index re-exports every module of it; the app imports the modules themselves
 * and the bundler drops the rest, so the graph's edges through the index reach modules that no
 * screen loads.
 */
const BARREL = /packages[\\/]contract[\\/]src[\\/]index\.ts$/;

const isAppModule = (id: string) =>
  !id.startsWith('\0') && !/[\\/]node_modules[\\/]/.test(id) && !id.includes('?');

/** The ids `roots` (path suffixes) import statically, themselves included. */
function staticClosure(graph: ModuleGraph, ids: readonly string[], roots: readonly string[]) {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    if (BARREL.test(id)) return;
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  for (const root of roots) {
    const id = ids.find((candidate) => endsWithPath(candidate, root));
    if (!id) throw new Error(`first screen chunks: no module ${root}`);
    visit(id);
  }
  return reached;
}

const SCHEMA_LIBRARY = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * Whether a module imports the schema library (the contract's schema modules). Such a module stays
 * with the bundler's own chunks, where the first screens keep only the constants they use of it;
 * in a group its schemas stay too, and Zod with them (first-screens.ts fails the build then).
 */
function schemaModules(graph: ModuleGraph) {
  return (id: string) =>
    (graph.getModuleInfo(id)?.importedIds ?? []).some((imported) => SCHEMA_LIBRARY.test(imported));
}

/** Each app module of the first screens and the name of the chunk it goes into. */
export function chunkNames(graph: ModuleGraph): Map<string, string> {
  const ids = [...graph.getModuleIds()];
  const login = staticClosure(graph, ids, LOGIN_ROOTS);
  const reachedBy = new Map<string, string[]>();
  for (const [screen, modules] of Object.entries(FIRST_SCREEN_ROOTS)) {
    for (const id of staticClosure(graph, ids, modules)) {
      if (login.has(id) || !isAppModule(id)) continue;
      reachedBy.set(id, [...(reachedBy.get(id) ?? []), screen]);
    }
  }
  const importsSchemas = schemaModules(graph);
  const names = new Map<string, string>();
  for (const [id, screens] of reachedBy) {
    if (!importsSchemas(id)) names.set(id, `first-${screens.join('+')}`);
  }
  return names;
}

/**
 * The plugin that reads the module graph once it is built, and the code-splitting group that puts
 * each module into its chunk (the bundler asks the group only after the graph is built).
 */
export function firstScreenChunks() {
  let names = new Map<string, string>();
  const plugin: Plugin = {
    name: 'first-screen-chunks',
    apply: 'build',
    buildEnd(error) {
      if (!error) names = chunkNames(this);
    },
  };
  const group = {
    name: (id: string) => names.get(id) ?? null,
    debugName: 'first-screens',
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
