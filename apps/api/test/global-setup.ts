import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import {
  adminQuery,
  dropCopiesOf,
  dropDatabase,
  postgresUrl,
  uniqueDatabaseName,
  waitForNoConnections,
} from './helpers/postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data directory (the pglite project), for loadDataDir. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database (the postgres project): each test database copies it. */
    postgresTemplateDatabase: string;
  }
}

/**
 * Runs once per engine project and run, in vitest's main process: migrates one database, which
 * every test file's createTestDatabase() copies (test-database.ts). Vitest runs each test file in
 * a fresh module graph, so a template made inside a worker was made again for every file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_ENGINE === 'postgres') return postgresTemplate(project);
  return pgliteTemplate(project);
}

/**
 * Where the run keeps its PGlite template: beside the installed packages rather than in the
 * system's temporary folder, which other tools on a shared machine sweep while a run is under way
 * (a swept template failed every later test file of the run).
 */
const TEMPLATE_PARENT = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  await mkdir(TEMPLATE_PARENT, { recursive: true });
  const dir = await mkdtemp(join(TEMPLATE_PARENT, 'portal-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  const handle = await openDatabase({ engine: 'pglite' });
  try {
    await migrateToLatest(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplateFile', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const name = uniqueDatabaseName('portal_template');
  await adminQuery(`create database ${name}`);
  const drop = async () => {
    await dropCopiesOf(name);
    await dropDatabase(name);
  };
  try {
    const handle = await openDatabase({ engine: 'postgres', url: postgresUrl(name), poolSize: 1 });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    // `create database ... template` refuses a template anyone is connected to.
    await waitForNoConnections(name);
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresTemplateDatabase', name);
  return drop;
}
