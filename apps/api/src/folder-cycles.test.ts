import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No two folders of the API import each other, directly or through others (issue 28: ten folders
 * used to, in one cycle). ESLint's import-x/no-cycle sees cycles between files and its zones the
 * layers (eslint.config.js, decision 028); a cycle between folders whose files do not cycle slips
 * between the two, so it is checked here, on every import including `import type`.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const IMPORT = /\b(?:import|export)\b[^'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Folder -> the folders its files import (relative to src). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = relative(SRC, dirname(file));
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = relative(SRC, dirname(resolve(dirname(file), specifier!)));
      if (to === from || to.startsWith('..')) continue;
      const targets = graph.get(from) ?? new Set<string>();
      graph.set(from, targets.add(to));
    }
  }
  return graph;
}

/** The strongly connected components of more than one folder (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('folders of the API', () => {
  it('import each other without a cycle', () => {
    const graph = folderGraph();
    expect(graph.get('modules/orders')?.size).toBeGreaterThan(0);
    expect(cycles(graph)).toEqual([]);
  });

  it('find a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
