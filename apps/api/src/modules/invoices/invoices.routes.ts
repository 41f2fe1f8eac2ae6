import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { memberOf } from '../../core/callers.ts';
import { serve } from '../../lib/endpoint-route.ts';
import { sendPdf } from '../documents/pdf-answer.ts';
import { invoicePdf, invoicesCsv, statementCsv, statementPdf } from './invoice-documents.ts';
import {
  allInvoices,
  buyerLedgerScope,
  listInvoices,
  readBalance,
  readInvoice,
  readStatement,
} from './invoices.service.ts';

/** A CSV file to save, one person's: no shared cache keeps it. */
const csvHeaders = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'private, no-store',
});

/**
 * The buyer's invoices, balance and statement (issue 31 point 3); registered among the member
 * routes (signed-in.routes.ts). Every route starts from buyerLedgerScope: the member's own
 * customer, and only for a member allowed to see its invoices.
 */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, memberEndpoints.invoices, (request) =>
    listInvoices(app.db, buyerLedgerScope(memberOf(request)), request.query),
  );

  serve(app, memberEndpoints.invoicesCsv, async (request, reply) => {
    const member = memberOf(request);
    const rows = await allInvoices(app.db, buyerLedgerScope(member), request.query);
    return reply.headers(csvHeaders(`${member.tenantCode}-invoices.csv`)).send(invoicesCsv(rows));
  });

  serve(app, memberEndpoints.invoice, async (request) => ({
    data: await readInvoice(app.db, buyerLedgerScope(memberOf(request)), request.params.invoiceId),
  }));

  serve(app, memberEndpoints.invoicePdf, async (request, reply) => {
    const scope = buyerLedgerScope(memberOf(request));
    const invoice = await readInvoice(app.db, scope, request.params.invoiceId);
    return sendPdf(reply, await invoicePdf(app.db, scope.tenantId, invoice, request.language));
  });

  serve(app, memberEndpoints.accountBalance, async (request) => ({
    data: await readBalance(app.db, buyerLedgerScope(memberOf(request))),
  }));

  serve(app, memberEndpoints.accountStatement, async (request) => ({
    data: await readStatement(app.db, buyerLedgerScope(memberOf(request)), request.query),
  }));

  serve(app, memberEndpoints.accountStatementPdf, async (request, reply) => {
    const scope = buyerLedgerScope(memberOf(request));
    const statement = await readStatement(app.db, scope, request.query);
    return sendPdf(reply, await statementPdf(app.db, scope.tenantId, statement, request.language));
  });

  serve(app, memberEndpoints.accountStatementCsv, async (request, reply) => {
    const member = memberOf(request);
    const statement = await readStatement(app.db, buyerLedgerScope(member), request.query);
    const { from, to } = request.query;
    return reply
      .headers(csvHeaders(`${member.tenantCode}-statement-${from}-${to}.csv`))
      .send(statementCsv(statement));
  });
};

export default invoiceRoutes;
