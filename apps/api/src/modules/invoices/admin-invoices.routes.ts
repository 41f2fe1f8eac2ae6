import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import { memberOf } from '../../core/callers.ts';
import { serve } from '../../lib/endpoint-route.ts';
import { KEYED_BY_USER } from '../idempotency/callers.ts';
import { sendPdf } from '../documents/pdf-answer.ts';
import { invoicePdf } from './invoice-documents.ts';
import {
  consoleCustomerScope,
  consoleInvoice,
  createInvoiceFromOrder,
  createInvoiceFromShipment,
  listInvoices,
  readLedger,
  recordCredit,
} from './invoices.service.ts';

/**
 * A customer's invoices and ledger in the console (issue 31 point 2): list, create an invoice
 * from an order's lines, record a payment or credit note, read the ledger. The writes take an
 * Idempotency-Key (decision 021): a double click records one payment.
 */
const adminInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, consoleEndpoints.adminCustomerInvoices, async (request) => {
    const admin = memberOf(request);
    const scope = await consoleCustomerScope(app.db, admin, request.params.id);
    return listInvoices(app.db, scope, request.query);
  });

  serve(
    app,
    consoleEndpoints.adminCreateInvoice,
    { config: { idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const admin = memberOf(request);
      const data = await createInvoiceFromOrder(app.db, admin, request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(
    app,
    consoleEndpoints.adminCreateInvoiceFromShipment,
    { config: { idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const admin = memberOf(request);
      const { id, shipmentId } = request.params;
      const data = await createInvoiceFromShipment(app.db, admin, id, shipmentId, request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(app, consoleEndpoints.adminCustomerLedger, async (request) => {
    const admin = memberOf(request);
    const scope = await consoleCustomerScope(app.db, admin, request.params.id);
    return readLedger(app.db, scope, request.query.page);
  });

  serve(
    app,
    consoleEndpoints.adminRecordLedgerCredit,
    { config: { idempotency: KEYED_BY_USER } },
    async (request, reply) => {
      const admin = memberOf(request);
      const data = await recordCredit(app.db, admin, request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  serve(app, consoleEndpoints.adminInvoice, async (request) => ({
    data: await consoleInvoice(app.db, memberOf(request).tenantId, request.params.id),
  }));

  serve(app, consoleEndpoints.adminInvoicePdf, async (request, reply) => {
    const { tenantId } = memberOf(request);
    const invoice = await consoleInvoice(app.db, tenantId, request.params.id);
    return sendPdf(reply, await invoicePdf(app.db, tenantId, invoice, request.language));
  });
};

export default adminInvoiceRoutes;
