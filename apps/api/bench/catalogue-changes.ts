import { benchSellingPrice } from '../src/seed/bench/bench-tenant.ts';
import type { GeneratedRequest, Random } from './request-mix.ts';
import { pathTo } from '@portal/contract/endpoints/endpoint';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/**
 * The catalogue changing while buyers browse (issue 25 point 6): an administrator edits one
 * product a second and changes one price-list entry a second, through the admin API with their
 * own session, as the console does. Each price edit makes every instance forget the tenant's
 * answers (its price lists' tiers stay: no unit changed); each entry change moves one list's
 * tiers. Prices stay within a few cents of the seed's, so runs do not drift.
 */
export const CHANGES_PER_SECOND = { products: 1, entries: 1 } as const;

export interface ChangeTargets {
  code: string;
  products: readonly { id: number; partNumber: string }[];
  /** Existing entries on the product's default unit: a change replaces their tiers. */
  entries: readonly {
    priceListId: number;
    partNumber: string;
    uomCode: string;
    minOrderQty: number;
  }[];
}

const cents = (value: number) => Math.round(value * 100) / 100;
const seededPriceOf = (partNumber: string) => benchSellingPrice(Number(partNumber.slice(3)));
const pick = <T>(list: readonly T[], random: Random): T => {
  if (list.length === 0) throw new Error('nothing to change');
  return list[Math.floor(random() * list.length)]!;
};

/** The `tick`-th product edit: a random product's price, within 2% of the seed's. */
export function productEdit(
  targets: ChangeTargets,
  token: string,
  tick: number,
  random: Random,
): GeneratedRequest {
  const product = pick(targets.products, random);
  const price = cents(seededPriceOf(product.partNumber) * (1 + ((tick % 5) - 2) / 100));
  return {
    method: 'PATCH',
    path: pathTo(consoleEndpoints.adminProduct, { code: targets.code, id: product.id }),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ selling_price: price }),
  };
}

/** The `tick`-th entry change: a random entry's two tiers, a little under the seed's price. */
export function entryChange(
  targets: ChangeTargets,
  token: string,
  tick: number,
  random: Random,
): GeneratedRequest {
  const entry = pick(targets.entries, random);
  const price = seededPriceOf(entry.partNumber);
  const step = (tick % 5) / 100;
  return {
    method: 'PUT',
    path: pathTo(consoleEndpoints.adminPriceEntries, { code: targets.code, id: entry.priceListId }),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      part_number: entry.partNumber,
      uom_code: entry.uomCode,
      tiers: [
        { min_qty: entry.minOrderQty, unit_price: cents(price * (0.9 + step)) },
        { min_qty: 10 * entry.minOrderQty, unit_price: cents(price * (0.82 + step)) },
      ],
    }),
  };
}

/** The changes of the first `seconds` seconds, in the order they are sent. */
export function changesOf(
  targets: ChangeTargets,
  token: string,
  seconds: number,
  random: Random,
): GeneratedRequest[] {
  return Array.from({ length: seconds }, (_, tick) => [
    ...Array.from({ length: CHANGES_PER_SECOND.products }, () =>
      productEdit(targets, token, tick, random),
    ),
    ...Array.from({ length: CHANGES_PER_SECOND.entries }, () =>
      entryChange(targets, token, tick, random),
    ),
  ]).flat();
}

export interface ChangeStats {
  /** Changes answered 2xx. */
  made: number;
  /** Changes answered otherwise, or not at all. */
  failed: number;
}

export interface RunningChanges {
  /** Stops sending, waits for the changes under way, and says how they went. */
  stop(): Promise<ChangeStats>;
}

/** Sends each second's changes to `base` until stopped, the first ones at once. */
export function startChanges(
  base: string,
  targets: ChangeTargets,
  token: string,
  random: Random,
): RunningChanges {
  const stats: ChangeStats = { made: 0, failed: 0 };
  const underWay = new Set<Promise<void>>();
  let tick = 0;
  const send = (request: GeneratedRequest) => {
    const sent = fetch(base + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.ok) stats.made++;
        else stats.failed++;
      })
      .catch(() => {
        stats.failed++;
      })
      .finally(() => underWay.delete(sent));
    underWay.add(sent);
  };
  const second = () => {
    for (let i = 0; i < CHANGES_PER_SECOND.products; i++) {
      send(productEdit(targets, token, tick, random));
    }
    for (let i = 0; i < CHANGES_PER_SECOND.entries; i++) {
      send(entryChange(targets, token, tick, random));
    }
    tick++;
  };
  second();
  const timer = setInterval(second, 1000);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(underWay);
      return { ...stats };
    },
  };
}
