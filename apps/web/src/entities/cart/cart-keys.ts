import { storageKeys } from '@/shared/session/storage-keys.ts';

/**
 * Where a cart is kept: one local storage entry per company and account (issue 27 point 5), so a
 * switch of company keeps each company's cart on the device and brings it back, and one company's
 * lines can never be read, shown or ordered in another. Sign-out forgets them all
 * (shared/session/logout.ts).
 */
const PREFIX = `${storageKeys.cartItems}:`;

export interface CartOwner {
  /** The company's code, matched case-insensitively as everywhere else. */
  code: string;
  /** The signed-in account's e-mail: two people sharing a device keep their own carts. */
  email: string;
}

export const cartStorageKey = ({ code, email }: CartOwner) =>
  `${PREFIX}${code.toUpperCase()}:${email.toLowerCase()}`;

/**
 * A cart kept before issue 27 (one `cartItems` entry for the device) becomes the cart of `owner`
 * when it was filled at the owner's company (`lastManufacturerCode`), once, unless the owner has
 * a cart already. A sign-in at another company drops it first (session-storage.ts), as the
 * specification's sign-in did. An update so loses no one's cart and shows none at the wrong
 * company.
 */
export function adoptUnkeyedCart(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  owner: CartOwner,
) {
  const unkeyed = storage.getItem(storageKeys.cartItems);
  if (unkeyed === null) return;
  storage.removeItem(storageKeys.cartItems);
  const filledAt = storage.getItem(storageKeys.lastManufacturerCode);
  const key = cartStorageKey(owner);
  if (filledAt?.toUpperCase() === owner.code.toUpperCase() && storage.getItem(key) === null) {
    storage.setItem(key, unkeyed);
  }
}
