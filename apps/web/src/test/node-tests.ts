import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** A quoted path into the app: relative, or under the `@/` alias (src). */
const APP_PATH = /['"`]((?:\.{1,2}|@)\/[^'"`\s]*)['"`]/g;
/** The browser's own globals, which Node does not have. */
const BROWSER_GLOBAL =
  /\b(?:window|document|navigator|location|localStorage|sessionStorage|DOMParser|FileReader|HTML\w*Element|Element|matchMedia|getComputedStyle|requestAnimationFrame|XMLHttpRequest|MutationObserver|ResizeObserver|IntersectionObserver|customElements|Image)\b/;

/** A module read once: whether it needs the browser itself, and the app's modules it names. */
interface Module {
  browser: boolean;
  imports: string[];
}

/**
 * The `*.test.ts` files that need no browser, which vite.config.ts runs in Node instead of jsdom
 * (and without src/test/setup.ts); components (`*.test.tsx`) and the rest keep jsdom.
 *
 * A test file needs the browser when a module it reaches through the app's paths (relative or
 * `@/`) is a component (.tsx), is one that src/test/setup.ts names (the texts, the session, the
 * server-state cache: setup starts and resets them around every test), names a browser global
 * (window, document, localStorage...) in code or in a comment, or names a module that is not
 * there: any doubt keeps jsdom. A browser-only file classed wrong fails loudly in Node
 * (ReferenceError: window is not defined).
 */
export function nodeTestFiles(root: string): string[] {
  const src = join(root, 'src');
  const target = (from: string, path: string) =>
    path.startsWith('@/') ? join(src, path.slice(2)) : resolve(dirname(from), path);
  const setup = join(src, 'test/setup.ts');
  const setUp = new Set([setup, ...appPaths(setup).map((path) => target(setup, path))]);

  const modules = new Map<string, Module>();
  function read(file: string): Module {
    const known = modules.get(file);
    if (known) return known;
    const module: Module = {
      browser:
        file.endsWith('.tsx') || setUp.has(file) || BROWSER_GLOBAL.test(readFileSync(file, 'utf8')),
      imports: [],
    };
    for (const path of appPaths(file)) {
      const imported = target(file, path);
      if (existsSync(imported) && statSync(imported).isFile()) {
        if (/\.[cm]?[jt]sx?$/.test(imported)) module.imports.push(imported);
      } else if (!existsSync(imported)) {
        module.browser = true;
      }
    }
    modules.set(file, module);
    return module;
  }

  function needsBrowser(testFile: string): boolean {
    const seen = new Set([testFile]);
    const pending = [testFile];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      const module = read(file);
      if (module.browser) return true;
      for (const imported of module.imports) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        pending.push(imported);
      }
    }
    return false;
  }

  return testFiles(src)
    .filter((file) => !needsBrowser(file))
    .map((file) => relative(root, file).split(sep).join('/'))
    .sort();
}

/** The app paths written in a file. */
function appPaths(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(APP_PATH)].map((match) => match[1]!);
}

function testFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
