import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PRIVATE_SETTING_KEYS, PUBLIC_SETTING_KEYS } from '@portal/contract';
import { createUser, TEST_PASSWORD } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { openMigratedDataDir, testEngine } from '../../../test/helpers/test-database.ts';
import { ProvisioningError, provisionTenant } from './tenant-provisioning.ts';
import { hangGuard } from '../../../test/helpers/hang-guard.ts';

describe('provisionTenant', () => {
  const t = useTestApp();

  const login = (email: string, password: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password, manufacturerCode: code },
    });

  it('creates the tenant, its default settings and a new administrator who can work', async () => {
    const result = await provisionTenant(t.db, {
      code: 'xyz',
      name: 'Xyz Widgets',
      adminEmail: 'Boss@XYZ.test',
      adminPassword: 'chosen password',
    });
    expect(result).toMatchObject({
      code: 'XYZ',
      name: 'Xyz Widgets',
      adminEmail: 'boss@xyz.test',
      adminCreated: true,
      generatedPassword: null,
    });
    const settings = await t.db
      .selectFrom('tenant_settings')
      .select(['key', 'value'])
      .where('tenant_id', '=', result.tenantId)
      .execute();
    expect(settings.map((s) => s.key).sort()).toEqual(
      [...PUBLIC_SETTING_KEYS, ...PRIVATE_SETTING_KEYS].sort(),
    );
    const publicSettings = await t.app.inject({ url: '/api/public/settings/XYZ' });
    expect(publicSettings.statusCode).toBe(200);
    expect(JSON.parse(publicSettings.json<{ welcome_title: string }>().welcome_title)).toEqual({
      en: 'Welcome to Xyz Widgets',
      es: 'Bienvenido a Xyz Widgets',
      fr: 'Bienvenue chez Xyz Widgets',
    });

    const signedIn = await login('boss@xyz.test', 'chosen password', 'XYZ');
    expect(signedIn.statusCode).toBe(200);
    const { token, user } = signedIn.json<{ token: string; user: { role: string } }>();
    expect(user.role).toBe('admin');
    const audit = await t.app.inject({
      url: '/api/admin/XYZ/audit',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(audit.statusCode).toBe(200);
    expect(audit.json()).toMatchObject({
      data: [
        {
          action: 'tenant.create',
          entity: 'tenant',
          actor: null,
          after: { code: 'XYZ', name: 'Xyz Widgets', admin_email: 'boss@xyz.test' },
        },
      ],
    });
  });

  it('makes up a password when none is given', async () => {
    const result = await provisionTenant(t.db, {
      code: 'GEN',
      name: 'Generated',
      adminEmail: 'gen@gen.test',
    });
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await login('gen@gen.test', result.generatedPassword!, 'GEN')).statusCode).toBe(200);
  });

  it('gives an existing account an admin membership and keeps its password', async () => {
    const existing = await createUser(t.db, { email: 'known@acme.test' });
    const result = await provisionTenant(t.db, {
      code: 'KNOWN',
      name: 'Known Co',
      adminEmail: 'KNOWN@acme.test',
      adminPassword: 'ignored password',
    });
    expect(result).toMatchObject({
      adminUserId: existing.id,
      adminCreated: false,
      generatedPassword: null,
    });
    expect((await login('known@acme.test', TEST_PASSWORD, 'KNOWN')).statusCode).toBe(200);
    expect((await login('known@acme.test', 'ignored password', 'KNOWN')).statusCode).toBe(422);
  });

  it('refuses an existing code, in any case, and changes nothing', async () => {
    const attempt = provisionTenant(t.db, {
      code: 'Xyz',
      name: 'Impostor',
      adminEmail: 'impostor@xyz.test',
    });
    await expect(attempt).rejects.toThrow(ProvisioningError);
    await expect(attempt).rejects.toMatchObject({
      problems: { code: ['A company with this code already exists.'] },
    });
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'impostor@xyz.test')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('validates every input', async () => {
    const attempt = provisionTenant(t.db, {
      code: 'BAD CODE!',
      name: '  ',
      adminEmail: 'nobody',
      adminPassword: 'short',
    });
    await expect(attempt).rejects.toMatchObject({
      problems: {
        code: ['Enter a valid company code.'],
        name: ['This field is required'],
        adminEmail: ['Enter a valid email address.'],
        adminPassword: ['The password must be at least 8 characters.'],
      },
    });
    await expect(provisionTenant(t.db, {})).rejects.toMatchObject({
      problems: {
        code: ['This field is required'],
        name: ['This field is required'],
        adminEmail: ['This field is required'],
      },
    });
  });
});

// The command itself, once, on a throwaway embedded database (the engine does not matter here),
// unpacked from the run's migrated template: creating and migrating a new directory took PGlite
// most of this test's 26 s on CI's two cores, and restart.test.ts covers a first start already.
describe.skipIf(testEngine === 'postgres')('npm run tenant -- create', () => {
  const run = promisify(execFile);
  const script = join(import.meta.dirname, '../../scripts/tenant.ts');
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const tenant = (args: string[], env: NodeJS.ProcessEnv) =>
    run(process.execPath, [tsxCli, script, ...args], { env });

  it(
    'creates a tenant, prints the generated password, and refuses the same code twice',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-tenant-cli-'));
      await (await openMigratedDataDir(dataDir)).close();
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      const args = ['create', '--code', 'cli', '--name', 'Cli Co', '--admin-email', 'a@cli.test'];
      try {
        const first = await tenant(args, env);
        expect(first.stdout).toContain('Created tenant CLI (Cli Co)');
        expect(first.stdout).toMatch(/Generated password: [A-Za-z0-9_-]{24}/);
        const second = tenant(args, env);
        await expect(second).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining(
            '--code: A company with this code already exists.',
          ) as string,
        });
        const usage = tenant(['delete'], env);
        await expect(usage).rejects.toMatchObject({ code: 2 });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    hangGuard(120_000),
  );
});
