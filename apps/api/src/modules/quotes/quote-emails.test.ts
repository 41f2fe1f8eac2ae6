import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { createAdminWorld, useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { createProduct, type CreatedProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { readOutbox } from '../../../test/helpers/outbox.ts';
import { createOfferedQuote } from '../../../test/helpers/quote-fixtures.ts';
import { expireOffers } from './quote-expiry.ts';
import { remindOffers } from './quote-reminder.ts';

/**
 * A quote's e-mails (issue 30 point 6), sent by the outbox's worker: a new request to the
 * administrators, a new offer, a question, a reminder and an expiry to the buyer who asked, an
 * acceptance to the administrators, each in the recipient's language.
 */
describe("quotes' e-mails", () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-quote-emails-'));
  const t = useTestAppWithEnv(() => ({
    OUTBOX_WORKER: true,
    OUTBOX_POLL_MS: 50,
    OUTBOX_DIR: folder,
    PUBLIC_URL: 'https://portal.example',
  }));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  let world: Awaited<ReturnType<typeof createAdminWorld>>;
  let puomId: number;
  let bolt: CreatedProduct;

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    bolt = await createProduct(t.db, world.acme.id, { partNumber: 'BOLT-8' });
    puomId = bolt.puomId;
    for (const [userId, language] of [
      [world.acmeAdmin.id, 'fr'],
      [world.acmeBuyer.id, 'es'],
    ] as const) {
      await t.db
        .updateTable('memberships')
        .set({ language })
        .where('tenant_id', '=', world.acme.id)
        .where('user_id', '=', userId)
        .execute();
    }
  });

  const mailsTo = (email: string, count: number) =>
    vi.waitFor(
      () => {
        const mails = readOutbox(folder).filter((mail) => mail.to === email);
        expect(mails).toHaveLength(count);
        return mails;
      },
      { timeout: 10_000, interval: 50 },
    );

  it('tells the administrators of a request and the buyer of an offer, in their languages', async () => {
    const requested = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.createQuote, { code: 'ACME' }),
      headers: world.acmeBuyer.headers,
      payload: { lines: [{ puom_id: puomId, quantity: 3 }] },
    });
    const quoteId = requested.json<{ data: { id: number } }>().data.id;
    const [toAdmin] = await mailsTo('admin@acme.test', 1);
    expect(toAdmin!.subject).toBe(
      `Acme Industrial: Nouvelle demande de devis ${quoteId} de Alpha Hardware`,
    );
    expect(toAdmin!.text).toContain(`https://portal.example/admin/quotes/${quoteId}`);
    // Another tenant's administrator hears nothing.
    expect(readOutbox(folder).filter((mail) => mail.to === 'admin@boreal.test')).toEqual([]);

    const line = await t.db
      .selectFrom('quote_lines')
      .select('id')
      .where('tenant_id', '=', world.acme.id)
      .where('quote_id', '=', quoteId)
      .executeTakeFirstOrThrow();
    const offer = await t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminSendQuoteOffer, { code: 'ACME', id: quoteId }),
      headers: world.acmeAdmin.headers,
      payload: {
        valid_until: '2099-12-31',
        payment_terms: 'net30',
        lines: [{ quote_line_id: line.id, price: 2 }],
      },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const [toBuyer] = await mailsTo('buyer@acme.test', 1);
    expect(toBuyer!.subject).toBe(`Acme Industrial: Una oferta para su cotización ${quoteId}`);
    expect(toBuyer!.text).toContain('válida hasta el final del 31 de diciembre de 2099');
    expect(toBuyer!.text).toContain(`https://portal.example/quotes/${quoteId}`);
  });

  /** The one e-mail to `email` whose subject is `subject` (waits for the worker to send it). */
  const mailWithSubject = async (email: string, subject: string) => {
    const mails = await vi.waitFor(
      () => {
        const found = readOutbox(folder).filter(
          (mail) => mail.to === email && mail.subject === subject,
        );
        expect(found.length).toBeGreaterThan(0);
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };
  const quoteOf = (options: { validUntil?: Date; sentAt?: Date; requestedOnly?: boolean }) =>
    createOfferedQuote(t.db, {
      tenantId: world.acme.id,
      customerId: world.acmeCustomer.id,
      userId: world.acmeBuyer.id,
      productId: bolt.id,
      puomId: bolt.puomId,
      ...options,
    });

  it("tells the buyer who asked of the staff's question, with the question", async () => {
    const { quoteId } = await quoteOf({ requestedOnly: true });
    const asked = await t.app.inject({
      method: 'POST',
      url: pathTo(consoleEndpoints.adminAskQuoteInformation, { code: 'ACME', id: quoteId }),
      headers: world.acmeAdmin.headers,
      payload: { message: 'Which finish, <zinc> or black?' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await mailWithSubject(
      'buyer@acme.test',
      `Acme Industrial: Una pregunta sobre su cotización ${quoteId}`,
    );
    expect(mail.text).toContain('necesita más información');
    expect(mail.text).toContain('Which finish, <zinc> or black?');
    // The question is the staff's text: escaped in the HTML part, never markup.
    expect(mail.html).toContain('Which finish, &lt;zinc&gt; or black?');
    expect(mail.text).toContain(`https://portal.example/quotes/${quoteId}`);
  });

  it('tells the administrators of an acceptance, naming the order it placed', async () => {
    const { quoteId } = await quoteOf({});
    const accepted = await t.app.inject({
      method: 'POST',
      url: pathTo(memberEndpoints.acceptQuote, { code: 'ACME', quoteId }),
      headers: world.acmeBuyer.headers,
      payload: { version_no: 1, shipping_address_id: world.acmeAddress.id, purchase_order: 'PO-Q' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const order = accepted.json<{ data: { id: number; sale_no: number } }>().data;
    const mail = await mailWithSubject(
      'admin@acme.test',
      `Acme Industrial: Devis ${quoteId} accepté par Alpha Hardware`,
    );
    expect(mail.text).toContain(`la commande ${order.sale_no} a été passée aux prix du devis`);
    expect(mail.text).toContain(`https://portal.example/admin/orders/${order.id}`);
    expect(readOutbox(folder).filter((m) => m.to === 'admin@boreal.test')).toEqual([]);
  });

  it('tells the buyer who asked once that their offer expired', async () => {
    const { quoteId } = await quoteOf({ validUntil: new Date(Date.now() - 60_000) });
    await Promise.all([expireOffers(t.database.db), expireOffers(t.database.db)]);
    const mail = await mailWithSubject(
      'buyer@acme.test',
      `Acme Industrial: Su cotización ${quoteId} ha vencido`,
    );
    expect(mail.text).toContain('Pida una nueva versión con un clic');
    expect(mail.text).toContain(`https://portal.example/quotes/${quoteId}`);
  });

  it('reminds the buyer who asked once, three days before the offer expires', async () => {
    const validUntil = new Date(Date.now() + 2 * 86_400_000);
    const { quoteId } = await quoteOf({
      validUntil,
      sentAt: new Date(Date.now() - 10 * 86_400_000),
    });
    await Promise.all([remindOffers(t.database.db), remindOffers(t.database.db)]);
    const mail = await mailWithSubject(
      'buyer@acme.test',
      `Acme Industrial: Su cotización ${quoteId} vence pronto`,
    );
    expect(mail.text).toContain(
      `La oferta para su cotización ${quoteId} es válida hasta el final del`,
    );
    expect(mail.text).toContain(`https://portal.example/quotes/${quoteId}`);
  });
});
