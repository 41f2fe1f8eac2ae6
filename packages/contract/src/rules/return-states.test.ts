import { describe, expect, it } from 'vitest';
import {
  checkReturn,
  holdsQuantity,
  isFinalReturnState,
  nextReturnState,
  RETURN_ACTIONS,
  RETURN_STATES,
  returnable,
  returnActionsOf,
} from './return-states.ts';

describe('return states: one test per transition', () => {
  it('requested -> approved by the staff', () => {
    expect(nextReturnState('requested', 'approve')).toBe('approved');
  });
  it('requested -> refused by the staff', () => {
    expect(nextReturnState('requested', 'refuse')).toBe('refused');
  });
  it('approved -> received by the staff', () => {
    expect(nextReturnState('approved', 'receive')).toBe('received');
  });
  it('requested -> withdrawn by the buyer', () => {
    expect(nextReturnState('requested', 'withdraw')).toBe('withdrawn');
  });

  it('refuses every other move', () => {
    const allowed = new Set([
      'requested:approve',
      'requested:refuse',
      'approved:receive',
      'requested:withdraw',
    ]);
    for (const state of RETURN_STATES) {
      for (const action of RETURN_ACTIONS) {
        if (allowed.has(`${state}:${action}`)) continue;
        expect(nextReturnState(state, action), `${state} ${action}`).toBeNull();
      }
    }
  });

  it('offers each side only its own open actions', () => {
    expect(returnActionsOf('requested', 'staff')).toEqual(['approve', 'refuse']);
    expect(returnActionsOf('requested', 'buyer')).toEqual(['withdraw']);
    expect(returnActionsOf('approved', 'staff')).toEqual(['receive']);
    expect(returnActionsOf('approved', 'buyer')).toEqual([]);
    expect(returnActionsOf('received', 'staff')).toEqual([]);
  });

  it('knows the final states and which states hold quantities', () => {
    expect(RETURN_STATES.filter(isFinalReturnState)).toEqual(['refused', 'received', 'withdrawn']);
    expect(RETURN_STATES.filter(holdsQuantity)).toEqual(['requested', 'approved', 'received']);
  });
});

describe('what may be returned', () => {
  const lines = new Map([
    [1, { shipped: 5, returned: 2 }],
    [2, { shipped: 0, returned: 0 }],
  ]);

  it('is what shipped less what returns hold', () => {
    expect(returnable({ shipped: 5, returned: 2 })).toBe(3);
    expect(returnable({ shipped: 2, returned: 5 })).toBe(0);
  });

  it('accepts a return within it', () => {
    expect(checkReturn(lines, [{ lineNo: 1, quantity: 3 }])).toBeNull();
  });

  it('refuses more than is left, an unshipped line, a foreign or repeated line', () => {
    expect(checkReturn(lines, [{ lineNo: 1, quantity: 4 }])).toEqual({
      reason: 'exceeds_returnable',
      lineNo: 1,
      returnable: 3,
    });
    expect(checkReturn(lines, [{ lineNo: 2, quantity: 1 }])).toEqual({
      reason: 'not_shipped',
      lineNo: 2,
    });
    expect(checkReturn(lines, [{ lineNo: 9, quantity: 1 }])).toEqual({
      reason: 'unknown_line',
      lineNo: 9,
    });
    expect(
      checkReturn(lines, [
        { lineNo: 1, quantity: 1 },
        { lineNo: 1, quantity: 1 },
      ]),
    ).toEqual({ reason: 'duplicate_line', lineNo: 1 });
  });
});
