import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.ts';
import {
  CACHE_IMPLEMENTATIONS,
  CACHES,
  CODE_KEPT_PER_DATABASE,
  CACHES_OFF,
  isCacheSetting,
  settingEnv,
  withCachesOff,
  withDefaultCaches,
} from './caches.ts';

const apiRoot = fileURLToPath(new URL('../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Files of apps/api/src that make a cache of data: an LRU, a read-through cache, or anything kept
 * per database handle.
 */
const filesWithCaches = () =>
  sourceFiles(join(apiRoot, 'src'))
    .filter((path) =>
      /new (LRUCache|ReadThroughCache)\b|new WeakMap<Db\b/.test(readFileSync(path, 'utf8')),
    )
    .map((path) => relative(apiRoot, path))
    .filter(
      (path) => !CACHE_IMPLEMENTATIONS.includes(path) && !CODE_KEPT_PER_DATABASE.includes(path),
    )
    .sort();

describe('every cache off (issue 25 point 4)', () => {
  it('names every cache of the source with the setting that turns it off', () => {
    expect(filesWithCaches()).toEqual([...new Set(CACHES.map((cache) => cache.file))].sort());
  });

  it("turns off every cache switch of the server's configuration (sizes aside)", () => {
    const switches = Object.keys(parseEnv({}))
      .filter(isCacheSetting)
      .filter((name) => !name.endsWith('_MB'));
    expect(Object.keys(CACHES_OFF).sort()).toEqual(switches.sort());
    const off = parseEnv(CACHES_OFF) as unknown as Record<string, unknown>;
    for (const name of switches) expect([0, false]).toContain(off[name]);
    // Tiers live as long as the answers when their own lifetime is 0.
    expect(off.READ_CACHE_SECONDS).toBe(0);
  });

  it('leaves "caches on" to the server\'s defaults, whatever the shell had set', () => {
    const shell = {
      PATH: '/bin',
      READ_CACHE_SECONDS: '0',
      READ_CACHE_MB: '8',
      LIST_ANCHOR_CACHE: '0',
    };
    expect(withDefaultCaches(shell)).toEqual({ PATH: '/bin' });
    expect(settingEnv('on', shell)).toEqual({ PATH: '/bin' });
    expect(withCachesOff(shell)).toEqual({ PATH: '/bin', ...CACHES_OFF });
    expect(settingEnv('off', shell)).toEqual(withCachesOff(shell));
    const defaults = parseEnv({});
    const on = parseEnv(settingEnv('on', shell));
    for (const name of Object.keys(CACHES_OFF) as (keyof typeof on)[]) {
      expect(on[name]).toEqual(defaults[name]);
    }
  });
});
