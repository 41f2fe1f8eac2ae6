import { ADMIN_PAGE_SIZE, errorBody } from '@portal/contract';
import { pageMeta, pageOffset } from '../../../core/paging.ts';

/** Helpers every admin area shares: error responses, paging, names and timestamps. */

export const adminErrors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
};

export const adminPage = (page: number) => ({
  limit: ADMIN_PAGE_SIZE,
  offset: pageOffset(page, ADMIN_PAGE_SIZE),
});

export function pageOf<T>(data: T[], total: number, page: number) {
  return { data, meta: pageMeta(page, ADMIN_PAGE_SIZE, total) };
}

export const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** A unique constraint refused the write (optionally: that constraint). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || violated === constraint);
}

/** The keys whose values differ between two snapshots: what an audit row should show. */
export function changedKeys<T extends object>(before: T, after: Partial<T>): (keyof T)[] {
  return (Object.keys(after) as (keyof T)[]).filter(
    (key) => after[key] !== undefined && after[key] !== before[key],
  );
}

export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
