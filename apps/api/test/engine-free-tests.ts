import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** A quoted path that starts with ./ or ../ */
const RELATIVE_PATH = /['"`](\.{1,2}\/[^'"`\s]*)['"`]/g;
/** What comes right before a module's name: `from`, `import`, `import(`, `vi.mock(`, `require(`. */
const IMPORTED = /\b(?:from|import|mock|require)\s*\(?\s*$/;
const MODULE_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;

/**
 * Which test files run the same on every engine, so vitest.config.ts runs them once (in the
 * pglite project) instead of once per engine.
 *
 * The engine is only ever chosen by test/helpers/test-database.ts (it alone reads TEST_ENGINE), so a
 * test file is engine-free when nothing it reaches through relative paths is that helper or reads
 * TEST_ENGINE or TEST_DATABASE_URL itself. Every relative path written in a module counts: imports,
 * dynamic imports, vi.mock paths, `new URL('./x.ts', import.meta.url)`. A module name that does
 * not resolve counts as reaching the database: any doubt keeps a file in every engine's run, which
 * costs time, never a test.
 */
export function engineFreeTestFiles(root: string, directories: string[]): string[] {
  const helper = resolve(root, 'test/helpers/test-database.ts');
  const modules = new Map<string, Module>();

  function read(file: string): Module {
    const known = modules.get(file);
    if (known) return known;
    const text = readFileSync(file, 'utf8');
    const module: Module = {
      engine: file === helper || /\bTEST_ENGINE\b|\bTEST_DATABASE_URL\b/.test(text),
      imports: [],
    };
    for (const match of text.matchAll(RELATIVE_PATH)) {
      const target = resolve(dirname(file), match[1]!);
      if (MODULE_FILE.test(target) && existsSync(target) && statSync(target).isFile()) {
        module.imports.push(target);
      } else if (
        IMPORTED.test(text.slice(Math.max(0, match.index - 20), match.index)) ||
        MODULE_FILE.test(target)
      ) {
        // A module that is not there (or not where this rule looks): assume the worst.
        module.engine = true;
      }
    }
    modules.set(file, module);
    return module;
  }

  function reachesEngine(testFile: string): boolean {
    const seen = new Set([testFile]);
    const pending = [testFile];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      const module = read(file);
      if (module.engine) return true;
      for (const target of module.imports) {
        if (seen.has(target)) continue;
        seen.add(target);
        pending.push(target);
      }
    }
    return false;
  }

  return directories
    .flatMap((directory) => testFiles(join(root, directory)))
    .filter((file) => !reachesEngine(file))
    .map((file) => relative(root, file).split(sep).join('/'))
    .sort();
}

/** A module read once: whether it picks the engine itself, and the files it names. */
interface Module {
  engine: boolean;
  imports: string[];
}

function testFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
