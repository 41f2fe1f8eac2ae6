import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld } from '../../../test/helpers/admin-fixtures.ts';
import { createInvoice } from '../../../test/helpers/invoice-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { remindOverdueInvoices } from './invoice-reminder.ts';

type World = Awaited<ReturnType<typeof createAdminWorld>>;

/**
 * The overdue reminder sweep (issue 31 point 5, decision 041): one translated e-mail per overdue
 * invoice through the outbox, never twice for the same invoice and due date, whichever sweeps run
 * at once; not for an invoice paid, or not yet due in the tenant's time zone.
 */
describe('the overdue invoice reminder', () => {
  const t = useTestApp();
  let world: World;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
  });

  const invoice = (number: string, dueDate: string, total = 100) =>
    createInvoice(t.db, {
      tenantId: world.acme.id,
      customerId: world.acmeCustomer.id,
      number,
      issueDate: '2026-01-01',
      dueDate,
      total,
    });
  const remindersOf = async (invoiceId: number) =>
    (
      await t.db
        .selectFrom('outbox_messages')
        .select(['recipient', 'event', 'payload'])
        .where('tenant_id', '=', world.acme.id)
        .where('kind', '=', 'email')
        .where(({ eb, ref }) => eb(ref('payload', '->>').key('template'), '=', 'invoice_overdue'))
        .execute()
    ).filter((row) => (row.payload as { invoice_id?: number }).invoice_id === invoiceId);

  it('reminds the invoice recipients once, however many sweeps run at once', async () => {
    const late = await invoice('LATE-1', '2026-02-01');
    const now = new Date('2026-02-03T12:00:00Z');
    const swept = await Promise.all([
      remindOverdueInvoices(t.database.db, now),
      remindOverdueInvoices(t.database.db, now),
    ]);
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await remindOverdueInvoices(t.database.db, new Date('2026-03-01T00:00:00Z'))).toBe(0);
    const reminders = await remindersOf(late);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      recipient: 'buyer@acme.test',
      event: 'invoice.overdue',
      payload: { template: 'invoice_overdue', invoice_id: late, language: 'en' },
    });
  });

  it('leaves alone an invoice not yet due, due today, or paid', async () => {
    const later = await invoice('LATER-1', '2026-06-30');
    const today = await invoice('TODAY-1', '2026-05-10');
    const paid = await invoice('PAID-1', '2026-04-01', 50);
    const payment = await t.db
      .insertInto('ledger_entries')
      .values({
        tenant_id: world.acme.id,
        customer_id: world.acmeCustomer.id,
        kind: 'payment',
        entry_date: '2026-03-30',
        amount: -50,
        currency: 'USD',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('ledger_allocations')
      .values({ tenant_id: world.acme.id, entry_id: payment.id, invoice_id: paid, amount: 50 })
      .execute();
    await remindOverdueInvoices(t.database.db, new Date('2026-05-10T12:00:00Z'));
    for (const invoiceId of [later, today, paid]) expect(await remindersOf(invoiceId)).toEqual([]);
    // Its day comes: reminded once.
    await remindOverdueInvoices(t.database.db, new Date('2026-07-01T12:00:00Z'));
    expect(await remindersOf(later)).toHaveLength(1);
    expect(await remindersOf(today)).toHaveLength(1);
    expect(await remindersOf(paid)).toEqual([]);
  });

  it("counts days in the tenant's time zone", async () => {
    const due = await invoice('TZ-1', '2026-08-01');
    await t.db
      .insertInto('tenant_settings')
      .values({ tenant_id: world.acme.id, key: 'time_zone', value: 'Pacific/Auckland' })
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'key']).doUpdateSet({ value: 'Pacific/Auckland' }),
      )
      .execute();
    // 2026-08-01 14:00 UTC is already 2 August in Auckland: overdue there, not in UTC.
    expect(await remindOverdueInvoices(t.database.db, new Date('2026-08-01T14:00:00Z'))).toBe(1);
    expect(await remindersOf(due)).toHaveLength(1);
  });
});
