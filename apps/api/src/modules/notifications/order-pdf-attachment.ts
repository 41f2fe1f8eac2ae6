import type { Language } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mailer/mailer.ts';
import type { OrderDocument } from '../documents/order-document.ts';
import { orderPdfOf } from '../documents/order-pdf.service.ts';
import type { Brand } from '../documents/tenant-brand.ts';

type Attachment = NonNullable<MailMessage['attachments']>[number];

/** The order's PDF in the buyer's language, to go with their confirmation. */
export async function orderPdfAttachment(
  db: Db,
  tenantId: number,
  order: OrderDocument,
  brand: Brand,
  language: Language,
): Promise<Attachment> {
  const pdf = await orderPdfOf(db, tenantId, order, brand, language, 'buyer');
  return { filename: pdf.fileName, content: pdf.content, contentType: 'application/pdf' };
}
