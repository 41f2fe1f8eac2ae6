import type { Language } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import type { OrderScope } from '../../readers/order-reader.ts';
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
 * The PDF of an order of the scope: the tenant's for its staff, a buyer's scope for a buyer (their
 * customer's orders, or only their own: order-reader.ts); anything else is 404, as the order's
 * page answers. No scope (a member who orders for no customer) reaches no order.
 */
export async function findOrderPdf(
  db: Db,
  scope: OrderScope | undefined,
  orderId: number,
  language: Language,
  audience: 'buyer' | 'staff',
): Promise<OrderPdf> {
  if (!scope) throw notFound('orders.notFound');
  const [order, brand] = await Promise.all([
    readOrderDocument(db, scope, orderId),
    readBrand(db, scope.tenantId),
  ]);
  if (!order || !brand) throw notFound('orders.notFound');
  return orderPdfOf(db, scope.tenantId, order, brand, language, audience);
}
