import { firstAtLeast } from '../sorted-search.ts';
import { compareLexemes, rankedWords, type QueryNode } from './query-text.ts';
import { textRank, type MatchedEntries } from './rank.ts';
import { parseVector } from './vector-text.ts';

/** A document as the index takes it: its id, its name for prefix lookups, its tsvector's text. */
export interface IndexedDocument {
  id: number;
  /** What a search's beginning is compared with (a product's lowered part number). */
  key: string;
  /** What ties are ordered by after the rank (a product's part number). */
  name: string;
  vector: string;
}

/**
 * Documents' entries, flat: document d's entries are [entryStart[d], entryStart[d + 1]); entry e
 * is the word `lexemeOf[e]` at the packed positions [e ? entryEnd[e - 1] : 0, entryEnd[e]).
 */
export interface Entries {
  entryStart: Int32Array;
  lexemeOf: Int32Array;
  entryEnd: Int32Array;
  positions: Uint16Array;
}

/** A word of a query as the index finds it: lexeme ids in a range, and later ones by text. */
interface ResolvedWord {
  lexeme: string;
  prefix: boolean;
  /** Ids [from, to) of the first build's lexemes, which are numbered in PostgreSQL's order. */
  from: number;
  to: number;
  /** Ids of lexemes first seen after the build that this word matches. */
  later: ReadonlySet<number>;
}

type Resolved =
  | { kind: 'word'; word: number }
  | { kind: 'and' | 'or'; left: Resolved; right: Resolved }
  | { kind: 'phrase'; left: Resolved; right: Resolved; distance: number };

/** A query made ready for one index: the same tree, its words found in the index's lexemes. */
export interface CompiledQuery {
  readonly tree: Resolved;
  readonly words: readonly ResolvedWord[];
  /** Each word of the tree as ts_rank visits them: indexes into `words`, in its order. */
  readonly ranked: readonly number[];
  readonly conjunctive: boolean;
  readonly hasPhrase: boolean;
}

/** A set of documents by number, one bit each. */
export type DocumentSet = Uint32Array;

/**
 * The words of a set of documents and where each stands, held in memory: PostgreSQL's matching
 * (`@@`) and ts_rank over tsvectors PostgreSQL made, so that stemming stays the database's. Built
 * once from every document ("the base"), then kept current by `apply`: a changed document's
 * base copy is marked gone and its new one appended, until the caller builds a new base.
 */
export class WordIndex {
  private readonly lexemes: string[];
  private readonly lexemeIds = new Map<string, number>();
  /** Lexemes of the base, numbered in PostgreSQL's order: a beginning is a range of them. */
  private readonly baseLexemes: number;
  /** Base documents per lexeme id, ascending: [postingStart[l], postingStart[l + 1]). */
  private readonly postingStart: Int32Array;
  private readonly postings: Int32Array;
  private readonly base: Entries;
  private readonly baseCount: number;
  /** Base documents in the order of their keys, for a beginning's range. */
  private readonly byKey: Int32Array;

  private readonly ids: number[] = [];
  private readonly keys: string[] = [];
  private readonly names: string[] = [];
  private readonly gone: boolean[] = [];
  /** The base's documents marked gone, one bit each, to clear from every set at once. */
  private readonly goneInBase: Uint32Array;
  /** Documents appended since the base (their own entries each), by number past the base. */
  private readonly later: Entries[] = [];
  private readonly documentOf = new Map<number, number>();
  /**
   * The base's documents of the common words most recently asked, one bit each, by their lexeme
   * range (see baseSetOf): the least recently asked go past KEPT_BASE_SETS.
   */
  private readonly baseSets = new Map<number, Uint32Array>();
  private goneCount = 0;
  /** An estimate of the memory held, for the caller's bound. */
  readonly baseBytes: number;

  constructor(base: BaseParts) {
    this.lexemes = base.lexemes;
    base.lexemes.forEach((lexeme, id) => this.lexemeIds.set(lexeme, id));
    this.baseLexemes = base.lexemes.length;
    this.base = base.entries;
    this.baseCount = base.documents.length;
    this.goneInBase = new Uint32Array((this.baseCount + 31) >>> 5);
    const postingStart = new Int32Array(this.baseLexemes + 1);
    const { lexemeOf, entryStart } = base.entries;
    for (let e = 0; e < lexemeOf.length; e++) postingStart[lexemeOf[e]! + 1]!++;
    for (let l = 0; l < this.baseLexemes; l++) postingStart[l + 1]! += postingStart[l]!;
    this.postingStart = postingStart;
    this.postings = new Int32Array(lexemeOf.length);
    const fill = postingStart.slice(0, this.baseLexemes);
    for (let d = 0; d < this.baseCount; d++) {
      for (let e = entryStart[d]!; e < entryStart[d + 1]!; e++) {
        this.postings[fill[lexemeOf[e]!]!++] = d;
      }
    }
    base.documents.forEach((document, d) => {
      this.ids.push(document.id);
      this.keys.push(document.key);
      this.names.push(document.name);
      this.gone.push(false);
      this.documentOf.set(document.id, d);
    });
    this.byKey = Int32Array.from(base.documents.keys()).sort((a, b) => this.compareKeys(a, b));
    this.baseBytes =
      KEPT_BASE_SETS * 4 * ((this.baseCount + 31) >>> 5) +
      lexemeOf.length * 12 +
      base.entries.positions.length * 2 +
      this.baseCount * 80 +
      base.lexemes.reduce((sum, lexeme) => sum + 2 * lexeme.length + 64, 0);
  }

  /** Documents in the index, present ones only. */
  get size(): number {
    return this.ids.length - this.goneCount;
  }

  /** Documents changed since the base: what a new base would take back. */
  get changedSinceBase(): number {
    return this.ids.length - this.baseCount;
  }

  /** Removes documents and puts in their new versions (a document not given stays removed). */
  apply(removed: readonly number[], added: readonly IndexedDocument[]): void {
    for (const id of [...removed, ...added.map((document) => document.id)]) {
      const d = this.documentOf.get(id);
      if (d !== undefined && !this.gone[d]) {
        this.gone[d] = true;
        if (d < this.baseCount) this.goneInBase[d >>> 5]! |= 1 << (d & 31);
        this.goneCount++;
        this.documentOf.delete(id);
      }
    }
    for (const document of added) {
      const vector = parseVector(document.vector);
      const entries: Entries = {
        entryStart: Int32Array.of(0, vector.lexemes.length),
        lexemeOf: new Int32Array(vector.lexemes.length),
        entryEnd: new Int32Array(vector.lexemes.length),
        positions: Uint16Array.from(vector.positions.flat()),
      };
      let end = 0;
      vector.lexemes.forEach((lexeme, i) => {
        let id = this.lexemeIds.get(lexeme);
        if (id === undefined) {
          id = this.lexemes.length;
          this.lexemes.push(lexeme);
          this.lexemeIds.set(lexeme, id);
        }
        entries.lexemeOf[i] = id;
        end += vector.positions[i]!.length;
        entries.entryEnd[i] = end;
      });
      this.documentOf.set(document.id, this.ids.length);
      this.ids.push(document.id);
      this.keys.push(document.key);
      this.names.push(document.name);
      this.gone.push(false);
      this.later.push(entries);
    }
  }

  id(d: number): number {
    return this.ids[d]!;
  }

  key(d: number): string {
    return this.keys[d]!;
  }

  name(d: number): string {
    return this.names[d]!;
  }

  /** Finds a parsed query's words among the index's lexemes. */
  compile(tree: QueryNode): CompiledQuery {
    const words: ResolvedWord[] = [];
    const indexOf = new Map<string, number>();
    const resolve = (node: QueryNode): Resolved => {
      if (node.kind !== 'word') {
        return node.kind === 'phrase'
          ? { ...node, left: resolve(node.left), right: resolve(node.right) }
          : { kind: node.kind, left: resolve(node.left), right: resolve(node.right) };
      }
      const name = `${node.prefix ? '*' : '='}${node.lexeme}`;
      let word = indexOf.get(name);
      if (word === undefined) {
        word = words.length;
        indexOf.set(name, word);
        words.push(this.resolveWord(node.lexeme, node.prefix));
      }
      return { kind: 'word', word };
    };
    const resolved = resolve(tree);
    const ranked = rankedWords(tree).map((word) =>
      indexOf.get(`${word.prefix ? '*' : '='}${word.lexeme}`)!,
    );
    return {
      tree: resolved,
      words,
      ranked,
      conjunctive: tree.kind === 'and' || tree.kind === 'phrase',
      hasPhrase: hasPhrase(tree),
    };
  }

  private resolveWord(lexeme: string, prefix: boolean): ResolvedWord {
    const from = this.firstLexemeAtLeast(lexeme);
    let to = from;
    if (prefix) {
      while (to < this.baseLexemes && this.lexemes[to]!.startsWith(lexeme)) to++;
    } else if (to < this.baseLexemes && this.lexemes[to] === lexeme) {
      to++;
    }
    const later = new Set<number>();
    for (let id = this.baseLexemes; id < this.lexemes.length; id++) {
      const other = this.lexemes[id]!;
      if (prefix ? other.startsWith(lexeme) : other === lexeme) later.add(id);
    }
    return { lexeme, prefix, from, to, later };
  }

  private firstLexemeAtLeast(lexeme: string): number {
    let low = 0;
    let high = this.baseLexemes;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareLexemes(this.lexemes[middle]!, lexeme) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The documents a query may match: exact for words, `&` and `|`; a phrase's documents have its
   * words, and `matches` says whether they stand in order.
   */
  candidates(query: CompiledQuery): DocumentSet {
    const set = this.setOf(query.tree, query.words);
    for (let i = 0; i < this.goneInBase.length; i++) set[i]! &= ~this.goneInBase[i]!;
    return set;
  }

  private setOf(node: Resolved, words: readonly ResolvedWord[]): DocumentSet {
    if (node.kind === 'word') return this.wordSet(words[node.word]!);
    const left = this.setOf(node.left, words);
    const right = this.setOf(node.right, words);
    for (let i = 0; i < left.length; i++) {
      left[i] = node.kind === 'or' ? left[i]! | right[i]! : left[i]! & right[i]!;
    }
    return left;
  }

  private wordSet(word: ResolvedWord): DocumentSet {
    const set = new Uint32Array((this.ids.length + 31) >>> 5);
    const start = this.postingStart[word.from]!;
    const end = this.postingStart[word.to]!;
    // A word in one document of 32 or more: its base bits are copied from those kept, which
    // costs an eighth of a byte a document rather than the loop over its postings.
    if (32 * (end - start) >= this.baseCount) set.set(this.baseSetOf(word.from, word.to));
    else this.addPostings(set, start, end);
    for (let d = this.baseCount; d < this.ids.length; d++) {
      if (!this.gone[d] && this.entryWith(d, word, 0) >= 0) set[d >>> 5]! |= 1 << (d & 31);
    }
    return set;
  }

  /**
   * The base's documents of lexemes [from, to): kept, since the base never changes (a document
   * changed is marked gone, which `candidates` clears from every set, and appended). Never
   * written to by its callers: they copy it.
   */
  private baseSetOf(from: number, to: number): Uint32Array {
    const key = from * (this.baseLexemes + 1) + to;
    let set = this.baseSets.get(key);
    if (set) {
      this.baseSets.delete(key);
    } else {
      set = new Uint32Array((this.baseCount + 31) >>> 5);
      this.addPostings(set, this.postingStart[from]!, this.postingStart[to]!);
      if (this.baseSets.size >= KEPT_BASE_SETS) {
        this.baseSets.delete(this.baseSets.keys().next().value!);
      }
    }
    this.baseSets.set(key, set);
    return set;
  }

  /** Sets the bits of the base's postings [start, end). */
  private addPostings(set: Uint32Array, start: number, end: number): void {
    for (let i = start; i < end; i++) {
      const d = this.postings[i]!;
      set[d >>> 5]! |= 1 << (d & 31);
    }
  }

  /** Whether a document matches a query (`@@`). */
  matches(d: number, query: CompiledQuery): boolean {
    if (this.gone[d]) return false;
    return this.documentMatches(d, query.tree, query.words);
  }

  private documentMatches(d: number, node: Resolved, words: readonly ResolvedWord[]): boolean {
    switch (node.kind) {
      case 'word':
        return this.entryWith(d, words[node.word]!, 0) >= 0;
      case 'and':
        return (
          this.documentMatches(d, node.left, words) && this.documentMatches(d, node.right, words)
        );
      case 'or':
        return (
          this.documentMatches(d, node.left, words) || this.documentMatches(d, node.right, words)
        );
      case 'phrase':
        return this.phrasePositions(d, node, words).length > 0;
    }
  }

  /** Where a phrase ends in a document (`a <N> b`: b's positions N after one of a's). */
  private phrasePositions(d: number, node: Resolved, words: readonly ResolvedWord[]): number[] {
    if (node.kind === 'word') {
      const found = new Set<number>();
      const { entries } = this.entriesOf(d);
      const word = words[node.word]!;
      for (let e = this.entryWith(d, word, 0); e >= 0; e = this.entryWith(d, word, e + 1)) {
        const from = e > 0 ? entries.entryEnd[e - 1]! : 0;
        for (let p = from; p < entries.entryEnd[e]!; p++) found.add(entries.positions[p]! & 0x3fff);
      }
      return [...found];
    }
    // parseQuery leaves out a phrase of anything but words.
    if (node.kind !== 'phrase') return [];
    const left = new Set(this.phrasePositions(d, node.left, words));
    return this.phrasePositions(d, node.right, words).filter((position) =>
      left.has(position - node.distance),
    );
  }

  private entriesOf(d: number): { entries: Entries; local: number } {
    return d < this.baseCount
      ? { entries: this.base, local: d }
      : { entries: this.later[d - this.baseCount]!, local: 0 };
  }

  /** The first entry at or after `from` (an absolute entry number) that a word matches, or -1. */
  private entryWith(d: number, word: ResolvedWord, from: number): number {
    const { entries, local } = this.entriesOf(d);
    const start = Math.max(from, entries.entryStart[local]!);
    const end = entries.entryStart[local + 1]!;
    if (d < this.baseCount) {
      // A base document's entries are in lexeme order, which the base's ids follow.
      const e = firstAtLeast(entries.lexemeOf, word.from, start, end);
      return e < end && entries.lexemeOf[e]! < word.to ? e : -1;
    }
    for (let e = start; e < end; e++) {
      const id = entries.lexemeOf[e]!;
      if ((id >= word.from && id < word.to) || word.later.has(id)) return e;
    }
    return -1;
  }

  /** ts_rank(document, query): the figure PostgreSQL gives. */
  rank(d: number, query: CompiledQuery): number {
    const inBase = d < this.baseCount;
    const entries = inBase ? this.base : this.later[d - this.baseCount]!;
    const local = inBase ? d : 0;
    const { lexemeOf, entryEnd } = entries;
    const first = entries.entryStart[local]!;
    const end = entries.entryStart[local + 1]!;
    const { ranked, words } = query;
    const matched = scratch(ranked.length, end - first);
    const { wordStart, from, to } = matched;
    let m = 0;
    for (let i = 0; i < ranked.length; i++) {
      wordStart[i] = m;
      const word = words[ranked[i]!]!;
      const low = word.from;
      const high = word.to;
      if (inBase) {
        for (let e = firstAtLeast(lexemeOf, low, first, end); e < end && lexemeOf[e]! < high; e++) {
          from[m] = e > 0 ? entryEnd[e - 1]! : 0;
          to[m++] = entryEnd[e]!;
        }
        continue;
      }
      const later = word.later.size > 0 ? word.later : undefined;
      for (let e = first; e < end; e++) {
        const id = lexemeOf[e]!;
        if ((id >= low && id < high) || (later !== undefined && later.has(id))) {
          from[m] = e > 0 ? entryEnd[e - 1]! : 0;
          to[m++] = entryEnd[e]!;
        }
      }
    }
    wordStart[ranked.length] = m;
    return textRank(entries.positions, matched, query.conjunctive);
  }

  /** Present documents whose key begins with `prefix`, in the keys' order. */
  withKeyPrefix(prefix: string): number[] {
    let low = 0;
    let high = this.byKey.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[this.byKey[middle]!]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let i = low; i < this.byKey.length; i++) {
      const d = this.byKey[i]!;
      if (!this.keys[d]!.startsWith(prefix)) break;
      if (!this.gone[d]) found.push(d);
    }
    for (let d = this.baseCount; d < this.ids.length; d++) {
      if (!this.gone[d] && this.keys[d]!.startsWith(prefix)) found.push(d);
    }
    return found.sort((a, b) => this.compareKeys(a, b));
  }

  private compareKeys(a: number, b: number): number {
    const x = this.keys[a]!;
    const y = this.keys[b]!;
    return x < y ? -1 : x > y ? 1 : this.ids[a]! - this.ids[b]!;
  }

  /** The documents of a set in number order, as `visit` takes them until it returns false. */
  static forEach(set: DocumentSet, visit: (d: number) => boolean): void {
    for (let i = 0; i < set.length; i++) {
      let bits = set[i]!;
      while (bits !== 0) {
        const low = bits & -bits;
        const d = (i << 5) + 31 - Math.clz32(low);
        if (!visit(d)) return;
        bits ^= low;
      }
    }
  }
}

/**
 * Common words' base sets an index keeps (baseSetOf): 800 kB for the bench tenant's 100,000
 * products, charged to the index's bound from the start.
 */
const KEPT_BASE_SETS = 64;

/** What a base is made of: documents, their lexemes in PostgreSQL's order, their entries. */
export interface BaseParts {
  documents: { id: number; key: string; name: string }[];
  lexemes: string[];
  entries: Entries;
}

/** One MatchedEntries reused by every rank: a vector's entries, at most, for each word. */
let matchedScratch: MatchedEntries = {
  wordStart: new Int32Array(17),
  words: 0,
  from: new Int32Array(256),
  to: new Int32Array(256),
};

function scratch(words: number, entries: number): MatchedEntries {
  const needed = words * entries;
  if (matchedScratch.wordStart.length <= words || matchedScratch.from.length < needed) {
    matchedScratch = {
      wordStart: new Int32Array(Math.max(words + 1, matchedScratch.wordStart.length)),
      words,
      from: new Int32Array(Math.max(needed, matchedScratch.from.length)),
      to: new Int32Array(Math.max(needed, matchedScratch.from.length)),
    };
  }
  matchedScratch.words = words;
  return matchedScratch;
}

function hasPhrase(node: QueryNode): boolean {
  return (
    node.kind === 'phrase' ||
    (node.kind !== 'word' && (hasPhrase(node.left) || hasPhrase(node.right)))
  );
}
