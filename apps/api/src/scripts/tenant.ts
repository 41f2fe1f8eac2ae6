import { parseArgs } from 'node:util';
import { parseEnv } from '../config/env.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabaseFromEnv } from '../db/open-from-env.ts';
import { ProvisioningError, provisionTenant } from '../modules/admin/tenant-provisioning.ts';

/**
 * `npm run tenant -- create --code XYZ --name "..." --admin-email ... [--admin-password ...]`:
 * creates a manufacturer and its first administrator in the configured database.
 */
const USAGE = `Usage: npm run tenant -- create --code XYZ --name "Company name" --admin-email admin@example.com [--admin-password secret]`;

const FLAGS: Record<string, string> = {
  code: '--code',
  name: '--name',
  adminEmail: '--admin-email',
  adminPassword: '--admin-password',
};

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'create') {
    console.error(USAGE);
    return 2;
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      strict: true,
      options: {
        code: { type: 'string' },
        name: { type: 'string' },
        'admin-email': { type: 'string' },
        'admin-password': { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }

  const database = await openDatabaseFromEnv(parseEnv());
  try {
    await migrateToLatest(database.db);
    const tenant = await provisionTenant(database.db, {
      code: values.code,
      name: values.name,
      adminEmail: values['admin-email'],
      adminPassword: values['admin-password'],
    });
    console.log(`Created tenant ${tenant.code} (${tenant.name}), id ${tenant.tenantId}.`);
    if (tenant.adminCreated) {
      console.log(`Administrator: ${tenant.adminEmail} (new account)`);
    } else {
      console.log(`Administrator: ${tenant.adminEmail} (existing account, password unchanged)`);
    }
    if (tenant.generatedPassword) {
      console.log(`Generated password: ${tenant.generatedPassword}`);
      console.log('Give it to the administrator; they can change it under My profile.');
    }
    return 0;
  } catch (error) {
    if (error instanceof ProvisioningError) {
      for (const [field, messages] of Object.entries(error.problems)) {
        console.error(`${FLAGS[field] ?? field}: ${messages.join(' ')}`);
      }
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof Error && ['EnvError', 'DataDirLockedError'].includes(error.name);
    console.error(known ? error.message : error);
    process.exitCode = 1;
  },
);
