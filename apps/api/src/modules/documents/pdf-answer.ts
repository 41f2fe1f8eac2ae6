import type { FastifyReply } from 'fastify';
import { pdfFile } from '@portal/contract';
import { nonJsonAnswer } from '../../lib/non-json-answer.ts';
import type { OrderPdf } from './order-pdf.service.ts';

/** The schema of a route that answers a PDF (the API reference lists it as application/pdf). */
export const pdfAnswer = (description: string) =>
  nonJsonAnswer(pdfFile, ['application/pdf'], description);

/**
 * Sends a PDF to be saved under its name (or shown by the browser). It is one person's order:
 * no shared cache keeps it.
 */
export const sendPdf = (reply: FastifyReply, pdf: OrderPdf) =>
  reply
    .headers({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${pdf.fileName}"`,
      'cache-control': 'private, no-store',
    })
    .send(pdf.content);
