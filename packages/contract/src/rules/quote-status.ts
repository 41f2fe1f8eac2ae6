/**
 * The life of a quote (issue 30 point 5): who may move it from each status and where to. One
 * table for the server (which enforces it inside the transaction that writes the change) and the
 * web app (which offers only the actions it allows).
 *
 * - requested: the buyer asked (or asked again); waiting for the manufacturer.
 * - information_needed: the manufacturer asked the buyer a question; waiting for the buyer.
 * - offered: the manufacturer sent a version; waiting for the buyer while it is valid.
 * - expired: the latest version's valid-until instant passed before it was accepted.
 * - accepted: the buyer accepted the latest version and it became an order. Final, unless its
 *   order waited for an approval in the buyer's company and was declined there or withdrawn by
 *   its placer: then the offer is open again (`reopen`, decision 042), not lost.
 * - declined: the buyer declined the offer, or the manufacturer declined the request. Final.
 * - withdrawn: the manufacturer withdrew its offer. Final: the buyer asks for a new quote.
 */
export const QUOTE_STATUSES = [
  'requested',
  'information_needed',
  'offered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * What can happen to a quote, and by whom: the buyer (`ask_changes` also answers a question and
 * asks again after expiry), the manufacturer's staff, time (`expire`), or the buyer's company's
 * approval of the order an acceptance placed (`reopen`: declined or withdrawn there).
 */
export const QUOTE_ACTIONS = {
  accept: 'buyer',
  decline: 'buyer',
  ask_changes: 'buyer',
  offer: 'staff',
  ask_information: 'staff',
  refuse: 'staff',
  withdraw: 'staff',
  expire: 'time',
  reopen: 'approval',
} as const;
export type QuoteAction = keyof typeof QUOTE_ACTIONS;

/** From each status, what each action leads to; an action missing from a status is refused. */
export const QUOTE_TRANSITIONS: Readonly<
  Record<QuoteStatus, Readonly<Partial<Record<QuoteAction, QuoteStatus>>>>
> = {
  requested: {
    offer: 'offered',
    ask_information: 'information_needed',
    refuse: 'declined',
  },
  information_needed: {
    ask_changes: 'requested',
    offer: 'offered',
    refuse: 'declined',
  },
  offered: {
    accept: 'accepted',
    decline: 'declined',
    ask_changes: 'requested',
    // A new version replaces the one the buyer has (staff correct or improve their offer).
    offer: 'offered',
    withdraw: 'withdrawn',
    expire: 'expired',
  },
  expired: {
    // One click asks for a new version; the manufacturer may also re-offer or extend at once.
    ask_changes: 'requested',
    offer: 'offered',
    decline: 'declined',
  },
  // Its order was declined or withdrawn while awaiting approval: the offer is open again (and
  // reads expired if its instant has passed meanwhile, quoteStatusAt).
  accepted: { reopen: 'offered' },
  declined: {},
  withdrawn: {},
};

/** The status `action` leads to from `from`, or null when it is not allowed there. */
export function quoteStatusAfter(from: QuoteStatus, action: QuoteAction): QuoteStatus | null {
  return QUOTE_TRANSITIONS[from][action] ?? null;
}

export const mayDoToQuote = (from: QuoteStatus, action: QuoteAction): boolean =>
  quoteStatusAfter(from, action) !== null;

/** The actions a buyer or staff member may take on a quote in `status`, in table order. */
export function quoteActionsFor(
  status: QuoteStatus,
  actor: 'buyer' | 'staff',
): readonly QuoteAction[] {
  return (Object.keys(QUOTE_TRANSITIONS[status]) as QuoteAction[]).filter(
    (action) => QUOTE_ACTIONS[action] === actor,
  );
}

/** No buyer or staff action moves it again (an accepted quote reopens only by its approval). */
export const isFinalQuoteStatus = (status: QuoteStatus): boolean =>
  (Object.keys(QUOTE_TRANSITIONS[status]) as QuoteAction[]).every(
    (action) => QUOTE_ACTIONS[action] === 'approval',
  );

/**
 * The status as it is at `now`: an offer whose valid-until instant has passed is expired, even
 * before the outbox worker's sweep has written so. Every read and every check goes through this,
 * so an expired offer is never shown as valid nor accepted.
 */
export function quoteStatusAt(
  stored: QuoteStatus,
  validUntil: Date | string | null,
  now: Date,
): QuoteStatus {
  if (stored !== 'offered' || validUntil === null) return stored;
  return new Date(validUntil).getTime() <= now.getTime() ? 'expired' : 'offered';
}

/**
 * Whose move it is, as the console's inbox groups quotes: the manufacturer's (a new or renewed
 * request), the buyer's (a question or a valid offer), or nobody's (final).
 */
export function quoteWaitingFor(status: QuoteStatus): 'staff' | 'buyer' | null {
  if (status === 'requested') return 'staff';
  if (status === 'information_needed' || status === 'offered' || status === 'expired') {
    return 'buyer';
  }
  return null;
}
