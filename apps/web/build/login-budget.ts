import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Modules whose chunks the browser must load before the login screen can show. */
const LOGIN_MODULES = [
  'src/main.tsx',
  'src/features/auth/routes/auth-layout.tsx',
  'src/features/auth/routes/login.tsx',
];

/** The texts the login screen fetches in English: data (JSON), reported beside the budget. */
const LOGIN_TRANSLATIONS = [
  'src/locales/en/common.json',
  'src/locales/en/auth.json',
  'packages/contract/src/messages/en.json',
];

/** Issue 4: the login screen's JavaScript stays under 100 kB gzipped (decision 004). */
export const LOGIN_BUDGET_BYTES = 100_000;

/** Libraries the login screen does without (TanStack Query: only app/server-state.tsx loads it). */
const NOT_ON_LOGIN_PATH = /[\\/]node_modules[\\/]@tanstack[\\/]/;

export interface AssetLike {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
  originalFileNames: string[];
}

export interface ChunkLike {
  type: 'chunk';
  name: string;
  fileName: string;
  code: string;
  imports: string[];
  moduleIds: string[];
}

/** Module ids and asset names are absolute, with Windows separators on Windows. */
export const endsWithPath = (id: string, suffix: string) =>
  id.replaceAll('\\', '/').endsWith(suffix);

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The chunks of a written bundle, and each by its file name. */
export function writtenChunks(bundle: Record<string, ChunkLike | { type: 'asset' }>) {
  const chunks = Object.values(bundle).filter(
    (output): output is ChunkLike => output.type === 'chunk',
  );
  return { chunks, byName: new Map(chunks.map((chunk) => [chunk.fileName, chunk])) };
}

/**
 * The file names of the chunks that hold `modules` (path suffixes) and of every chunk they import
 * statically: what the browser must load before those modules run. `missing` names a module no
 * chunk holds.
 */
export function chunkClosure(chunks: readonly ChunkLike[], modules: readonly string[]) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const needed = new Set<string>();
  const visit = (fileName: string) => {
    if (needed.has(fileName)) return;
    needed.add(fileName);
    byName.get(fileName)?.imports.forEach(visit);
  };
  for (const suffix of modules) {
    const owner = chunks.find((chunk) => chunk.moduleIds.some((id) => endsWithPath(id, suffix)));
    if (!owner) return { needed, missing: suffix };
    visit(owner.fileName);
  }
  return { needed, missing: undefined };
}

/**
 * Prints, and fails the build above the budget, the gzipped JavaScript the login screen needs:
 * the entry, the login route's lazy chunks and every chunk they import statically. The English
 * texts it fetches are printed beside it.
 */
export function loginBudget(budgetBytes = LOGIN_BUDGET_BYTES): Plugin {
  return {
    name: 'login-budget',
    apply: 'build',
    // Once the files are written: Vite adds the preload lists to the entry after generateBundle,
    // and the sizes must be those of the files served.
    writeBundle(_options, bundle) {
      const { chunks, byName } = writtenChunks(bundle);
      const { needed, missing } = chunkClosure(chunks, LOGIN_MODULES);
      if (missing) this.error(`login budget: no chunk holds ${missing}`);
      for (const fileName of needed) {
        const banned = byName.get(fileName)?.moduleIds.find((id) => NOT_ON_LOGIN_PATH.test(id));
        if (banned)
          this.error(`login budget: ${fileName} is on the login path and holds ${banned}`);
      }
      const sizes = [...needed].map((fileName) => ({
        fileName,
        framework: byName.get(fileName)?.name === 'framework',
        bytes: gzipSync(byName.get(fileName)?.code ?? '').length,
      }));
      const total = sizes.reduce((sum, chunk) => sum + chunk.bytes, 0);
      const framework = sizes
        .filter((chunk) => chunk.framework)
        .reduce((sum, c) => sum + c.bytes, 0);
      const translations = LOGIN_TRANSLATIONS.reduce((sum, suffix) => {
        const asset = Object.values(bundle).find(
          (output): output is AssetLike & (typeof bundle)[string] =>
            output.type === 'asset' &&
            output.originalFileNames.some((name) => endsWithPath(name, suffix)),
        );
        if (!asset) this.error(`login budget: no asset holds ${suffix}`);
        return sum + gzipSync(asset.source).length;
      }, 0);
      const line =
        `login screen JavaScript: ${kB(total)} gzipped (libraries ${kB(framework)}, ` +
        `app ${kB(total - framework)}) in ${sizes.length} chunks; budget ${kB(budgetBytes)}; ` +
        `its English texts: ${kB(translations)} gzipped JSON`;
      if (total > budgetBytes) {
        const detail = sizes.map((chunk) => `  ${chunk.fileName}: ${kB(chunk.bytes)}`).join('\n');
        this.error(`${line}\n${detail}`);
      }
      process.stdout.write(`\n${line}\n`);
    },
  };
}
