import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/test-app.ts';

/**
 * @fastify/swagger-ui 6.1.3 redirects /static/index.html to the page by rewriting the request's
 * URL with a pattern anchored at its end, so with any query string (`?x`, `?a=/`) the URL came
 * back unchanged and a browser followed it until it gave up.
 */
describe('the API reference page at its other addresses', () => {
  const t = useTestApp();

  /** Follows redirects as a browser would, at most `limit` of them; the last answer and the path. */
  async function follow(url: string, limit = 5) {
    const visited = [url];
    for (let hop = 0; ; hop++) {
      const current = visited.at(-1)!;
      const answer = await t.app.inject({ method: 'GET', url: current });
      const location = answer.headers.location;
      if (answer.statusCode < 300 || answer.statusCode >= 400 || !location || hop === limit) {
        return { answer, visited };
      }
      const next = new URL(location, `http://portal.test${current}`);
      visited.push(`${next.pathname}${next.search}`);
    }
  }

  const addresses = [
    '/api/docs',
    '/api/docs/',
    '/api/docs/?deep=1',
    '/api/docs/static/index.html',
    '/api/docs/static/index.html?',
    '/api/docs/static/index.html?x',
    '/api/docs/static/index.html?a=b&c=d',
    '/api/docs/static/index.html?a=/',
    '/api/docs/static/index.html?a=/static/index.html',
    '/api/docs/static/index.html/',
    '/api/docs/static/index.html/?x',
  ];

  it.each(addresses)('%s ends at the page within 2 redirects', async (url) => {
    const { answer, visited } = await follow(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('swagger-initializer.js');
    expect(visited.length - 1).toBeLessThanOrEqual(2);
    // A redirect always goes somewhere else.
    expect(new Set(visited).size).toBe(visited.length);
  });

  it('answers its files with or without a query string, without redirecting', async () => {
    for (const url of [
      '/api/docs/static/swagger-ui.css',
      '/api/docs/static/swagger-ui.css?v=1',
      '/api/docs/static/swagger-initializer.js?x',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect([url, answer.statusCode]).toEqual([url, 200]);
    }
  });
});
