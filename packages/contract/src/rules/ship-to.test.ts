import { describe, expect, it } from 'vitest';
import { mayShipTo, normalShipTo, shipToChoices } from './ship-to.ts';

describe('ship-to permissions', () => {
  const addresses = [{ id: 3 }, { id: 7 }, { id: 9 }];

  it('lets a member without a restriction ship to every address of the company', () => {
    expect(mayShipTo(null, 7)).toBe(true);
    expect(shipToChoices(addresses, null)).toEqual(addresses);
  });

  it('lets a restricted member ship only to the addresses chosen for them', () => {
    expect(mayShipTo([3, 9], 9)).toBe(true);
    expect(mayShipTo([3, 9], 7)).toBe(false);
    expect(shipToChoices(addresses, [9, 3])).toEqual([{ id: 3 }, { id: 9 }]);
  });

  it('restricted to nothing, ships nowhere', () => {
    expect(mayShipTo([], 3)).toBe(false);
    expect(shipToChoices(addresses, [])).toEqual([]);
  });

  it('stores a restriction with each address once, in order', () => {
    expect(normalShipTo([9, 3, 9])).toEqual([3, 9]);
    expect(normalShipTo(null)).toBeNull();
  });
});
