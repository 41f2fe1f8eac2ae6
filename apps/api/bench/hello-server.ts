import Fastify from 'fastify';

/**
 * The reference of the benchmark: Fastify's hello world on the same machine, answering any path
 * and method, so that it can be driven by the very requests the portal gets.
 */
const app = Fastify({ logger: false });
app.all('/*', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3301) });
