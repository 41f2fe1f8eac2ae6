import type { OrderStatus } from '../order-fields.ts';

/**
 * How far an order has shipped (issue 31 point 1, decision 037), derived from its lines and their
 * shipments: never stored, never set by hand. The server reads it for every answer and the
 * screens show it; a shipment is checked against it inside the transaction that records it.
 */
export const FULFILMENT_STATES = ['not_shipped', 'partly_shipped', 'shipped'] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

/** What a line says of its quantities: ordered, confirmed by the manufacturer (null: not yet), shipped. */
export interface FulfilmentLine {
  ordered: number;
  confirmed: number | null;
  shipped: number;
}

/** What is still to ship of a line: never below zero. */
export const toShip = (line: Pick<FulfilmentLine, 'ordered' | 'shipped'>): number =>
  Math.max(0, line.ordered - line.shipped);

/**
 * What of a line waits for stock. A confirmed quantity says how much the manufacturer commits to
 * ship: the rest is backordered. Without a confirmation, nothing is known until a shipment leaves
 * without all of the line: what it left behind is backordered.
 */
export function backordered(line: FulfilmentLine, orderHasShipped: boolean): number {
  const open = toShip(line);
  if (open === 0) return 0;
  if (line.confirmed !== null)
    return Math.max(0, line.ordered - Math.max(line.confirmed, line.shipped));
  return orderHasShipped ? open : 0;
}

/** The order's state from its lines: nothing shipped, some, or every line in full. */
export function fulfilmentOf(
  lines: readonly Pick<FulfilmentLine, 'ordered' | 'shipped'>[],
): FulfilmentState {
  const shippedAny = lines.some((line) => line.shipped > 0);
  if (!shippedAny) return 'not_shipped';
  return lines.every((line) => toShip(line) === 0) ? 'shipped' : 'partly_shipped';
}

/**
 * The statuses in which an order may ship: confirmed by the manufacturer (pending) or finished
 * (processed: the back office may close an order before its last parcel leaves). A draft is not
 * accepted yet; an order waiting for, or refused, its customer's approval is not the
 * manufacturer's; a canceled one is void (rules/order-status.ts).
 */
export const SHIPPABLE_STATUSES = [
  'pending',
  'processed',
] as const satisfies readonly OrderStatus[];

export const mayShip = (status: OrderStatus): boolean =>
  (SHIPPABLE_STATUSES as readonly OrderStatus[]).includes(status);

/** A shipment's quantity of one line, as asked. */
export interface ShipmentLineRequest {
  lineNo: number;
  quantity: number;
}

export type ShipmentRefusal =
  | { reason: 'unknown_line'; lineNo: number }
  | { reason: 'duplicate_line'; lineNo: number }
  | { reason: 'exceeds_ordered'; lineNo: number; toShip: number };

/**
 * Whether a shipment fits the order: every line it names is the order's, named once, and no
 * more than what is still to ship of it (the sum shipped never exceeds what was ordered). The
 * first refusal, or null when it fits.
 */
export function checkShipment(
  lines: ReadonlyMap<number, Pick<FulfilmentLine, 'ordered' | 'shipped'>>,
  requested: readonly ShipmentLineRequest[],
): ShipmentRefusal | null {
  const seen = new Set<number>();
  for (const { lineNo, quantity } of requested) {
    const line = lines.get(lineNo);
    if (!line) return { reason: 'unknown_line', lineNo };
    if (seen.has(lineNo)) return { reason: 'duplicate_line', lineNo };
    seen.add(lineNo);
    if (quantity > toShip(line)) return { reason: 'exceeds_ordered', lineNo, toShip: toShip(line) };
  }
  return null;
}
