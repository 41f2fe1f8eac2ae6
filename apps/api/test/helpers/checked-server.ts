import { serve, startFailed } from '../../src/serve.ts';
import { TenantPredicateCheck, tenantOwnedTables } from './tenant-predicate-check.ts';

/**
 * The real server (src/server.ts) with the tenant predicate check of every API test on its
 * database (tenant-predicate-check.ts): the tests that run the server in a process of its own
 * (server-process.ts: a kill -9, a paused owner of a data directory) check its statements too. A
 * statement that forgets its tenant fails the request or the job that ran it, as in-process.
 */
serve({
  prepareDatabase: async (database) => ({
    ...database,
    db: database.db.withPlugin(new TenantPredicateCheck(await tenantOwnedTables(database.db))),
  }),
}).catch(startFailed);

// Started by a test (server-process.ts) over an IPC channel: when the test's process dies, even by
// SIGKILL, the channel closes and the server ends rather than live on as an orphan.
if (process.send) process.once('disconnect', () => process.kill(process.pid, 'SIGKILL'));
