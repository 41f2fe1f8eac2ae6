import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as consoleEndpoints from '@portal/contract/endpoints/console';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { createAdminWorld, useTestAppWithEnv } from '../../../test/helpers/admin-fixtures.ts';
import { createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { readOutbox } from '../../../test/helpers/outbox.ts';

/**
 * A quote's e-mails (issue 30 point 6), sent by the outbox's worker: a new request to the
 * administrators, a new offer to the buyer who asked, each in the recipient's language.
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

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    puomId = (await createProduct(t.db, world.acme.id, { partNumber: 'BOLT-8' })).puomId;
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
});
