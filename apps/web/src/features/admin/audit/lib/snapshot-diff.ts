/** One field of an audit entry: its value before and after, and how it changed. */
export interface DiffRow {
  /** Dotted path into the snapshot: `status`, `welcome_subtitle.fr`. */
  path: string;
  before: string | undefined;
  after: string | undefined;
  change: 'added' | 'removed' | 'changed' | 'same';
}

type Snapshot = Record<string, unknown> | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaves of a snapshot by dotted path; an empty object is a leaf of its own. */
function flatten(value: Snapshot, prefix = '', into = new Map<string, unknown>()) {
  for (const [key, inner] of Object.entries(value ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(inner) && Object.keys(inner).length > 0) flatten(inner, path, into);
    else into.set(path, inner);
  }
  return into;
}

/** A value as one readable line: text as is, anything else as JSON. */
const show = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The fields of a before and after snapshot side by side, in the order they first appear. A
 * creation has no before and a deletion no after: every field is then added or removed.
 */
export function diffSnapshots(before: Snapshot, after: Snapshot): DiffRow[] {
  const old = flatten(before);
  const next = flatten(after);
  const paths = [...new Set([...old.keys(), ...next.keys()])];
  return paths.map((path) => {
    const had = old.has(path);
    const has = next.has(path);
    const was = had ? show(old.get(path)) : undefined;
    const is = has ? show(next.get(path)) : undefined;
    const change = !had ? 'added' : !has ? 'removed' : was === is ? 'same' : 'changed';
    return { path, before: was, after: is, change };
  });
}
