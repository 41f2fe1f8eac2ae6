/**
 * The path (`items.0.note`, `_` for the body itself) of the first text in a parsed JSON value that
 * is not well-formed UTF-16, or null. JSON may escape half of a surrogate pair (`"\ud800"`):
 * such text has no UTF-8 form, so PostgreSQL refuses it in jsonb and a text column would store
 * U+FFFD instead of what was sent. An object key counts as its object's text.
 */
// Half of a surrogate pair without its other half (String#isWellFormed is ES2024; Node 20 has it,
// the TypeScript lib we target does not).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

export function illFormedTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isWellFormed(value) ? null : pathText(path);
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (!isWellFormed(key)) return pathText(path);
    const found = illFormedTextPath(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

const pathText = (path: string[]) => (path.length === 0 ? '_' : path.join('.'));

/**
 * Only an escape can make a lone surrogate: a request body is decoded from UTF-8, which has none.
 * A body without a surrogate escape is not walked.
 */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
export const mayHoldIllFormedText = (json: string) => SURROGATE_ESCAPE.test(json);
