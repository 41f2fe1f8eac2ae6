import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../order-fields.ts';
import { backordered, checkShipment, fulfilmentOf, mayShip, toShip } from './order-fulfilment.ts';

const line = (ordered: number, shipped: number, confirmed: number | null = null) => ({
  ordered,
  shipped,
  confirmed,
});

describe('order fulfilment', () => {
  it('derives the order state from its lines', () => {
    expect(fulfilmentOf([line(5, 0), line(2, 0)])).toBe('not_shipped');
    expect(fulfilmentOf([line(5, 5), line(2, 0)])).toBe('partly_shipped');
    expect(fulfilmentOf([line(5, 3)])).toBe('partly_shipped');
    expect(fulfilmentOf([line(5, 5), line(2, 2)])).toBe('shipped');
  });

  it('counts what is still to ship, never below zero', () => {
    expect(toShip(line(5, 2))).toBe(3);
    expect(toShip(line(5, 5))).toBe(0);
  });

  it('backorders the unconfirmed part, or what a shipment left behind', () => {
    // Confirmed 6 of 10: 4 wait for stock, before or after a shipment.
    expect(backordered(line(10, 0, 6), false)).toBe(4);
    expect(backordered(line(10, 6, 6), true)).toBe(4);
    // Shipped beyond the confirmation: only the rest waits.
    expect(backordered(line(10, 8, 6), true)).toBe(2);
    // Confirmed in full: coming, not backordered.
    expect(backordered(line(10, 4, 10), true)).toBe(0);
    // Nothing confirmed: unknown until a shipment leaves without it.
    expect(backordered(line(10, 0), false)).toBe(0);
    expect(backordered(line(10, 0), true)).toBe(10);
    expect(backordered(line(10, 10), true)).toBe(0);
  });

  it('ships only confirmed orders', () => {
    const shippable = ORDER_STATUSES.filter(mayShip);
    expect(shippable).toEqual(['pending', 'processed']);
  });

  it('refuses a shipment beyond what was ordered, a line twice or another order’s line', () => {
    const lines = new Map([
      [1, line(5, 2)],
      [2, line(3, 0)],
    ]);
    expect(
      checkShipment(lines, [
        { lineNo: 1, quantity: 3 },
        { lineNo: 2, quantity: 3 },
      ]),
    ).toBeNull();
    expect(checkShipment(lines, [{ lineNo: 1, quantity: 4 }])).toEqual({
      reason: 'exceeds_ordered',
      lineNo: 1,
      toShip: 3,
    });
    expect(checkShipment(lines, [{ lineNo: 3, quantity: 1 }])).toEqual({
      reason: 'unknown_line',
      lineNo: 3,
    });
    expect(
      checkShipment(lines, [
        { lineNo: 2, quantity: 1 },
        { lineNo: 2, quantity: 1 },
      ]),
    ).toEqual({ reason: 'duplicate_line', lineNo: 2 });
  });
});
