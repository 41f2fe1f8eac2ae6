import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_IMPORT_BYTES } from '@portal/contract';
import { memberOf } from '../../../core/callers.ts';
import { publishPriceListChanged } from '../../pricing/pricing-changes.ts';
import { importLauncher } from '../catalogue-csv/import-launcher.ts';
import * as csv from './price-list-csv.service.ts';
import { runPriceListImport } from './price-list-import.ts';
import { serve } from '../../../lib/endpoint-route.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/**
 * A list's entries as CSV: the export, and the import with the product import's job, dry run,
 * line errors and progress (decision 006), one import of the tenant at a time.
 */
const priceListCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const launch = importLauncher(app);

  serve(app, consoleEndpoints.adminExportPriceEntries, async (request, reply) => {
    const admin = memberOf(request);
    const { id } = request.params;
    const lines = await csv.exportEntriesCsv(app.db, admin, id);
    return reply
      .headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${admin.tenantCode}-price-list-${id}.csv"`,
      })
      .send(Readable.from(lines));
  });

  serve(
    app,
    consoleEndpoints.adminImportPriceEntries,
    { config: { tenantChange: 'none' }, bodyLimit: MAX_IMPORT_BYTES },
    async (request, reply) => {
      const admin = memberOf(request);
      const { id } = request.params;
      const dryRun = request.query.dry_run;
      const jobId = await csv.startEntriesImport(app.db, admin, id, dryRun);
      launch(
        request,
        { admin, jobId, dryRun },
        (run) => runPriceListImport(run, id, request.body),
        // The job writes after the request has answered: its prices show from now on.
        async () => {
          if (!dryRun) await publishPriceListChanged(app, admin.tenantId, id);
        },
      );
      return reply.code(202).send({ job_id: jobId });
    },
  );

  serve(app, consoleEndpoints.adminPriceImportJob, async (request) => {
    const { id, jobId } = request.params;
    return { data: await csv.entriesImportJob(app.db, memberOf(request), id, jobId) };
  });
};

export default priceListCsvRoutes;
