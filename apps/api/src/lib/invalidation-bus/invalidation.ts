/**
 * What changed, and for whom: the messages every instance hears (decision 008). Small on purpose
 * (a NOTIFY payload must stay under 8,000 bytes): each names a scope, never the new data.
 *
 * An instance that receives a kind it does not know (an older version during a rolling deploy)
 * forgets everything it keeps, so a new kind is safe to add.
 */
export type Invalidation =
  /** One session ended (sign-out, a switch of company): its token's checks go. */
  | { kind: 'session-ended'; tokenHash: string }
  /** A user's sessions or memberships changed (password, status, role, customer): their checks go. */
  | { kind: 'user-changed'; userId: number }
  /**
   * A tenant's products, categories, units or stock changed: its catalogue answers go, and its
   * price lists' tiers too unless `unitsUnchanged` says no product's units changed (the tiers
   * hold each product's default unit: a price or a text edit leaves them as they are).
   */
  | { kind: 'catalogue-changed'; tenantId: number; unitsUnchanged?: true }
  /** A tenant's settings changed (selling rules, branding): what was read from them goes. */
  | { kind: 'settings-changed'; tenantId: number }
  /**
   * A price list's entries, name or dates changed (issue 11): the answers priced with it and the
   * session checks that carry its dates go. A customer given another list is a 'user-changed' of
   * each of its accounts.
   */
  | { kind: 'price-list-changed'; tenantId: number; priceListId: number };

/** On the wire: the change and the instance that made it (which applied it already). */
export interface InvalidationMessage {
  from: string;
  change: Invalidation;
}

export function encodeMessage(message: InvalidationMessage): string {
  return JSON.stringify(message);
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value);

function isInvalidation(value: unknown): value is Invalidation {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  switch (change.kind) {
    case 'session-ended':
      return typeof change.tokenHash === 'string';
    case 'user-changed':
      return isId(change.userId);
    case 'catalogue-changed':
      return (
        isId(change.tenantId) &&
        (change.unitsUnchanged === undefined || change.unitsUnchanged === true)
      );
    case 'settings-changed':
      return isId(change.tenantId);
    case 'price-list-changed':
      return isId(change.tenantId) && isId(change.priceListId);
    default:
      return false;
  }
}

/**
 * The message, or `unknown` with the sender when the change is not one this version knows (a
 * newer instance's), or undefined when the payload is not a message at all.
 */
export function decodeMessage(
  payload: string,
): InvalidationMessage | { from: string; change: 'unknown' } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { from, change } = parsed as { from?: unknown; change?: unknown };
  if (typeof from !== 'string') return undefined;
  return isInvalidation(change) ? { from, change } : { from, change: 'unknown' };
}
