import type {
  DecideReturnRequest,
  IntegrationReturn,
  ReceiveReturnRequest,
  ReturnsSinceResponse,
} from '@portal/contract';
import type { ApiKeyCaller } from '../../core/callers.ts';
import type { Db } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { integrationReturnAnswer, integrationReturnsOf } from '../../readers/return-reader.ts';
import { decideReturn, receiveReturn } from '../returns/returns.service.ts';

/**
 * The ERP's side of returns (issue 31, decision 045): a feed of returns changed since a cursor,
 * as the orders feed (decision 019), and the manufacturer's decision and receipt through the
 * returns module's own moves, so that the ledger's credit note is the console's. The same move
 * made again answers the return as it stands (nothing written twice); another move is 409.
 */

/** One page of the returns asked for or moved since the cursor, oldest change first. */
export async function returnsSince(
  db: Db,
  key: ApiKeyCaller,
  query: { since: number; limit: number },
): Promise<ReturnsSinceResponse> {
  // One more than asked tells whether another page waits.
  const rows = await integrationReturnsOf(db, key.tenantId, {
    since: query.since,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    data: page.map(integrationReturnAnswer),
    next_cursor: String(page.at(-1)?.change_seq ?? query.since),
    has_more: rows.length > query.limit,
  };
}

async function integrationReturn(db: Db, tenantId: number, returnId: number) {
  const [row] = await integrationReturnsOf(db, tenantId, { returnId });
  if (!row) throw notFound('returns.notFound');
  return integrationReturnAnswer(row);
}

export async function decideReturnByErp(
  db: Db,
  key: ApiKeyCaller,
  returnId: number,
  input: { decision: DecideReturnRequest['decision']; comment: string | null },
): Promise<IntegrationReturn> {
  await decideReturn(db, key, returnId, input, { repeatAnswersSame: true });
  return integrationReturn(db, key.tenantId, returnId);
}

export async function receiveReturnByErp(
  db: Db,
  key: ApiKeyCaller,
  returnId: number,
  input: { invoice_id: ReceiveReturnRequest['invoice_id'] },
): Promise<IntegrationReturn> {
  await receiveReturn(
    db,
    key,
    returnId,
    { invoiceId: input.invoice_id ?? null },
    { repeatAnswersSame: true },
  );
  return integrationReturn(db, key.tenantId, returnId);
}
