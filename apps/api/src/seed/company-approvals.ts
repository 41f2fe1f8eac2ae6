import type { Db } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password-hashing.ts';
import { DEMO_PASSWORD, NORTHWIND } from './demo-accounts.ts';

/**
 * The demo of issue 29's approvals (decision 033), at ACME's customer Northwind: buyer@acme runs
 * the company (customer administrator), requester@acme builds carts that wait for approval and
 * has a monthly limit, approver@acme approves them, and orders over $5,000 need an approval.
 */
export const COMPANY_DEMO = [
  {
    email: 'requester@acme.example',
    firstName: 'Noah',
    lastName: 'Kim',
    phone: '4165550181',
    companyRole: 'requester',
    seesAllOrders: false,
    monthlyLimit: 2000,
  },
  {
    email: 'approver@acme.example',
    firstName: 'Grace',
    lastName: 'Okafor',
    phone: '4165550182',
    companyRole: 'approver',
    seesAllOrders: true,
    monthlyLimit: null,
  },
] as const;

export async function seedCompanyApprovals(db: Db, acmeId: number): Promise<void> {
  const northwind = await db
    .selectFrom('customers')
    .select('id')
    .where('tenant_id', '=', acmeId)
    .where('code', '=', NORTHWIND.code)
    .executeTakeFirstOrThrow();
  const buyer = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'buyer@acme.example')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('memberships')
    .set({ company_role: 'customer_admin' })
    .where('tenant_id', '=', acmeId)
    .where('user_id', '=', buyer.id)
    .execute();
  const hashes = await Promise.all(COMPANY_DEMO.map(() => hashPassword(DEMO_PASSWORD)));
  for (const [index, person] of COMPANY_DEMO.entries()) {
    const user = await db
      .insertInto('users')
      .values({
        email: person.email,
        first_name: person.firstName,
        last_name: person.lastName,
        phone: person.phone,
        password_hash: hashes[index]!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({
        tenant_id: acmeId,
        user_id: user.id,
        role: 'customer',
        status: 'approved',
        customer_id: northwind.id,
        company_role: person.companyRole,
        sees_all_orders: person.seesAllOrders,
        spending_limit: person.monthlyLimit,
        spending_period: person.monthlyLimit === null ? null : 'month',
        registration: JSON.stringify({}),
      })
      .execute();
  }
  await db
    .insertInto('approval_rules')
    .values({
      tenant_id: acmeId,
      customer_id: northwind.id,
      condition: 'total_above',
      threshold: 5000,
      applies_to: ['customer_admin', 'approver', 'buyer'],
      approver_role: 'approver',
    })
    .execute();
}
