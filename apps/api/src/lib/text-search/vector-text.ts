/**
 * A tsvector as PostgreSQL writes it as text ("'bolt':3B,7 'steel':2B"), read back into its
 * entries in the order PostgreSQL keeps them (by the lexemes' bytes, shorter first): the order
 * ts_rank visits them in, which rank.ts must follow to give the same figures.
 */
export interface ParsedVector {
  lexemes: string[];
  /** Each entry's positions as PostgreSQL packs them: the weight (A 3 .. D 0) << 14 | position. */
  positions: number[][];
}

/** The position PostgreSQL gives an entry kept without positions (a stripped vector's). */
export const NO_POSITION = (1 << 14) - 1;

/**
 * A lexeme as PostgreSQL quotes it in a tsvector's or a tsquery's text ('it''s', with ' and \
 * doubled), read from `start`: the lexeme and where its closing quote ends, or undefined.
 */
export function readQuoted(
  text: string,
  start: number,
): { lexeme: string; end: number } | undefined {
  if (text[start] !== "'") return undefined;
  let i = start + 1;
  let from = i;
  let lexeme = '';
  for (;;) {
    const ch = text[i];
    if (ch === undefined) return undefined;
    if ((ch === "'" || ch === '\\') && text[i + 1] === ch) {
      lexeme += text.slice(from, i + 1);
      i += 2;
      from = i;
    } else if (ch === "'") {
      return { lexeme: lexeme + text.slice(from, i), end: i + 1 };
    } else {
      i++;
    }
  }
}

/** Where readVector puts a vector's entries, one call per entry, in the vector's order. */
export interface VectorSink {
  entry(lexeme: string): void;
  position(packed: number): void;
}

/** Reads tsvector_out's text into a sink, without building arrays of its own. */
export function readVector(text: string, sink: VectorSink): void {
  let i = 0;
  const length = text.length;
  while (i < length) {
    if (text.charCodeAt(i) === 32) {
      i++;
      continue;
    }
    const quoted = readQuoted(text, i);
    if (!quoted) throw new Error(`not a tsvector at ${i}`);
    const lexeme = quoted.lexeme;
    i = quoted.end;
    sink.entry(lexeme);
    if (text[i] !== ':') {
      sink.position(NO_POSITION);
      continue;
    }
    i++;
    for (;;) {
      let position = 0;
      let code = text.charCodeAt(i);
      while (code >= 48 && code <= 57) {
        position = position * 10 + code - 48;
        code = text.charCodeAt(++i);
      }
      // A, B, C (65-67); D is written as nothing.
      let weight = 0;
      if (code >= 65 && code <= 68) {
        weight = 68 - code;
        i++;
      }
      sink.position((weight << 14) | position);
      if (text[i] !== ',') break;
      i++;
    }
  }
}

/** Reads tsvector_out's text: quoted lexemes ('' and \\ escaped), then :positions with weights. */
export function parseVector(text: string): ParsedVector {
  const lexemes: string[] = [];
  const positions: number[][] = [];
  readVector(text, {
    entry: (lexeme) => {
      lexemes.push(lexeme);
      positions.push([]);
    },
    position: (packed) => positions[positions.length - 1]!.push(packed),
  });
  return { lexemes, positions };
}
