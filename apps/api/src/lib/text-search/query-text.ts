import { readQuoted } from './vector-text.ts';

/**
 * A tsquery as PostgreSQL writes it as text ("( 'bolt' | 'bolt':* ) & 'steel'"), read back into
 * its tree. Only what a search's query can hold is read: words (whole or as a beginning), `&`,
 * `|` and `<N>`. A negation or a weight restriction is `undefined`: the caller asks PostgreSQL.
 */
export type QueryNode =
  | { kind: 'word'; lexeme: string; prefix: boolean }
  | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { kind: 'phrase'; left: QueryNode; right: QueryNode; distance: number };

class Unsupported extends Error {}

/** The tree of tsquery_out's text; `undefined` for a form this module does not evaluate. */
export function parseQuery(text: string): QueryNode | undefined {
  const reader = new QueryReader(text);
  try {
    const node = reader.or();
    reader.skipSpaces();
    if (!reader.atEnd() || !phrasesOfWords(node)) throw new Unsupported();
    return node;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

/** Whether every phrase of a tree joins words or phrases only (what to_tsquery makes of a word). */
function phrasesOfWords(node: QueryNode, inPhrase = false): boolean {
  if (node.kind === 'word') return true;
  if (inPhrase && node.kind !== 'phrase') return false;
  const phrase = inPhrase || node.kind === 'phrase';
  return phrasesOfWords(node.left, phrase) && phrasesOfWords(node.right, phrase);
}

/** Precedence as PostgreSQL's: `|` binds loosest, then `&`, then `<N>`. */
class QueryReader {
  private i = 0;
  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.i >= this.text.length;
  }

  skipSpaces(): void {
    while (this.text[this.i] === ' ') this.i++;
  }

  private accept(token: string): boolean {
    this.skipSpaces();
    if (this.text.startsWith(token, this.i)) {
      this.i += token.length;
      return true;
    }
    return false;
  }

  or(): QueryNode {
    let node = this.and();
    while (this.accept('|')) node = { kind: 'or', left: node, right: this.and() };
    return node;
  }

  private and(): QueryNode {
    let node = this.phrase();
    while (this.accept('&')) node = { kind: 'and', left: node, right: this.phrase() };
    return node;
  }

  private phrase(): QueryNode {
    let node = this.operand();
    for (;;) {
      this.skipSpaces();
      const match = /^<(-|\d+)>/.exec(this.text.slice(this.i, this.i + 8));
      if (!match) return node;
      this.i += match[0].length;
      const distance = match[1] === '-' ? 1 : Number(match[1]);
      node = { kind: 'phrase', left: node, right: this.operand(), distance };
    }
  }

  private operand(): QueryNode {
    if (this.accept('(')) {
      const node = this.or();
      if (!this.accept(')')) throw new Unsupported();
      return node;
    }
    this.skipSpaces();
    const quoted = readQuoted(this.text, this.i);
    if (!quoted) throw new Unsupported();
    const lexeme = quoted.lexeme;
    this.i = quoted.end;
    let prefix = false;
    if (this.text[this.i] === ':') {
      this.i++;
      while (/[*A-D]/.test(this.text[this.i] ?? '')) {
        // A weight restriction changes what matches: not a search's query.
        if (this.text[this.i] !== '*') throw new Unsupported();
        prefix = true;
        this.i++;
      }
    }
    return { kind: 'word', lexeme, prefix };
  }
}

/** The query's words, each once, in PostgreSQL's order for ranking (by bytes, shorter first). */
export function rankedWords(node: QueryNode): { lexeme: string; prefix: boolean }[] {
  const words: { lexeme: string; prefix: boolean }[] = [];
  const visit = (n: QueryNode): void => {
    if (n.kind === 'word') words.push({ lexeme: n.lexeme, prefix: n.prefix });
    else {
      visit(n.left);
      visit(n.right);
    }
  };
  visit(node);
  words.sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
  return words.filter(
    (word, i) => i === 0 || compareLexemes(word.lexeme, words[i - 1]!.lexeme) !== 0,
  );
}

/**
 * PostgreSQL's order of lexemes (tsCompareString): their UTF-8 bytes, a shorter one first when it
 * begins the other. UTF-16 units compare as the bytes do below the surrogates (U+D800); past them
 * the bytes decide.
 */
export function compareLexemes(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (x < 0xd800 && y < 0xd800) return x - y;
    return Buffer.compare(Buffer.from(a), Buffer.from(b));
  }
  return a.length - b.length;
}
