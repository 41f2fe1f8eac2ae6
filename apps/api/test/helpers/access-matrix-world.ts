import type { Db } from '../../src/db/schema.ts';
import { createAdminWorld, createRegistration, signedIn } from './admin-fixtures.ts';
import { createCategory, createProduct, createUom } from './catalogue-fixtures.ts';
import { createAddress, createCustomer, createUser, type UserOptions } from './fixtures.ts';
import { addTiers, assignPriceList, createPriceList } from './price-list-fixtures.ts';
import { TINY_PNG } from './multipart.ts';
import { API_KEY_SCOPES, type ApiKeyScope } from '@portal/contract';
import { createApiKey } from './api-key-fixtures.ts';
import { createOfferedQuote } from './quote-fixtures.ts';
import { createInvoice } from './invoice-fixtures.ts';

/**
 * The records one caller may name in a route: a tenant's, and within it one customer's (its
 * address and order). The access matrix calls every route with its own records, another
 * tenant's and another customer's.
 */
export interface Records {
  code: string;
  customerId: number;
  addressId: number;
  orderId: number;
  productId: number;
  puomId: number;
  uomId: number;
  categoryId: number;
  /** A pending registration. */
  registrationUserId: number;
  /** An approved member (a buyer). */
  memberUserId: number;
  passwordResetId: number;
  importJobId: number;
  mediaId: number;
  /** A price list with one tier of the product (issue 11), and an import job of its entries. */
  priceListId: number;
  priceListImportJobId: number;
  /** A saved list of the customer with a line, and another list and line that may be deleted. */
  savedListId: number;
  savedListLineId: number;
  spareSavedListId: number;
  spareSavedListLineId: number;
  /** A webhook endpoint with a delivery, and another endpoint that may be deleted. */
  webhookEndpointId: number;
  webhookDeliveryId: number;
  spareWebhookEndpointId: number;
  /** An API key the console may revoke (not the one the matrix calls the integration API with). */
  apiKeyId: number;
  /** An open invitation of a colleague into the customer (issue 29, decision 034). */
  invitationId: number;
  /** An offered quote of the customer (issue 30) and its one line. */
  quoteId: number;
  quoteLineId: number;
  /** An approval rule of the customer, and another that may be deleted (decision 033). */
  approvalRuleId: number;
  spareApprovalRuleId: number;
  /** Another the console may delete (decision 042). */
  consoleSpareApprovalRuleId: number;
  /** A synonym group of the tenant (issue 32), and another that may be deleted. */
  searchSynonymId: number;
  spareSearchSynonymId: number;
  /** An invoice of the customer in its ledger (issue 31). */
  invoiceId: number;
  /** A shipment of the order, without lines (the owner's invoice of it is a 422). */
  shipmentId: number;
  /** A product attribute of the tenant (decision 040), and another that may be deleted. */
  attributeId: number;
  spareAttributeId: number;
  /** A requested return of the customer's order, with one photo (issue 31 point 4). */
  returnId: number;
  returnPhotoId: number;
}

async function productAttributes(db: Db, tenantId: number) {
  const attribute = async (name: string) =>
    (
      await db
        .insertInto('product_attributes')
        .values({ tenant_id: tenantId, kind: 'yes_no', name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { attributeId: await attribute('Plated'), spareAttributeId: await attribute('Kosher') };
}

/** A requested return of the order, with a photo (the matrix's orders have no lines to hold). */
async function orderReturn(db: Db, tenantId: number, customerId: number, orderId: number) {
  const { id } = await db
    .insertInto('returns')
    .values({
      tenant_id: tenantId,
      order_id: orderId,
      customer_id: customerId,
      reason: 'damaged',
      comment: null,
      requested_by_user_id: null,
      currency: 'USD',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const photo = await db
    .insertInto('return_photos')
    .values({ tenant_id: tenantId, return_id: id, content_type: 'image/png', data: TINY_PNG })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { returnId: id, returnPhotoId: photo.id };
}

async function searchSynonyms(db: Db, tenantId: number) {
  const group = async (words: string[]) =>
    (
      await db
        .insertInto('search_synonyms')
        .values({ tenant_id: tenantId, words })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    searchSynonymId: await group(['ss', 'stainless']),
    spareSearchSynonymId: await group(['tornillo', 'perno']),
  };
}

async function approvalRules(db: Db, tenantId: number, customerId: number) {
  const rule = async (threshold: number) =>
    (
      await db
        .insertInto('approval_rules')
        .values({
          tenant_id: tenantId,
          customer_id: customerId,
          condition: 'total_above',
          threshold,
          applies_to: ['buyer'],
          approver_role: 'approver',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // Far above any order the matrix places, so that its orders stay the manufacturer's drafts.
  return {
    approvalRuleId: await rule(1_000_000),
    spareApprovalRuleId: await rule(2_000_000),
    consoleSpareApprovalRuleId: await rule(3_000_000),
  };
}

async function insertOrder(db: Db, tenantId: number, customerId: number, addressId: number) {
  const row = await db
    .insertInto('orders')
    .values({
      tenant_id: tenantId,
      sale_no: customerId,
      customer_id: customerId,
      status: 'pending',
      sale_date: '2026-03-15',
      delivery_method: 'delivery',
      payment_option: 'net30',
      shipping_address_id: addressId,
      shipping_address: '1 Main Street',
      total: 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An order of the customer and a shipment of it (issue 31), for the invoice of a shipment. */
async function orderAndShipment(db: Db, tenantId: number, customerId: number, addressId: number) {
  const orderId = await insertOrder(db, tenantId, customerId, addressId);
  const shipment = await db
    .insertInto('shipments')
    .values({ tenant_id: tenantId, order_id: orderId, carrier: 'ups', shipped_date: '2026-03-20' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { orderId, shipmentId: shipment.id };
}

/** Two saved lists of a customer (issue 12), the first with two lines of the product. */
async function savedLists(
  db: Db,
  tenantId: number,
  customerId: number,
  productId: number,
  userId: number,
) {
  const list = async (name: string) =>
    (
      await db
        .insertInto('saved_lists')
        .values({ tenant_id: tenantId, customer_id: customerId, name, created_by_user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const savedListId = await list('Matrix weekly');
  const spareSavedListId = await list('Matrix spare');
  const line = async (listId: number) =>
    (
      await db
        .insertInto('saved_list_lines')
        .values({
          tenant_id: tenantId,
          list_id: listId,
          product_id: productId,
          quantity: 2,
          added_by_user_id: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const spare = await createProduct(db, tenantId, { partNumber: `SPARE-${customerId}` });
  const spareLine = await db
    .insertInto('saved_list_lines')
    .values({
      tenant_id: tenantId,
      list_id: savedListId,
      product_id: spare.id,
      quantity: 1,
      added_by_user_id: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    savedListId,
    savedListLineId: await line(savedListId),
    spareSavedListId,
    spareSavedListLineId: spareLine.id,
  };
}

/** A webhook endpoint of the tenant with one delivered message, and a spare endpoint. */
async function webhooks(db: Db, tenantId: number) {
  const endpoint = (url: string) =>
    db
      .insertInto('webhook_endpoints')
      .values({ tenant_id: tenantId, url, events: ['order.created'], secret: 'whsec_AAAA' })
      .returning('id')
      .executeTakeFirstOrThrow();
  const main = await endpoint('https://93.184.215.14/hooks');
  const spare = await endpoint('https://93.184.215.14/spare');
  const delivery = await db
    .insertInto('outbox_messages')
    .values({
      tenant_id: tenantId,
      kind: 'webhook',
      event: 'order.created',
      message_id: `msg_matrix_${tenantId}`,
      endpoint_id: main.id,
      payload: JSON.stringify({ order_id: 1 }),
      status: 'delivered',
      next_attempt_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    webhookEndpointId: main.id,
    webhookDeliveryId: delivery.id,
    spareWebhookEndpointId: spare.id,
  };
}

/** An open invitation into a customer, as a customer administrator sends it. */
const invitationOf = (tenantId: number, customerId: number) => ({
  tenant_id: tenantId,
  customer_id: customerId,
  email: `invited-${customerId}@matrix.test`,
  company_role: 'buyer' as const,
  sees_all_orders: false,
  language: 'en' as const,
  token_hash: `matrix-${tenantId}-${customerId}`,
  expires_at: new Date(Date.now() + 86_400_000),
  invited_by_user_id: null,
});
/** An offered quote of a customer for the product. */
async function quote(
  db: Db,
  tenantId: number,
  customerId: number,
  userId: number,
  product: { id: number; puomId: number },
) {
  const created = await createOfferedQuote(db, {
    tenantId,
    customerId,
    userId,
    productId: product.id,
    puomId: product.puomId,
  });
  return { quoteId: created.quoteId, quoteLineId: created.quoteLineId };
}

/** A tenant's catalogue, registration, reset request, import job and media, for one customer. */
async function tenantRecords(
  db: Db,
  tenant: { id: number; code: string },
  customer: { customerId: number; addressId: number; memberUserId: number },
) {
  const product = await createProduct(db, tenant.id, { partNumber: `${tenant.code}-1` });
  const registration = await createRegistration(db, tenant.id, `pending@${tenant.code}.test`);
  const passwordReset = await db
    .insertInto('password_reset_requests')
    .values({ tenant_id: tenant.id, user_id: customer.memberUserId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const importJob = await db
    .insertInto('import_jobs')
    .values({ tenant_id: tenant.id, dry_run: true, status: 'done' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const priceListId = await createPriceList(db, tenant.id, `${tenant.code} list`);
  await addTiers(db, tenant.id, priceListId, [
    { productId: product.id, uomId: product.uomId, minQty: 1, unitPrice: 5 },
  ]);
  const priceListImportJob = await db
    .insertInto('import_jobs')
    .values({
      tenant_id: tenant.id,
      dry_run: true,
      status: 'done',
      kind: 'price_list_entries',
      price_list_id: priceListId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invitation = await db
    .insertInto('colleague_invitations')
    .values(invitationOf(tenant.id, customer.customerId))
    .returning('id')
    .executeTakeFirstOrThrow();
  const media = await db
    .insertInto('media')
    .values({ tenant_id: tenant.id, content_type: 'image/png', data: TINY_PNG })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ordered = await orderAndShipment(db, tenant.id, customer.customerId, customer.addressId);
  return {
    code: tenant.code,
    ...customer,
    ...ordered,
    ...(await orderReturn(db, tenant.id, customer.customerId, ordered.orderId)),
    productId: product.id,
    puomId: product.puomId,
    uomId: await createUom(db, tenant.id, 'KG'),
    categoryId: await createCategory(db, tenant.id, `${tenant.code} tools`),
    registrationUserId: registration.id,
    passwordResetId: passwordReset.id,
    importJobId: importJob.id,
    mediaId: media.id,
    priceListId,
    priceListImportJobId: priceListImportJob.id,
    apiKeyId: (await createApiKey(db, tenant.id, `${tenant.code} spare key`)).id,
    invitationId: invitation.id,
    ...(await savedLists(db, tenant.id, customer.customerId, product.id, customer.memberUserId)),
    ...(await webhooks(db, tenant.id)),
    ...(await searchSynonyms(db, tenant.id)),
    ...(await productAttributes(db, tenant.id)),
    ...(await quote(db, tenant.id, customer.customerId, customer.memberUserId, product)),
    ...(await approvalRules(db, tenant.id, customer.customerId)),
    invoiceId: await createInvoice(db, {
      tenantId: tenant.id,
      customerId: customer.customerId,
      number: `INV-${tenant.code}-${customer.customerId}`,
    }),
  } satisfies Records;
}

/**
 * ACME (customers A and B, a buyer of each, an administrator) and BOREAL (customer Z, its buyer,
 * an administrator), each with every kind of record a route names.
 */
export async function createAccessMatrixWorld(db: Db) {
  const world = await createAdminWorld(db);
  const customerB = await createCustomer(db, world.acme.id, 'CUST-B', 'Beta Builders');
  const addressB = await createAddress(db, world.acme.id, customerB.id);
  const buyerB = await signedIn(db, 'buyer-b@acme.test', world.acme.id, {
    customerId: customerB.id,
  } satisfies Partial<UserOptions>);
  // A second buyer of A: the member the console's member routes change.
  const colleague = await createUser(db, {
    email: 'colleague@acme.test',
    tenantId: world.acme.id,
    customerId: world.acmeCustomer.id,
  });

  const acme = await tenantRecords(db, world.acme, {
    customerId: world.acmeCustomer.id,
    addressId: world.acmeAddress.id,
    memberUserId: colleague.id,
  });
  const boreal = await tenantRecords(db, world.boreal, {
    customerId: world.borealCustomer.id,
    addressId: world.borealAddress.id,
    memberUserId: world.borealBuyer.id,
  });
  // A list in use stays, whatever order the routes are called in (a deletion is refused).
  await assignPriceList(db, world.acme.id, customerB.id, acme.priceListId);
  // ACME's buyer of A runs their company (issue 29): the Company routes are theirs to call.
  await db
    .updateTable('memberships')
    .set({ company_role: 'customer_admin' })
    .where('tenant_id', '=', world.acme.id)
    .where('user_id', '=', world.acmeBuyer.id)
    .execute();
  const orderedB = await orderAndShipment(db, world.acme.id, customerB.id, addressB.id);
  const acmeCustomerB: Records = {
    ...acme,
    customerId: customerB.id,
    addressId: addressB.id,
    memberUserId: buyerB.id,
    invitationId: (
      await db
        .insertInto('colleague_invitations')
        .values(invitationOf(world.acme.id, customerB.id))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
    ...orderedB,
    ...(await orderReturn(db, world.acme.id, customerB.id, orderedB.orderId)),
    ...(await savedLists(db, world.acme.id, customerB.id, acme.productId, buyerB.id)),
    ...(await quote(db, world.acme.id, customerB.id, buyerB.id, {
      id: acme.productId,
      puomId: acme.puomId,
    })),
    ...(await approvalRules(db, world.acme.id, customerB.id)),
    invoiceId: await createInvoice(db, {
      tenantId: world.acme.id,
      customerId: customerB.id,
      number: `INV-B-${customerB.id}`,
    }),
  };
  // ACME's system: a key with every scope, and for each scope a key with all the others.
  const acmeKey = await createApiKey(db, world.acme.id, 'Matrix ERP');
  const acmeKeyWithout = {} as Record<ApiKeyScope, Record<string, string>>;
  for (const scope of API_KEY_SCOPES) {
    const others = API_KEY_SCOPES.filter((other) => other !== scope);
    acmeKeyWithout[scope] = (await createApiKey(db, world.acme.id, `No ${scope}`, others)).headers;
  }
  return {
    ...world,
    buyerB,
    acmeKey,
    acmeKeyWithout,
    records: { acme, boreal, acmeCustomerB },
  };
}
export type AccessMatrixWorld = Awaited<ReturnType<typeof createAccessMatrixWorld>>;
