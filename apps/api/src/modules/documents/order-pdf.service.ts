import type { Language } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { readEmbeddableLogo } from './brand-logo.ts';
import { readOrderDocument, type OrderDocument } from './order-document.ts';
import { orderPdfFileName, renderOrderPdf } from './order-pdf.ts';
import { readBrand, type Brand } from './tenant-brand.ts';

export interface OrderPdf {
  fileName: string;
  content: Buffer;
}

/** The PDF of an order already read, for its tenant's brand. */
export async function orderPdfOf(
  db: Db,
  tenantId: number,
  order: OrderDocument,
  brand: Brand,
  language: Language,
  audience: 'buyer' | 'staff',
): Promise<OrderPdf> {
  const logo = await readEmbeddableLogo(db, tenantId, brand);
  const content = await renderOrderPdf({ order, brand, language, audience, logo });
  return { fileName: orderPdfFileName(brand, order), content };
}

/**
 * The PDF of an order of the tenant, and of the customer when one is named (a buyer sees only
 * their own customer's orders; anything else is 404, as the order's page answers).
 */
export async function findOrderPdf(
  db: Db,
  scope: { tenantId: number; customerId?: number | null },
  orderId: number,
  language: Language,
  audience: 'buyer' | 'staff',
): Promise<OrderPdf> {
  if (scope.customerId === null) throw notFound('orders.notFound');
  const [order, brand] = await Promise.all([
    readOrderDocument(db, scope.tenantId, orderId, scope.customerId),
    readBrand(db, scope.tenantId),
  ]);
  if (!order || !brand) throw notFound('orders.notFound');
  return orderPdfOf(db, scope.tenantId, order, brand, language, audience);
}
