import { expect } from 'vitest';
import type { CompanyRole } from '@portal/contract';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/schema.ts';
import { createProduct, createUom } from './catalogue-fixtures.ts';
import {
  createAddress,
  createCustomer,
  createTenant,
  bearer,
  createUser,
  sessionFor,
  type UserOptions,
} from './fixtures.ts';

/**
 * What order tests need on top of the catalogue fixtures: products with several units of
 * measure (some inactive), tenant settings, and a two-tenant world for the isolation cases.
 */

export interface OrderableProduct {
  partNumber: string;
  description?: string;
  price: number;
  minOrderQty?: number;
  maxOrderQty?: number;
  active?: boolean;
  /** The categories it is filed in. */
  categoryIds?: number[];
  /** More units besides the default 'EA' (cf 1). */
  extraUnits?: { code: string; cf: number; active?: boolean }[];
}

export interface OrderableProductRows {
  id: number;
  defaultPuomId: number;
  /** product_uoms ids by unit code, the default 'EA' included. */
  puoms: Record<string, number>;
}

export async function createOrderableProduct(
  db: Db,
  tenantId: number,
  options: OrderableProduct,
): Promise<OrderableProductRows> {
  const { extraUnits = [], ...productOptions } = options;
  const product = await createProduct(db, tenantId, { ...productOptions, uomCode: 'EA', cf: 1 });
  const puoms: Record<string, number> = { EA: product.puomId };
  for (const unit of extraUnits) {
    const row = await db
      .insertInto('product_uoms')
      .values({
        tenant_id: tenantId,
        product_id: product.id,
        uom_id: await createUom(db, tenantId, unit.code),
        cf: unit.cf,
        active: unit.active ?? true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    puoms[unit.code] = row.id;
  }
  return { id: product.id, defaultPuomId: product.puomId, puoms };
}

export async function setTenantSetting(db: Db, tenantId: number, key: string, value: string) {
  await db
    .insertInto('tenant_settings')
    .values({ tenant_id: tenantId, key, value })
    .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet({ value }))
    .execute();
}

/**
 * Two tenants as the isolation tests need them: ACME with two customers (A, with two shipping
 * addresses and a billing one, and B), a rep and a member with no customer; BOREAL with its own
 * buyer, address and product. Every user has a live session for its tenant.
 */
export async function createOrderWorld(db: Db) {
  const acme = await createTenant(db, 'ACME');
  const boreal = await createTenant(db, 'BOREAL');
  const customerA = await createCustomer(db, acme.id, 'CUST-A', 'Alpha Hardware');
  const customerB = await createCustomer(db, acme.id, 'CUST-B', 'Beta Builders');
  const customerZ = await createCustomer(db, boreal.id, 'CUST-Z', 'Zeta Foods');
  const addressA = await createAddress(db, acme.id, customerA.id, { address: '1 Main Street' });
  const addressA2 = await createAddress(db, acme.id, customerA.id, {
    address: '2 Dock Road',
    address2: 'Unit 4',
  });
  const billingA = await createAddress(db, acme.id, customerA.id, { type: 'B' });
  const addressB = await createAddress(db, acme.id, customerB.id);
  const addressZ = await createAddress(db, boreal.id, customerZ.id);

  const member = async (email: string, tenantId: number, options: Partial<UserOptions> = {}) => {
    const user = await createUser(db, { email, tenantId, ...options });
    return { id: user.id, token: await sessionFor(db, user.id, tenantId) };
  };
  const buyerA = await member('buyer-a@acme.test', acme.id, { customerId: customerA.id });
  const buyerB = await member('buyer-b@acme.test', acme.id, { customerId: customerB.id });
  const rep = await member('rep@acme.test', acme.id, {
    customerId: customerA.id,
    repCode: 'R-7',
    firstName: 'Rita',
    lastName: 'Reyes',
  });
  const noCustomer = await member('staff@acme.test', acme.id, { customerId: null });
  const borealBuyer = await member('buyer@boreal.test', boreal.id, { customerId: customerZ.id });

  const products = {
    bolt: await createOrderableProduct(db, acme.id, {
      partNumber: 'BOLT-8',
      description: 'Hex bolt M8',
      price: 2.5,
      extraUnits: [
        { code: 'BOX', cf: 12 },
        { code: 'OLD', cf: 6, active: false },
      ],
    }),
    washer: await createOrderableProduct(db, acme.id, {
      partNumber: 'WASH-8',
      description: 'Flat washer M8',
      price: 0.1,
    }),
    minSix: await createOrderableProduct(db, acme.id, {
      partNumber: 'NUT-6',
      description: 'Lock nut pack',
      price: 1.2,
      minOrderQty: 6,
    }),
    maxTen: await createOrderableProduct(db, acme.id, {
      partNumber: 'PUMP-1',
      description: 'Water pump',
      price: 199.99,
      maxOrderQty: 10,
    }),
    retired: await createOrderableProduct(db, acme.id, {
      partNumber: 'OLD-1',
      description: 'Retired valve',
      price: 5,
      active: false,
    }),
    priceless: await createOrderableProduct(db, acme.id, {
      partNumber: 'GOLD-1',
      description: 'Gold ingot',
      price: 9_999_999,
    }),
    borealJuice: await createOrderableProduct(db, boreal.id, {
      partNumber: 'JUICE-1',
      description: 'Apple juice',
      price: 3,
    }),
  };

  return {
    acme,
    boreal,
    customerA,
    customerB,
    customerZ,
    addresses: { addressA, addressA2, billingA, addressB, addressZ },
    users: { buyerA, buyerB, rep, noCustomer, borealBuyer },
    products,
  };
}
export type OrderWorld = Awaited<ReturnType<typeof createOrderWorld>>;

/** A valid order body for customer A of ACME, with its lines overridable. */
export function orderBody(
  world: OrderWorld,
  items: { puom_id: number; sale_qty: number; price?: unknown; comment?: string }[],
  header: Record<string, unknown> = {},
) {
  return {
    header: {
      customer_id: world.customerA.id,
      sale_date: '2026-03-15',
      shipping_address_id: world.addresses.addressA.id,
      purchase_order: 'PO-1',
      ...header,
    },
    items,
  };
}

/** Buyer A's order of `quantity` bolts through the API, placed (201): its id and number. */
export async function placeBoltOrder(app: App, world: OrderWorld, quantity = 4) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders/ACME',
    headers: bearer(world.users.buyerA.token),
    payload: orderBody(world, [{ puom_id: world.products.bolt.defaultPuomId, sale_qty: quantity }]),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: number; sale_no: number } }>().data;
}

/** A colleague at a customer of the order world's ACME, signed in: their id and session token. */
export interface Colleague {
  id: number;
  token: string;
}

/**
 * Signs up a colleague of customer A (or `customerId`) at ACME with the company role, named after
 * the e-mail's local part (the approvals' tests read names back).
 */
export async function createColleague(
  db: Db,
  world: OrderWorld,
  email: string,
  companyRole: CompanyRole,
  options: { customerId?: number; seesAllOrders?: boolean } = {},
): Promise<Colleague> {
  const user = await createUser(db, {
    email,
    tenantId: world.acme.id,
    customerId: options.customerId ?? world.customerA.id,
    companyRole,
    ...(options.seesAllOrders === undefined ? {} : { seesAllOrders: options.seesAllOrders }),
    firstName: email.split('@')[0],
    lastName: 'Tester',
  });
  return { id: user.id, token: await sessionFor(db, user.id, world.acme.id) };
}
