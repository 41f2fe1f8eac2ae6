import type { Language } from '@portal/contract';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn, useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { bearer, registrationBody } from '../../../test/helpers/fixtures.ts';
import {
  createOrderWorld,
  orderBody,
  setTenantSetting,
  type OrderWorld,
} from '../../../test/helpers/order-fixtures.ts';
import { readOutbox } from '../../../test/helpers/outbox.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { READ_ONCE_MS } from './email-handler.ts';

/**
 * The e-mails of issue 13 point 4, sent by the outbox's worker into OUTBOX_DIR: each in its
 * recipient's language, for the events of its tenant only, and status changes only to a buyer
 * who has not turned them off.
 */
describe('e-mails from the outbox', () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-outbox-emails-'));
  const t = useTestAppWithEnv(() => ({
    OUTBOX_WORKER: true,
    OUTBOX_POLL_MS: 50,
    OUTBOX_DIR: folder,
    PUBLIC_URL: 'https://portal.example',
  }));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  let world: OrderWorld;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  const setLanguage = (userId: number, tenantId: number, language: Language) =>
    t.db
      .updateTable('memberships')
      .set({ language })
      .where('user_id', '=', userId)
      .where('tenant_id', '=', tenantId)
      .execute();

  beforeAll(async () => {
    world = await createOrderWorld(t.db);
    admin = await signedIn(t.db, 'admin@acme.test', world.acme.id, { role: 'admin' });
    await signedIn(t.db, 'admin@boreal.test', world.boreal.id, { role: 'admin' });
    await setLanguage(world.users.buyerA.id, world.acme.id, 'es');
    await setLanguage(admin.id, world.acme.id, 'fr');
  });

  const mailsTo = (email: string) => readOutbox(folder).filter((mail) => mail.to === email);
  const waitForMails = (email: string, count: number) =>
    vi.waitFor(
      () => {
        const mails = mailsTo(email);
        expect(mails).toHaveLength(count);
        return mails;
      },
      { timeout: 10_000, interval: 50 },
    );

  const placeOrder = (token: string, payload: ReturnType<typeof orderBody>) =>
    t.app.inject({ method: 'POST', url: '/api/orders/ACME', headers: bearer(token), payload });

  const moveOrder = async (orderId: number, status: string) => {
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/orders/${orderId}/status`,
      headers: admin.headers,
      payload: { status },
    });
    expect(moved.statusCode).toBe(200);
  };

  it('tells the buyer in Spanish and the administrator in French of an order, then of its status, until the buyer turns that off', async () => {
    const placed = await placeOrder(
      world.users.buyerA.token,
      orderBody(world, [{ puom_id: world.products.bolt.defaultPuomId, sale_qty: 4 }]),
    );
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ data: { id: number; sale_no: number } }>().data;

    const [received] = await waitForMails('buyer-a@acme.test', 1);
    expect(received?.subject).toBe(`ACME Inc.: Hemos recibido su pedido ${order.sale_no}`);
    // The lines, the total in Spanish and the link to this very order, read once for both mails.
    expect(received?.text).toContain('- BOLT-8  Hex bolt M8');
    expect(received?.text).toContain('Total: 10,00\u00a0$');
    expect(received?.text).toContain(`https://portal.example/orders/${order.id}`);
    expect(received?.html).toContain(`href="https://portal.example/orders/${order.id}"`);
    expect(received?.attachments).toEqual([]);
    const [told] = await waitForMails('admin@acme.test', 1);
    expect(told?.subject).toBe(`ACME Inc.: Nouvelle commande ${order.sale_no} de Alpha Hardware`);

    await moveOrder(order.id, 'pending');
    const [, status] = await waitForMails('buyer-a@acme.test', 2);
    // The words the buyer's screens use for 'pending'.
    expect(status?.subject).toBe(`ACME Inc.: Pedido ${order.sale_no}: Confirmado, en preparación`);
    expect(status?.text).toContain('https://portal.example/profile');

    const optOut = await t.app.inject({
      method: 'PUT',
      url: '/api/user/ACME/email-preferences',
      headers: bearer(world.users.buyerA.token),
      payload: { language: 'es', order_status_emails: false },
    });
    expect(optOut.statusCode).toBe(200);
    await moveOrder(order.id, 'processed');
    await t.app.outbox.worker?.runUntilIdle();
    expect(mailsTo('buyer-a@acme.test')).toHaveLength(2);
    // Nobody else of ACME heard, nor anyone of BOREAL.
    expect(mailsTo('buyer-b@acme.test')).toEqual([]);
    expect(mailsTo('rep@acme.test')).toEqual([]);
    expect(mailsTo('admin@boreal.test')).toEqual([]);
  });

  it('tells the administrators of a registration, and the visitor of the decision in their language', async () => {
    const register = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'accept-language': 'fr' },
        payload: registrationBody({
          manufacturerCode: 'ACME',
          email,
          firstName: 'Anne',
          lastName: 'Roy',
        }),
      });
    expect((await register('anne@example.com')).statusCode).toBe(201);
    expect((await register('remi@example.com')).statusCode).toBe(201);
    const told = (await waitForMails('admin@acme.test', 3)).slice(1);
    expect(told.map((mail) => mail.subject)).toEqual([
      'ACME Inc.: Nouvelle inscription : Anne Roy',
      'ACME Inc.: Nouvelle inscription : Anne Roy',
    ]);
    expect(told.map((mail) => /\((\S+@example\.com)\)/.exec(mail.text)?.[1]).sort()).toEqual([
      'anne@example.com',
      'remi@example.com',
    ]);

    const idOf = async (email: string) =>
      (
        await t.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/registrations/${await idOf('anne@example.com')}/approve`,
      headers: admin.headers,
      payload: { customer_id: world.customerA.id },
    });
    expect(approved.statusCode).toBe(200);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/registrations/${await idOf('remi@example.com')}/reject`,
      headers: admin.headers,
      payload: { reason: 'Nous ne livrons pas votre région.' },
    });
    expect(rejected.statusCode).toBe(200);

    const [welcome] = await waitForMails('anne@example.com', 1);
    expect(welcome?.subject).toBe('ACME Inc.: Votre compte chez ACME Inc. est approuvé');
    const [refusal] = await waitForMails('remi@example.com', 1);
    expect(refusal?.subject).toBe('ACME Inc.: Votre inscription chez ACME Inc.');
    expect(refusal?.text).toContain('Leur note : Nous ne livrons pas votre région.');
    expect(mailsTo('admin@boreal.test')).toEqual([]);
  });

  it('sends an e-mail sent again (its instance died before recording it) with the same Message-ID', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registrationBody({ manufacturerCode: 'BOREAL', email: 'twice@example.com' }),
    });
    expect(registered.statusCode).toBe(201);
    const [first] = await waitForMails('admin@boreal.test', 1);
    const row = await t.db
      .selectFrom('outbox_messages')
      .select(['tenant_id', 'id', 'message_id'])
      .where('recipient', '=', 'admin@boreal.test')
      .executeTakeFirstOrThrow();
    expect(first?.messageId).toBe(`<${row.message_id}@portal.example>`);
    // The attempt is recorded after the send: wait for it, or it would overwrite what follows.
    await expect
      .poll(
        async () =>
          (
            await t.db
              .selectFrom('outbox_messages')
              .select('status')
              .where('tenant_id', '=', row.tenant_id)
              .where('id', '=', row.id)
              .executeTakeFirstOrThrow()
          ).status,
        { timeout: 10_000 },
      )
      .toBe('delivered');

    // What a kill between the send and its record leaves: the message due again.
    await t.db
      .updateTable('outbox_messages')
      .set({ status: 'pending', next_attempt_at: new Date(0), delivered_at: null })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute();
    t.app.outbox.nudge();
    const [again, copy] = await waitForMails('admin@boreal.test', 2);
    expect(copy?.messageId).toBe(again?.messageId);
    expect(copy?.file).not.toBe(again?.file);
  });

  it('sends the order PDF with the confirmation and from the tenant address, when the tenant chose them', async () => {
    await setTenantSetting(t.db, world.acme.id, 'order_pdf_attachment', '1');
    await setTenantSetting(t.db, world.acme.id, 'mail_from', 'orders@acme.example');
    // The e-mails of an event share the tenant's brand for READ_ONCE_MS: past it, it is read anew.
    await new Promise((resolve) => setTimeout(resolve, READ_ONCE_MS + 100));
    const placed = await placeOrder(
      world.users.buyerB.token,
      orderBody(world, [{ puom_id: world.products.washer.defaultPuomId, sale_qty: 3 }], {
        customer_id: world.customerB.id,
        shipping_address_id: world.addresses.addressB.id,
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const [mail] = await waitForMails('buyer-b@acme.test', 1);
    expect(mail?.from).toBe('"ACME Inc." <orders@acme.example>');
    expect(mail?.text).toContain('The order is attached as a PDF.');
    expect(mail?.attachments).toHaveLength(1);
    const [pdf] = mail?.attachments ?? [];
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toMatch(/^ACME-order-\d+\.pdf$/);
    expect(await pdfText(pdf!.content)).toContain('WASH-8');
    // Only the buyer's confirmation carries it; the administrators are told without it.
    const told = mailsTo('admin@acme.test').at(-1);
    expect(told?.attachments).toEqual([]);
  });

  it("writes an event's e-mail once per language: each administrator's copy shares its encoded body", async () => {
    const second = await signedIn(t.db, 'admin-2@acme.test', world.acme.id, { role: 'admin' });
    await setLanguage(second.id, world.acme.id, 'fr');
    const placed = await placeOrder(
      world.users.buyerA.token,
      orderBody(world, [{ puom_id: world.products.bolt.defaultPuomId, sale_qty: 6 }]),
    );
    expect(placed.statusCode).toBe(201);
    const { sale_no } = placed.json<{ data: { sale_no: number } }>().data;
    const [copy] = await waitForMails('admin-2@acme.test', 1);
    const first = mailsTo('admin@acme.test').find((mail) => mail.subject === copy?.subject);
    expect(copy?.subject).toBe(`ACME Inc.: Nouvelle commande ${sale_no} de Alpha Hardware`);
    // What follows the headers (its MIME boundary is drawn at random when it is encoded) is
    // byte for byte the same: encoded once for both, each copy with its own address and id.
    const body = (file: string) => {
      const raw = readFileSync(file, 'utf8');
      return raw.slice(raw.indexOf('\r\nContent-Type:'));
    };
    expect(first?.messageId).not.toBe(copy?.messageId);
    expect(body(copy!.file)).toBe(body(first!.file));
  });
});
