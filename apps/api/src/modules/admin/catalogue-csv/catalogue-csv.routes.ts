import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_IMPORT_BYTES } from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { exportCsv, importJob, startImport } from './catalogue-csv.service.ts';
import { runImport } from './import-job.ts';
import { importLauncher } from './import-launcher.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** Product CSV export and import: an import answers 202 with a job the console polls. */
const catalogueCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const launch = importLauncher(app);

  serve(app, consoleEndpoints.adminExportProducts, (request, reply) => {
    const admin = memberOf(request);
    return reply
      .headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${admin.tenantCode}-products.csv"`,
      })
      .send(Readable.from(exportCsv(app.db, admin)));
  });

  serve(
    app,
    consoleEndpoints.adminImportProducts,
    { bodyLimit: MAX_IMPORT_BYTES },
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

  serve(app, consoleEndpoints.adminProductImportJob, async (request) => ({
    data: await importJob(app.db, memberOf(request), request.params.jobId),
  }));
};

export default catalogueCsvRoutes;
