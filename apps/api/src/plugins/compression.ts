import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/** Answers smaller than this go as they are: compressing them saves less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses the routes' answers (JSON, CSV, text) above COMPRESS_MIN_BYTES with brotli or gzip,
 * as the browser accepts; @fastify/compress leaves already-compressed media (images) and answers
 * that already carry a Content-Encoding (the web app's pre-compressed files) alone. Brotli at
 * quality 4 (the library's default): close to gzip's speed with smaller output; the highest
 * levels are for build-time compression only.
 *
 * Routes whose answer carries a secret opt out with `compress: false` (decision 011: BREACH).
 * Request bodies are not decompressed: no client of ours sends them compressed, and inflating
 * would let a small request cost the server far more than the body limit suggests.
 */
export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      threshold: COMPRESS_MIN_BYTES,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
