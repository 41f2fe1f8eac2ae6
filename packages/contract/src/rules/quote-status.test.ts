import { describe, expect, it } from 'vitest';
import {
  isFinalQuoteStatus,
  QUOTE_ACTIONS,
  QUOTE_STATUSES,
  quoteActionsFor,
  quoteStatusAfter,
  quoteStatusAt,
  quoteWaitingFor,
  type QuoteAction,
  type QuoteStatus,
} from './quote-status.ts';

/** Every allowed transition, written out once more so that a change to the table shows here. */
const allowed: [QuoteStatus, QuoteAction, QuoteStatus][] = [
  ['requested', 'offer', 'offered'],
  ['requested', 'ask_information', 'information_needed'],
  ['requested', 'refuse', 'declined'],
  ['information_needed', 'ask_changes', 'requested'],
  ['information_needed', 'offer', 'offered'],
  ['information_needed', 'refuse', 'declined'],
  ['offered', 'accept', 'accepted'],
  ['offered', 'decline', 'declined'],
  ['offered', 'ask_changes', 'requested'],
  ['offered', 'offer', 'offered'],
  ['offered', 'withdraw', 'withdrawn'],
  ['offered', 'expire', 'expired'],
  ['expired', 'ask_changes', 'requested'],
  ['expired', 'offer', 'offered'],
  ['expired', 'decline', 'declined'],
  ['accepted', 'reopen', 'offered'],
];

const ACTIONS = Object.keys(QUOTE_ACTIONS) as QuoteAction[];

describe('quote status transitions', () => {
  it.each(allowed)('%s --%s--> %s', (from, action, to) => {
    expect(quoteStatusAfter(from, action)).toBe(to);
  });

  it('refuses every other status and action', () => {
    for (const from of QUOTE_STATUSES) {
      for (const action of ACTIONS) {
        const expected = allowed.find(([a, b]) => a === from && b === action)?.[2] ?? null;
        expect(quoteStatusAfter(from, action), `${from} --${action}`).toBe(expected);
      }
    }
  });

  it('never accepts anything but a valid offer: not a request, an expired or withdrawn one', () => {
    for (const from of QUOTE_STATUSES.filter((status) => status !== 'offered')) {
      expect(quoteStatusAfter(from, 'accept'), from).toBeNull();
    }
  });

  it('treats accepted, declined and withdrawn as final', () => {
    expect(QUOTE_STATUSES.filter(isFinalQuoteStatus)).toEqual([
      'accepted',
      'declined',
      'withdrawn',
    ]);
  });

  it('offers each side only its own actions', () => {
    expect(quoteActionsFor('offered', 'buyer')).toEqual(['accept', 'decline', 'ask_changes']);
    expect(quoteActionsFor('offered', 'staff')).toEqual(['offer', 'withdraw']);
    expect(quoteActionsFor('requested', 'buyer')).toEqual([]);
    expect(quoteActionsFor('expired', 'buyer')).toEqual(['ask_changes', 'decline']);
    expect(quoteActionsFor('accepted', 'staff')).toEqual([]);
    expect(quoteActionsFor('accepted', 'buyer')).toEqual([]);
  });
});

describe('quote status at an instant', () => {
  const until = '2026-12-01T05:00:00.000Z';
  it('is expired once the valid-until instant is reached, offered before', () => {
    expect(quoteStatusAt('offered', until, new Date('2026-12-01T04:59:59.999Z'))).toBe('offered');
    expect(quoteStatusAt('offered', until, new Date(until))).toBe('expired');
  });
  it('leaves every other status as stored', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(quoteStatusAt('requested', null, later)).toBe('requested');
    expect(quoteStatusAt('accepted', until, later)).toBe('accepted');
    expect(quoteStatusAt('withdrawn', until, later)).toBe('withdrawn');
  });
});

describe('whose move a quote waits for', () => {
  it('groups the inbox', () => {
    expect(quoteWaitingFor('requested')).toBe('staff');
    expect(quoteWaitingFor('information_needed')).toBe('buyer');
    expect(quoteWaitingFor('offered')).toBe('buyer');
    expect(quoteWaitingFor('expired')).toBe('buyer');
    expect(quoteWaitingFor('accepted')).toBeNull();
  });
});
