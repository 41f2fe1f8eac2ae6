import type { z } from 'zod';
import type {
  approveRegistrationRequest,
  Registration,
  RegistrationDetails,
  RegistrationList,
  RegistrationStatus,
} from '@portal/contract';
import { AppError, fieldError, notFound } from '../../../lib/app-error.ts';
import type { Member } from '../../../core/callers.ts';
import { enqueueRejectionEmail } from '../../notifications/email-fan-out.ts';
import { enqueue } from '../../events/enqueue-event.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { adminPage, fullName, iso, isoOrNull, pageOf } from '../common/admin-common.ts';
import type { Db, Trx } from '../../../db/schema.ts';
import { consoleCustomer } from '../../../readers/customer-reader.ts';
import { insertAddress } from '../customers/addresses.service.ts';
import { guardCustomerCode, insertCustomer } from '../customers/customers.service.ts';
import * as repo from './registrations.repository.ts';
import { shippingAddressFromRegistration } from './registration-address.ts';

type ApproveInput = z.output<typeof approveRegistrationRequest>;

const DETAIL_KEYS = [
  'company',
  'address',
  'address2',
  'address3',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'webAddress',
] as const;

/** Only the known text fields of the jsonb column reach the answer. */
function detailsOf(value: unknown): RegistrationDetails {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const details: RegistrationDetails = {};
  for (const key of DETAIL_KEYS) {
    const text = source[key];
    if (typeof text === 'string') details[key] = text;
  }
  return details;
}

function toRegistration(row: repo.RegistrationRow): Registration {
  return {
    user_id: row.user_id,
    name: fullName(row.first_name, row.last_name),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    registration: detailsOf(row.registration),
    customer:
      row.customer_id === null
        ? null
        : { id: row.customer_id, code: row.customer_code ?? '', name: row.customer_name ?? '' },
    decision_note: row.decision_note,
    created_at: iso(row.created_at),
    decided_at: isoOrNull(row.decided_at),
  };
}

export async function listRegistrations(
  db: Db,
  admin: Member,
  query: { status: RegistrationStatus; page: number },
): Promise<RegistrationList> {
  const { rows, total } = await repo.listRegistrations(db, admin.tenantId, {
    status: query.status,
    ...adminPage(query.page),
  });
  return pageOf(rows.map(toRegistration), total, query.page);
}

/** The pending registration, locked; anything decided already is a conflict. */
async function lockPending(trx: Trx, admin: Member, userId: number) {
  const current = await repo.lockRegistrationStatus(trx, admin.tenantId, userId);
  if (!current) throw notFound('admin.registrationNotFound');
  if (current.status !== 'pending') throw new AppError(409, 'admin.notPending');
  return current;
}

async function readRegistration(db: Db, admin: Member, userId: number) {
  const row = await repo.findRegistration(db, admin.tenantId, userId);
  if (!row) throw notFound('admin.registrationNotFound');
  return row;
}

/** A new customer from the registration, with its shipping address when one was given. */
async function customerFromRegistration(
  trx: Db,
  admin: Member,
  registration: repo.RegistrationRow,
  customer: { code: string; name: string },
): Promise<number> {
  const details = detailsOf(registration.registration);
  const created = await insertCustomer(
    trx,
    admin,
    {
      code: customer.code,
      name: customer.name,
      email: registration.email,
      mobile_phone: details.phone || registration.phone,
    },
    'create_customer.code',
  );
  const address = shippingAddressFromRegistration(details);
  if (address) await insertAddress(trx, admin, created.id, address);
  return created.id;
}

export async function approveRegistration(
  db: Db,
  admin: Member,
  userId: number,
  input: ApproveInput,
): Promise<Registration> {
  await guardCustomerCode('create_customer.code', () =>
    db.transaction().execute(async (trx) => {
      await lockPending(trx, admin, userId);
      const registration = await readRegistration(trx, admin, userId);
      let customerId: number;
      if (input.create_customer) {
        customerId = await customerFromRegistration(
          trx,
          admin,
          registration,
          input.create_customer,
        );
      } else {
        const existing = await consoleCustomer(trx, admin.tenantId, input.customer_id ?? 0);
        if (!existing) throw fieldError('customer_id', 'admin.customerNotFound');
        customerId = existing.id;
      }
      await repo.decideRegistration(trx, admin.tenantId, userId, {
        status: 'approved',
        customerId,
        note: null,
      });
      await recordAudit(trx, {
        tenantId: admin.tenantId,
        actorUserId: admin.userId,
        action: 'registration.approve',
        entity: 'membership',
        entityId: userId,
        before: { status: 'pending', customer_id: registration.customer_id },
        after: { status: 'approved', customer_id: customerId },
      });
      const customer = await consoleCustomer(trx, admin.tenantId, customerId);
      await enqueue(trx, admin.tenantId, 'customer.approved', {
        user_id: userId,
        email: registration.email,
        customer: { id: customerId, code: customer?.code ?? '', name: customer?.name ?? '' },
        approved_by_user_id: admin.userId,
      });
    }),
  );
  return toRegistration(await readRegistration(db, admin, userId));
}

export async function rejectRegistration(
  db: Db,
  admin: Member,
  userId: number,
  reason: string,
): Promise<Registration> {
  await db.transaction().execute(async (trx) => {
    const current = await lockPending(trx, admin, userId);
    await repo.decideRegistration(trx, admin.tenantId, userId, {
      status: 'rejected',
      customerId: current.customer_id,
      note: reason,
    });
    await recordAudit(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      action: 'registration.reject',
      entity: 'membership',
      entityId: userId,
      before: { status: 'pending' },
      after: { status: 'rejected', decision_note: reason },
    });
    await enqueueRejectionEmail(trx, admin.tenantId, userId);
  });
  return toRegistration(await readRegistration(db, admin, userId));
}
