import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeParams,
  csvFile,
  csvImportBody,
  csvImportQuery,
  importJobParams,
  importJobResponse,
  importStartResponse,
  MAX_IMPORT_BYTES,
} from '@portal/contract';
import { nonJsonAnswer } from '../../../lib/non-json-answer.ts';
import { memberOf } from '../../../core/callers.ts';
import { adminErrors } from '../common/admin-common.ts';
import { exportCsv, importJob, startImport } from './catalogue-csv.service.ts';
import { runImport } from './import-job.ts';
import { importLauncher } from './import-launcher.ts';

/** Product CSV export and import: an import answers 202 with a job the console polls. */
const exportFile = nonJsonAnswer(csvFile, ['text/csv'], 'The products, one row each.');

const catalogueCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const launch = importLauncher(app);

  app.get(
    '/products/export.csv',
    { schema: { params: codeParams, response: { 200: exportFile, ...adminErrors } } },
    (request, reply) => {
      const admin = memberOf(request);
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${admin.tenantCode}-products.csv"`,
        })
        .send(Readable.from(exportCsv(app.db, admin)));
    },
  );

  app.post(
    '/products/import',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        params: codeParams,
        querystring: csvImportQuery,
        consumes: ['text/csv'],
        body: csvImportBody,
        response: { 202: importStartResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      const admin = memberOf(request);
      const dryRun = request.query.dry_run;
      const jobId = await startImport(app.db, admin, dryRun);
      launch(
        request,
        { admin, jobId, dryRun },
        (run) => runImport(run, request.body),
        // The job writes after the request has answered: its products show from now on.
        async () => {
          if (!dryRun) {
            await app.invalidations.publish({
              kind: 'catalogue-changed',
              tenantId: admin.tenantId,
            });
          }
        },
      );
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
