import Fastify from 'fastify';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../src/config/env.ts';

/**
 * The floor of the benchmark (bench/floor.ts): Fastify with the portal's driver and default pool,
 * doing per request the least a portal request of its kind can do against PostgreSQL, and
 * nothing else (no session, no validation, no serialising of a real answer).
 * - `read`: one prepared primary-key read of a random product of the bench tenant;
 * - `write`: one statement writing a head row and five line rows, committed durably;
 * - `read-write`: both, one after the other (an order reads its inputs, then writes).
 * Whatever the portal does per request, it cannot do it faster than this on the same machine.
 */
const mode = process.env.FLOOR_MODE ?? 'read';
if (!['read', 'write', 'read-write'].includes(mode)) throw new Error(`FLOOR_MODE ${mode}?`);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: DEFAULT_POOL_SIZE,
});
const tenantId = Number(process.env.FLOOR_TENANT_ID);
const { rows } = await pool.query<{ id: number }>(
  'select id from products where tenant_id = $1 and active',
  [tenantId],
);
const ids = rows.map((row) => row.id);
if (ids.length === 0) throw new Error(`tenant ${tenantId} has no active product`);

const read = () =>
  pool.query({
    name: 'floor-read',
    text: `select id, part_number, description, selling_price, available
      from products where tenant_id = $1 and id = $2`,
    values: [tenantId, ids[Math.floor(Math.random() * ids.length)]],
  });
const write = () =>
  pool.query({
    name: 'floor-write',
    text: `with head as (insert into bench_floor.heads (note) values ($1) returning id)
      insert into bench_floor.lines (head_id, line_no, quantity)
      select head.id, n, 2 from head, generate_series(1, 5) as n`,
    values: ['floor'],
  });

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.all('/*', async () => {
  if (mode !== 'write') {
    const { rows: found } = await read();
    if (mode === 'read') return found[0] ?? null;
  }
  await write();
  return { written: true };
});
app.addHook('onClose', () => pool.end());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3310) });
