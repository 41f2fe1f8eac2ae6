/**
 * Which of the company's addresses a person may ship to (issue 29 point 5, decision 034). A
 * customer administrator may restrict a colleague to some of the company's shipping addresses;
 * without a restriction (null) every one of them is theirs. The server refuses an order to any
 * other, and checkout offers only these.
 */

/** The addresses a member may ship to: null, every shipping address of their company. */
export type ShipToRestriction = readonly number[] | null;

/** Whether the member may ship an order to this address (still one of their company's). */
export const mayShipTo = (restriction: ShipToRestriction, addressId: number): boolean =>
  restriction === null || restriction.includes(addressId);

/** The company's addresses the member may choose at checkout, in the company's order. */
export const shipToChoices = <A extends { id: number }>(
  addresses: readonly A[],
  restriction: ShipToRestriction,
): A[] => addresses.filter((address) => mayShipTo(restriction, address.id));

/**
 * A restriction as stored: each address once, in ascending order, so that two equal choices
 * compare equal; an empty list is a restriction to nothing (the colleague cannot check out).
 */
export const normalShipTo = (restriction: ShipToRestriction): ShipToRestriction =>
  restriction === null ? null : [...new Set(restriction)].sort((a, b) => a - b);
