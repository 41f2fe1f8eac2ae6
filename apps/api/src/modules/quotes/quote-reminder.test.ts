import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminWorld } from '../../../test/helpers/admin-fixtures.ts';
import { createProduct, type CreatedProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createOfferedQuote } from '../../../test/helpers/quote-fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { remindOffers } from './quote-reminder.ts';

type World = Awaited<ReturnType<typeof createAdminWorld>>;

const DAY_MS = 86_400_000;
const fromNow = (ms: number) => new Date(Date.now() + ms);

describe('the reminder three days before an offer expires (issue 30 point 4)', () => {
  const t = useTestApp();
  let world: World;
  let bolt: CreatedProduct;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    bolt = await createProduct(t.db, world.acme.id, { partNumber: 'BOLT-8' });
  });

  const offered = (validUntil: Date, sentAt = fromNow(-10 * DAY_MS)) =>
    createOfferedQuote(t.db, {
      tenantId: world.acme.id,
      customerId: world.acmeCustomer.id,
      userId: world.acmeBuyer.id,
      productId: bolt.id,
      puomId: bolt.puomId,
      validUntil,
      sentAt,
    });
  const remindersOf = (quoteId: number) =>
    t.db
      .selectFrom('outbox_messages')
      .select(['tenant_id', 'recipient', 'event', 'payload'])
      .where('tenant_id', '=', world.acme.id)
      .where('kind', '=', 'email')
      .where(({ eb, ref }) => eb(ref('payload', '->>').key('template'), '=', 'quote_reminder'))
      .execute()
      .then((rows) =>
        rows.filter((row) => (row.payload as { quote_id?: number }).quote_id === quoteId),
      );

  it('reminds the buyer who asked once, however many sweeps run at once', async () => {
    const soon = await offered(fromNow(2 * DAY_MS));
    const swept = await Promise.all([remindOffers(t.database.db), remindOffers(t.database.db)]);
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await remindOffers(t.database.db)).toBe(0);
    const reminders = await remindersOf(soon.quoteId);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      recipient: 'buyer@acme.test',
      event: 'quote.expiring',
      payload: { template: 'quote_reminder', quote_id: soon.quoteId },
    });
  });

  it('leaves alone offers further off, already expired, or sent for less than three days', async () => {
    const later = await offered(fromNow(5 * DAY_MS));
    const passed = await offered(fromNow(-60_000));
    const short = await offered(fromNow(2 * DAY_MS), new Date());
    expect(await remindOffers(t.database.db)).toBe(0);
    for (const { quoteId } of [later, passed, short]) {
      expect(await remindersOf(quoteId)).toEqual([]);
    }
    // The offer further off is reminded when its time comes, once.
    expect(await remindOffers(t.database.db, fromNow(2.5 * DAY_MS))).toBe(1);
    expect(await remindersOf(later.quoteId)).toHaveLength(1);
  });

  it('reminds again for a new version with another instant, not for a decided quote', async () => {
    const extended = await offered(fromNow(2 * DAY_MS));
    expect(await remindOffers(t.database.db)).toBe(1);
    // The staff extend it: a new version, sent long enough before its instant.
    const newInstant = fromNow(2.5 * DAY_MS);
    await t.db
      .insertInto('quote_versions')
      .values({
        tenant_id: world.acme.id,
        quote_id: extended.quoteId,
        version_no: 2,
        valid_until_date: newInstant.toISOString().slice(0, 10),
        valid_until: newInstant,
        payment_terms: 'net30',
        sent_at: fromNow(-DAY_MS),
      })
      .execute();
    await t.db
      .updateTable('quotes')
      .set({ valid_until: newInstant })
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', extended.quoteId)
      .execute();
    const declined = await offered(fromNow(2 * DAY_MS));
    await t.db
      .updateTable('quotes')
      .set({ status: 'declined' })
      .where('tenant_id', '=', world.acme.id)
      .where('id', '=', declined.quoteId)
      .execute();
    expect(await remindOffers(t.database.db)).toBe(1);
    expect(await remindersOf(extended.quoteId)).toHaveLength(2);
    expect(await remindersOf(declined.quoteId)).toEqual([]);
  });
});
