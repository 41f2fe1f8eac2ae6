import { lazy, type ComponentType } from 'react';

/** A route screen loaded on first visit from its feature's route module (a chunk of its own). */
export function lazyRoute<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
