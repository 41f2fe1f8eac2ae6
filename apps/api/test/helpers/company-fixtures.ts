import type { Db } from '../../src/db/schema.ts';
import { signedIn } from './admin-fixtures.ts';
import { createCustomer, createTenant } from './fixtures.ts';

/**
 * What the Company area's tests need (issue 29, decision 034): at ACME, customer Northwind with
 * its administrator, a buyer, an approver and a requester, and customer Southwind with its own
 * administrator and buyer; ACME's staff; at BOREAL, a buyer. Every one has a live session.
 */
export async function createCompanyWorld(db: Db) {
  const acme = await createTenant(db, 'ACME', 'Acme Industrial');
  const boreal = await createTenant(db, 'BOREAL', 'Boreal Foods');
  const northwind = await createCustomer(db, acme.id, 'NW', 'Northwind');
  const southwind = await createCustomer(db, acme.id, 'SW', 'Southwind');
  const zeta = await createCustomer(db, boreal.id, 'ZT', 'Zeta Foods');
  const at = (customerId: number) => ({ customerId });
  const people = {
    nwAdmin: await signedIn(db, 'alice@northwind.test', acme.id, {
      ...at(northwind.id),
      companyRole: 'customer_admin',
      firstName: 'Alice',
      lastName: 'Admin',
    }),
    nwBuyer: await signedIn(db, 'bob@northwind.test', acme.id, {
      ...at(northwind.id),
      firstName: 'Bob',
      lastName: 'Buyer',
    }),
    nwApprover: await signedIn(db, 'carol@northwind.test', acme.id, {
      ...at(northwind.id),
      companyRole: 'approver',
      firstName: 'Carol',
      lastName: 'Approver',
    }),
    nwSecondAdmin: await signedIn(db, 'erin@northwind.test', acme.id, {
      ...at(northwind.id),
      companyRole: 'customer_admin',
      firstName: 'Erin',
      lastName: 'Second',
    }),
    swAdmin: await signedIn(db, 'dave@southwind.test', acme.id, {
      ...at(southwind.id),
      companyRole: 'customer_admin',
      firstName: 'Dave',
      lastName: 'South',
    }),
    swBuyer: await signedIn(db, 'sam@southwind.test', acme.id, at(southwind.id)),
    acmeStaff: await signedIn(db, 'staff@acme.test', acme.id, { role: 'admin' }),
    borealBuyer: await signedIn(db, 'zoe@zeta.test', boreal.id, {
      ...at(zeta.id),
      companyRole: 'customer_admin',
    }),
  };
  return { acme, boreal, northwind, southwind, zeta, ...people };
}
export type CompanyWorld = Awaited<ReturnType<typeof createCompanyWorld>>;
