import { compareLexemes } from './query-text.ts';
import { readVector } from './vector-text.ts';
import { WordIndex, type IndexedDocument } from './word-index.ts';

/**
 * Makes an index's base from documents given one at a time (a large tenant's are read in
 * chunks): their entries go into growing flat arrays, numbered by first sight, and are numbered
 * again in PostgreSQL's order of lexemes when built.
 */
export class WordIndexBuilder {
  private readonly documents: { id: number; key: string; name: string }[] = [];
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private entryStart: number[] = [0];
  private lexemeOf = new Int32Array(1024);
  private entryEnd = new Int32Array(1024);
  private positions = new Uint16Array(4096);
  private entries = 0;
  private positionCount = 0;

  add(document: IndexedDocument): void {
    this.documents.push({ id: document.id, key: document.key, name: document.name });
    readVector(document.vector, {
      entry: (lexeme) => {
        let id = this.lexemeIds.get(lexeme);
        if (id === undefined) {
          id = this.lexemes.length;
          this.lexemeIds.set(lexeme, id);
          this.lexemes.push(lexeme);
        }
        if (this.entries === this.lexemeOf.length) {
          this.lexemeOf = grown(this.lexemeOf);
          this.entryEnd = grown(this.entryEnd);
        }
        this.lexemeOf[this.entries++] = id;
      },
      position: (packed) => {
        if (this.positionCount === this.positions.length) this.positions = grown(this.positions);
        this.positions[this.positionCount++] = packed;
        this.entryEnd[this.entries - 1] = this.positionCount;
      },
    });
    this.entryStart.push(this.entries);
  }

  build(): WordIndex {
    const order = Int32Array.from(this.lexemes.keys()).sort((a, b) =>
      compareLexemes(this.lexemes[a]!, this.lexemes[b]!),
    );
    const renumbered = new Int32Array(order.length);
    order.forEach((old, id) => (renumbered[old] = id));
    const lexemeOf = this.lexemeOf.slice(0, this.entries);
    for (let e = 0; e < lexemeOf.length; e++) lexemeOf[e] = renumbered[lexemeOf[e]!]!;
    return new WordIndex({
      documents: this.documents,
      lexemes: Array.from(order, (old) => this.lexemes[old]!),
      entries: {
        entryStart: Int32Array.from(this.entryStart),
        lexemeOf,
        entryEnd: this.entryEnd.slice(0, this.entries),
        positions: this.positions.slice(0, this.positionCount),
      },
    });
  }
}

function grown<T extends Int32Array | Uint16Array>(array: T): T {
  const larger = new (array.constructor as new (length: number) => T)(array.length * 2);
  larger.set(array);
  return larger;
}

/** An index of the given documents. */
export function indexOf(documents: Iterable<IndexedDocument>): WordIndex {
  const builder = new WordIndexBuilder();
  for (const document of documents) builder.add(document);
  return builder.build();
}
