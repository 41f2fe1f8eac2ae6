import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeParams,
  csvImportBody,
  csvImportQuery,
  importJobParams,
  importJobResponse,
  importStartResponse,
  MAX_IMPORT_BYTES,
} from '@portal/contract';
import { memberOf } from '../../../plugins/authentication.ts';
import { adminErrors } from '../common/admin-common.ts';
import { exportCsv, importJob, startImport } from './catalogue-csv.service.ts';
import { runImport } from './import-job.ts';

/**
 * Product CSV export and import. An import answers 202 with a job id at once and runs in the
 * background of this process; the console polls the job for progress and line errors. A job
 * does not survive a restart (it is then reported as failed once stale): fine for one server,
 * a queue would be needed to spread imports over several.
 */
const catalogueCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const running = new Set<Promise<void>>();
  // Closing waits for imports under way rather than cutting their transaction off.
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });

  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get('/products/export.csv', { schema: { params: codeParams } }, (request, reply) => {
    const admin = memberOf(request);
    return reply
      .headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${admin.tenantCode}-products.csv"`,
      })
      .send(Readable.from(exportCsv(app.db, admin)));
  });

  app.post(
    '/products/import',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        params: codeParams,
        querystring: csvImportQuery,
        body: csvImportBody,
        response: { 202: importStartResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      const admin = memberOf(request);
      const dryRun = request.query.dry_run;
      const jobId = await startImport(app.db, admin, dryRun);
      const task = runImport(
        {
          db: app.db,
          log: request.log,
          tenantId: admin.tenantId,
          userId: admin.userId,
          jobId,
          dryRun,
          language: request.language,
          progressWhileWriting: app.dbEngine === 'postgres',
        },
        request.body,
      );
      running.add(task);
      void task.finally(() => {
        running.delete(task);
        // The job writes after the request has answered: its products show from now on.
        if (!dryRun) {
          void app.invalidations.publish({
            kind: 'catalogue-changed',
            tenantId: admin.tenantId,
          });
        }
      });
      return reply.code(202).send({ job_id: jobId });
    },
  );

  app.get(
    '/products/import/:jobId',
    { schema: { params: importJobParams, response: { 200: importJobResponse, ...adminErrors } } },
    async (request) => ({
      data: await importJob(app.db, memberOf(request), request.params.jobId),
    }),
  );
};

export default catalogueCsvRoutes;
