/**
 * PostgreSQL's ts_rank(vector, query) with its default weights and no normalisation, in
 * JavaScript (src/backend/utils/adt/tsrank.c, calc_rank_and and calc_rank_or), so that a search
 * answered from memory orders its matches exactly as the database would. PostgreSQL computes in
 * single precision: each step here is rounded to it where the C code stores a `float`.
 *
 * A word's matches are given per word of the query (rankedWords' order, each word once), as the
 * position lists of the vector's entries it matches, in the vector's order.
 */
export type WordMatches = readonly (ArrayLike<number> | undefined)[][];

const f = Math.fround;

/** D, C, B, A: the weight bits of a packed position index this. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1)] as const;
const MAX_ENTRY_POSITION = 1 << 14;
const POSITION_MASK = MAX_ENTRY_POSITION - 1;

const weightOf = (packed: number): number => WEIGHTS[packed >> 14]!;

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/** ts_rank of a vector: `conjunctive` when the query's top is `&` or a phrase. */
export function textRank(matches: WordMatches, conjunctive: boolean): number {
  const rank = conjunctive && matches.length >= 2 ? rankAnd(matches) : rankOr(matches);
  return rank < 0 ? f(1e-20) : rank;
}

function rankOr(matches: WordMatches): number {
  let rank = 0;
  for (const entries of matches) {
    for (const positions of entries) {
      if (!positions) continue;
      let sum = 0;
      let heaviest = -1;
      let heaviestAt = 0;
      for (let j = 0; j < positions.length; j++) {
        const weight = weightOf(positions[j]!);
        sum = f(sum + f(weight / ((j + 1) * (j + 1))));
        if (weight > heaviest) {
          heaviest = weight;
          heaviestAt = j;
        }
      }
      const term = f(f(heaviest + sum) - f(heaviest / ((heaviestAt + 1) * (heaviestAt + 1))));
      rank = f(rank + term / 1.64493406685);
    }
  }
  return matches.length > 0 ? f(rank / matches.length) : rank;
}

function rankAnd(matches: WordMatches): number {
  let rank = -1;
  // Each word's last matched entry, as PostgreSQL keeps it while visiting the words in order.
  const last: (ArrayLike<number> | undefined)[] = [];
  for (let i = 0; i < matches.length; i++) {
    for (const positions of matches[i]!) {
      if (!positions) continue;
      last[i] = positions;
      for (let k = 0; k < i; k++) {
        const other = last[k];
        if (!other) continue;
        for (let l = 0; l < positions.length; l++) {
          for (let p = 0; p < other.length; p++) {
            const distance = Math.abs(
              (positions[l]! & POSITION_MASK) - (other[p]! & POSITION_MASK),
            );
            if (distance === 0) continue;
            const weight = f(
              f(weightOf(positions[l]!) * weightOf(other[p]!)) * wordDistance(distance),
            );
            const current = f(Math.sqrt(weight));
            rank = rank < 0 ? current : f(1.0 - (1.0 - rank) * (1.0 - current));
          }
        }
      }
    }
  }
  return rank;
}
