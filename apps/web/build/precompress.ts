import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats only: images and fonts in the build are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

/** Below this a compressed copy saves less than a packet: the server sends the file as it is. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Every file under a directory, as paths relative to it. */
async function filesUnder(root: string, directory = ''): Promise<string[]> {
  const entries = await readdir(join(root, directory), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(directory, entry.name);
      return entry.isDirectory() ? filesUnder(root, path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` beside a file, each only if it is smaller. */
async function compressFile(path: string): Promise<number> {
  const source = await readFile(path);
  const copies = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }).then((bytes) => ({ bytes, extension: '.br' })),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }).then((bytes) => ({
      bytes,
      extension: '.gz',
    })),
  ]);
  const worthKeeping = copies.filter((copy) => copy.bytes.length < source.length);
  await Promise.all(worthKeeping.map((copy) => writeFile(path + copy.extension, copy.bytes)));
  return worthKeeping.length;
}

/**
 * Writes a brotli and a gzip copy of every text file of the build (the app's chunks, styles,
 * translations, index.html and the public files), so the server sends them compressed without
 * compressing at each request: @fastify/static's `preCompressed` picks the copy the browser
 * accepts. Compressed once, at the highest levels, which would be too slow per request.
 */
export function precompress(minBytes = PRECOMPRESS_MIN_BYTES): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every file is written, the public directory's copies included.
    async closeBundle(error?: Error) {
      if (error) return;
      const candidates: string[] = [];
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const path = join(outDir, file);
        if ((await stat(path)).size >= minBytes) candidates.push(path);
      }
      const written = await Promise.all(candidates.map(compressFile));
      const total = written.reduce((sum, count) => sum + count, 0);
      process.stdout.write(
        `precompress: ${total} brotli and gzip copies of ${candidates.length} files\n`,
      );
    },
  };
}
