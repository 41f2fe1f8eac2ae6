/**
 * Returns (RMA, issue 31 point 4, decision 039): the states of a return and what moves it, in one
 * pure module the server (under the order's lock) and the screens (which buttons to show) share.
 *
 *   requested --approve--> approved --receive--> received
 *   requested --refuse---> refused
 *   requested --withdraw-> withdrawn   (the buyer, while nobody has decided)
 *
 * received, refused and withdrawn are final. What may be returned of an order line is what it
 * shipped less what open or settled returns already hold (requested, approved, received); a
 * refused or withdrawn return gives its quantities back.
 */
export const RETURN_STATES = ['requested', 'approved', 'refused', 'received', 'withdrawn'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_ACTIONS = ['approve', 'refuse', 'receive', 'withdraw'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/** Who may take each action: the manufacturer's staff, or the buyer. */
export const RETURN_ACTORS: Readonly<Record<ReturnAction, 'staff' | 'buyer'>> = {
  approve: 'staff',
  refuse: 'staff',
  receive: 'staff',
  withdraw: 'buyer',
};

const TRANSITIONS: Readonly<Record<ReturnAction, { from: ReturnState; to: ReturnState }>> = {
  approve: { from: 'requested', to: 'approved' },
  refuse: { from: 'requested', to: 'refused' },
  receive: { from: 'approved', to: 'received' },
  withdraw: { from: 'requested', to: 'withdrawn' },
};

/** The state an action leads to from `state`, or null when it may not be taken there. */
export function nextReturnState(state: ReturnState, action: ReturnAction): ReturnState | null {
  const transition = TRANSITIONS[action];
  return transition.from === state ? transition.to : null;
}

/** The actions open in a state, for one side (the buttons a screen shows). */
export const returnActionsOf = (state: ReturnState, side: 'staff' | 'buyer'): ReturnAction[] =>
  RETURN_ACTIONS.filter(
    (action) => RETURN_ACTORS[action] === side && nextReturnState(state, action) !== null,
  );

/** States whose quantities count against what a line may still return. */
export const HOLDING_STATES = [
  'requested',
  'approved',
  'received',
] as const satisfies readonly ReturnState[];

export const holdsQuantity = (state: ReturnState): boolean =>
  (HOLDING_STATES as readonly ReturnState[]).includes(state);

/** A final state: nothing more happens to the return. */
export const isFinalReturnState = (state: ReturnState): boolean =>
  RETURN_ACTIONS.every((action) => nextReturnState(state, action) === null);

/** Why a buyer returns goods: a fixed list, translated on every screen. */
export const RETURN_REASONS = [
  'damaged',
  'defective',
  'wrong_item',
  'not_as_described',
  'no_longer_needed',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What of a line may still be returned: shipped less what returns hold, never below zero. */
export const returnable = (line: { shipped: number; returned: number }): number =>
  Math.max(0, line.shipped - line.returned);

export interface ReturnLineRequest {
  lineNo: number;
  quantity: number;
}

export type ReturnRefusal =
  | { reason: 'unknown_line'; lineNo: number }
  | { reason: 'duplicate_line'; lineNo: number }
  | { reason: 'not_shipped'; lineNo: number }
  | { reason: 'exceeds_returnable'; lineNo: number; returnable: number };

/**
 * Whether a return fits the order: every line it names is the order's, named once, has shipped,
 * and asks no more than what may still be returned of it. The first refusal, or null.
 */
export function checkReturn(
  lines: ReadonlyMap<number, { shipped: number; returned: number }>,
  requested: readonly ReturnLineRequest[],
): ReturnRefusal | null {
  const seen = new Set<number>();
  for (const { lineNo, quantity } of requested) {
    const line = lines.get(lineNo);
    if (!line) return { reason: 'unknown_line', lineNo };
    if (seen.has(lineNo)) return { reason: 'duplicate_line', lineNo };
    seen.add(lineNo);
    if (line.shipped === 0) return { reason: 'not_shipped', lineNo };
    const left = returnable(line);
    if (quantity > left) return { reason: 'exceeds_returnable', lineNo, returnable: left };
  }
  return null;
}

/** Photos a return may carry, their largest size and their types (checked by their bytes). */
export const MAX_RETURN_PHOTOS = 5;
export const MAX_RETURN_PHOTO_BYTES = 5 * 1024 * 1024;
export const RETURN_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ReturnPhotoType = (typeof RETURN_PHOTO_TYPES)[number];
