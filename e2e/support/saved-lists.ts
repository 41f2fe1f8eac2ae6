import { expect, type Page } from '@playwright/test';
import type { ApiProduct, Session } from './buyer.ts';

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** A list name no other test uses (names are unique per customer). */
export const uniqueListName = (label: string) =>
  `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/**
 * A saved list of the session's customer made through the API, as 'Save as list' makes it;
 * its id. A quantity below a product's minimum is kept as asked: the list shows it as a problem.
 */
export async function createList(
  page: Page,
  session: Session,
  name: string,
  lines: { product: ApiProduct; quantity: number; comment?: string }[],
): Promise<number> {
  const code = session.tenants[0]!.code;
  const response = await page.request.post(`/api/lists/${code}`, {
    headers: bearer(session),
    data: {
      name,
      lines: lines.map(({ product, quantity, comment }) => ({
        product_id: product.id,
        quantity,
        ...(comment ? { comment } : {}),
      })),
    },
  });
  expect(response.status(), `list ${name}`).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
