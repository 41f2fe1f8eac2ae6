import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  createAdminWorld,
  signedIn,
  type AdminWorld,
  type SignedInUser,
} from '../../../test/helpers/admin-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { testEngine } from '../../../test/helpers/test-database.ts';
import { deleteExpiredKeys } from '../idempotency/idempotency.repository.ts';
import { answerKey, keyHash, requestFingerprint, sealAnswer } from '../idempotency/kept-answer.ts';

/**
 * The console's creates take an Idempotency-Key (decision 021): a retry with the same key and
 * body answers the first answer again and writes nothing; another body is refused; another
 * caller's key, even spelled the same, is another key.
 */
describe('Idempotency-Key on console creates', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let secondAdmin: SignedInUser;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    secondAdmin = await signedIn(t.db, 'admin2@acme.test', world.acme.id, { role: 'admin' });
  });

  const create = (
    path: string,
    admin: { headers: Record<string, string> },
    payload: object,
    key?: string,
    code = 'ACME',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/${code}/${path}`,
      headers: { ...admin.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  const customersCoded = (tenantId: number, code: string) =>
    t.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('code', '=', code)
      .execute();

  describe('POST /api/admin/{code}/customers', () => {
    it('answers a retry with the same key and body as the first time, and writes once', async () => {
      const body = { code: 'IDEM-1', name: 'Idem One' };
      const first = await create('customers', world.acmeAdmin, body, 'cust-key-1');
      expect(first.statusCode, first.body).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const retry = await create('customers', world.acmeAdmin, body, 'cust-key-1');
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect(await customersCoded(world.acme.id, 'IDEM-1')).toHaveLength(1);
      const audited = (await auditRows(t.db, world.acme.id, 'customer')).filter(
        (row) => row.action === 'customer.create',
      );
      expect(audited).toHaveLength(1);
    });

    it('refuses the same key with another body (422, translated), and writes nothing', async () => {
      await create('customers', world.acmeAdmin, { code: 'IDEM-2', name: 'Two' }, 'cust-key-2');
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/admin/ACME/customers',
        headers: {
          ...world.acmeAdmin.headers,
          'idempotency-key': 'cust-key-2',
          'accept-language': 'es',
        },
        payload: { code: 'IDEM-3', name: 'Three' },
      });
      expect(other.statusCode).toBe(422);
      const message =
        'Esta Idempotency-Key ya se usó para otra solicitud. Envíe una clave nueva con una solicitud nueva.';
      expect(other.json()).toEqual({ message, errors: { 'idempotency-key': [message] } });
      expect(await customersCoded(world.acme.id, 'IDEM-3')).toEqual([]);
    });

    it('keeps another caller’s key apart: another administrator, another company', async () => {
      const body = { code: 'IDEM-4', name: 'Four' };
      const mine = await create('customers', world.acmeAdmin, body, 'shared-key');
      expect(mine.statusCode).toBe(201);
      // The same key from a colleague is theirs: their request runs (not replayed, not refused).
      const colleague = await create(
        'customers',
        secondAdmin,
        { code: 'IDEM-5', name: 'Five' },
        'shared-key',
      );
      expect(colleague.statusCode, colleague.body).toBe(201);
      expect(colleague.headers['idempotent-replayed']).toBeUndefined();
      // The same key and body at another company: its own customer, never ACME's answer.
      const boreal = await create('customers', world.borealAdmin, body, 'shared-key', 'BOREAL');
      expect(boreal.statusCode, boreal.body).toBe(201);
      expect(boreal.headers['idempotent-replayed']).toBeUndefined();
      expect(boreal.json<{ data: { id: number } }>().data.id).not.toBe(
        mine.json<{ data: { id: number } }>().data.id,
      );
      expect(await customersCoded(world.boreal.id, 'IDEM-4')).toHaveLength(1);
    });

    it('writes once when two requests with the same key and body arrive at once', async () => {
      const body = { code: 'IDEM-6', name: 'Six' };
      const [one, two] = await Promise.all([
        create('customers', world.acmeAdmin, body, 'cust-key-race'),
        create('customers', world.acmeAdmin, body, 'cust-key-race'),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
      expect(two.json()).toEqual(one.json());
      const replayed = [one, two].map((response) => response.headers['idempotent-replayed']);
      expect(replayed.sort()).toEqual(['true', undefined]);
      expect(await customersCoded(world.acme.id, 'IDEM-6')).toHaveLength(1);
    });

    it.skipIf(testEngine === 'pglite')(
      'makes a request whose key another transaction holds wait, then answer its answer, writing nothing',
      async () => {
        const key = 'held-by-another';
        const caller = `user:${world.acmeAdmin.id}`;
        const body = { code: 'IDEM-11', name: 'Eleven' };
        const route = 'POST /api/admin/:code/customers';
        const client = new pg.Client({ connectionString: t.database.connectionString });
        await client.connect();
        try {
          // Another request holds the key, uncommitted: this one cannot see it before it claims.
          await client.query('begin');
          await client.query(
            `insert into idempotency_keys (tenant_id, caller, key_hash, fingerprint, expires_at)
             values ($1, $2, $3, $4, now() + interval '1 hour')`,
            [world.acme.id, caller, keyHash(key), requestFingerprint(route, {}, body)],
          );
          const waiting = create('customers', world.acmeAdmin, body, key);
          await new Promise((resolve) => setTimeout(resolve, 500));
          const answer = JSON.stringify({ data: { answered: 'by the other request' } });
          await client.query(
            `update idempotency_keys set status_code = 201, answer = $3
             where tenant_id = $1 and caller = $2`,
            [world.acme.id, caller, sealAnswer(answerKey(key, world.acme.id, caller), answer)],
          );
          await client.query('commit');
          const response = await waiting;
          expect(response.statusCode, response.body).toBe(201);
          expect(response.headers['idempotent-replayed']).toBe('true');
          expect(response.body).toBe(answer);
          expect(await customersCoded(world.acme.id, 'IDEM-11')).toEqual([]);
        } finally {
          await client.end();
        }
      },
    );

    it('keeps no refusal that wrote nothing: the same key with a corrected body then works', async () => {
      const taken = await create(
        'customers',
        world.acmeAdmin,
        { code: 'IDEM-1', name: 'Code taken' },
        'cust-key-fix',
      );
      expect(taken.statusCode).toBe(422);
      const fixed = await create(
        'customers',
        world.acmeAdmin,
        { code: 'IDEM-7', name: 'Seven' },
        'cust-key-fix',
      );
      expect(fixed.statusCode, fixed.body).toBe(201);
    });

    it('frees a key once it has expired, and deletes expired keys', async () => {
      await create('customers', world.acmeAdmin, { code: 'IDEM-8', name: 'Eight' }, 'old-key');
      await t.db
        .updateTable('idempotency_keys')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('tenant_id', '=', world.acme.id)
        .execute();
      const later = await create(
        'customers',
        world.acmeAdmin,
        { code: 'IDEM-9', name: 'Nine' },
        'old-key',
      );
      expect(later.statusCode, later.body).toBe(201);
      expect(await deleteExpiredKeys(t.db)).toBeGreaterThan(0);
      const left = await t.db
        .selectFrom('idempotency_keys')
        .select('expires_at')
        .where('tenant_id', '=', world.acme.id)
        .execute();
      expect(left.every((row) => row.expires_at.getTime() > Date.now())).toBe(true);
    });

    it('refuses a malformed key with 422 on idempotency-key', async () => {
      const response = await create(
        'customers',
        world.acmeAdmin,
        { code: 'IDEM-10', name: 'Ten' },
        'not a key!',
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: "The Idempotency-Key header must be 1 to 100 letters, digits, '-' or '_'.",
        errors: {
          'idempotency-key': [
            "The Idempotency-Key header must be 1 to 100 letters, digits, '-' or '_'.",
          ],
        },
      });
      expect(await customersCoded(world.acme.id, 'IDEM-10')).toEqual([]);
    });
  });

  describe('POST /api/admin/{code}/api-keys (a secret shown once)', () => {
    const body = { name: 'ERP idem', scopes: ['catalogue:write'] };
    const keysNamed = (name: string) =>
      t.db
        .selectFrom('api_keys')
        .select('id')
        .where('tenant_id', '=', world.acme.id)
        .where('name', '=', name)
        .execute();

    it('answers a retry with the same secret, makes one key, and keeps the answer briefly, sealed', async () => {
      const first = await create('api-keys', world.acmeAdmin, body, 'api-key-create');
      expect(first.statusCode, first.body).toBe(201);
      const secret = first.json<{ data: { key: string } }>().data.key;
      const retry = await create('api-keys', world.acmeAdmin, body, 'api-key-create');
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect(await keysNamed('ERP idem')).toHaveLength(1);

      const kept = await t.db
        .selectFrom('idempotency_keys')
        .select([
          'answer',
          'key_hash',
          sql<number>`extract(epoch from expires_at - now())`.as('left'),
        ])
        .where('tenant_id', '=', world.acme.id)
        .where('caller', '=', `user:${world.acmeAdmin.id}`)
        .where('status_code', '=', 201)
        .execute();
      const row = kept.find((candidate) => candidate.left < 700);
      expect(row).toBeDefined();
      expect(row!.left).toBeLessThanOrEqual(600);
      // Neither the secret nor the key's own text is readable in the table.
      expect(row!.answer).not.toContain(secret.slice(-20));
      expect(row!.answer).not.toContain('ERP idem');
      expect(row!.key_hash).not.toContain('api-key-create');
    });

    it('refuses the same key for another key’s creation (422)', async () => {
      const other = await create(
        'api-keys',
        world.acmeAdmin,
        { ...body, name: 'Another ERP' },
        'api-key-create',
      );
      expect(other.statusCode).toBe(422);
      expect(await keysNamed('Another ERP')).toEqual([]);
    });

    it('never shows the secret to another administrator with the same key', async () => {
      const colleague = await create('api-keys', secondAdmin, body, 'api-key-create');
      // Their own request runs: the name is taken by the first key, so it is refused.
      expect(colleague.headers['idempotent-replayed']).toBeUndefined();
      expect(colleague.statusCode).not.toBe(201);
      expect(colleague.body).not.toContain('opk_');
    });
  });
});
