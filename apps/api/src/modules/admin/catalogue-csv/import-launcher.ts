import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES } from '@portal/contract';
import { outsideRequest } from '../../../lib/request-scope.ts';
import type { Member } from '../../../core/callers.ts';
import type { ImportRun } from './import-job-runner.ts';

/**
 * What a plugin with import routes needs: CSV bodies read as text, and jobs that run in the
 * background of this process after their request has answered (202). Closing the app waits for
 * the jobs under way rather than cutting their transaction off. A job does not survive a restart
 * (it is then reported as failed once stale): fine for one server, a queue would be needed to
 * spread imports over several (decision 006).
 */
export function importLauncher(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );

  /** Starts the job's run; `finished` follows it, once it has ended whichever way. */
  return function launch(
    request: FastifyRequest,
    job: { admin: Member; jobId: number; dryRun: boolean },
    start: (run: ImportRun) => Promise<void>,
    finished: () => Promise<void>,
  ): void {
    // Its own work, not its request's: neither cut by that request's deadline (decision 021)
    // nor taking its idempotency key.
    const task = outsideRequest(() =>
      start({
        db: app.db,
        log: request.log,
        tenantId: job.admin.tenantId,
        userId: job.admin.userId,
        jobId: job.jobId,
        dryRun: job.dryRun,
        language: request.language,
        progressWhileWriting: app.dbEngine === 'postgres',
      }),
    );
    running.add(task);
    void (async () => {
      try {
        await task;
      } finally {
        running.delete(task);
        await finished();
      }
    })();
  };
}
