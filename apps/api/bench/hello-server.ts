import Fastify from 'fastify';

/** The reference of the benchmark: Fastify's hello world on the same machine. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3301) });
