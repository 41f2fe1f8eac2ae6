/**
 * PostgreSQL's ts_rank(vector, query) with its default weights and no normalisation, in
 * JavaScript (src/backend/utils/adt/tsrank.c, calc_rank_and and calc_rank_or), so that a search
 * answered from memory orders its matches exactly as the database would. PostgreSQL computes in
 * single precision: each step here is rounded to it where the C code stores a `float`.
 *
 * What a vector matches is given flat, without an array per word (a search ranks thousands of
 * vectors): for each word of the query (rankedWords' order, each word once), the vector's entries
 * it matches, in the vector's order, each as a range of packed positions.
 */
export interface MatchedEntries {
  /** Word i's entries are [wordStart[i], wordStart[i + 1]) of `from` and `to`. */
  wordStart: Int32Array;
  words: number;
  from: Int32Array;
  to: Int32Array;
}

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

/**
 * What a pair of positions adds in calc_rank_and, sqrt(weight * weight * word_distance), for each
 * pair of weights and each distance up to 100 (beyond it, word_distance is one constant): a
 * table, since a search ranks thousands of vectors and this is its innermost step.
 */
const PAIR_DISTANCES = 102;
const PAIR_WEIGHT = new Float64Array(16 * PAIR_DISTANCES);
for (let a = 0; a < 4; a++) {
  for (let b = 0; b < 4; b++) {
    for (let distance = 1; distance < PAIR_DISTANCES; distance++) {
      const weight = f(f(WEIGHTS[a]! * WEIGHTS[b]!) * wordDistance(distance));
      PAIR_WEIGHT[((a << 2) | b) * PAIR_DISTANCES + distance] = f(Math.sqrt(weight));
    }
  }
}

/** ts_rank of a vector: `conjunctive` when the query's top is `&` or a phrase. */
export function textRank(
  positions: Uint16Array,
  matched: MatchedEntries,
  conjunctive: boolean,
): number {
  const rank =
    conjunctive && matched.words >= 2 ? rankAnd(positions, matched) : rankOr(positions, matched);
  return rank < 0 ? f(1e-20) : rank;
}

function rankOr(positions: Uint16Array, matched: MatchedEntries): number {
  const { wordStart, words, from, to } = matched;
  let rank = 0;
  for (let m = wordStart[0]!; m < wordStart[words]!; m++) {
    let sum = 0;
    let heaviest = -1;
    let heaviestAt = 0;
    for (let p = from[m]!, j = 0; p < to[m]!; p++, j++) {
      const weight = weightOf(positions[p]!);
      sum = f(sum + f(weight / ((j + 1) * (j + 1))));
      if (weight > heaviest) {
        heaviest = weight;
        heaviestAt = j;
      }
    }
    const term = f(f(heaviest + sum) - f(heaviest / ((heaviestAt + 1) * (heaviestAt + 1))));
    rank = f(rank + term / 1.64493406685);
  }
  return words > 0 ? f(rank / words) : rank;
}

function rankAnd(positions: Uint16Array, matched: MatchedEntries): number {
  const { wordStart, words, from, to } = matched;
  let rank = -1;
  // Each word's last matched entry, as PostgreSQL keeps it while visiting the words in order.
  const last =
    lastEntries.length >= words ? lastEntries : (lastEntries = new Int32Array(words * 2));
  for (let i = 0; i < words; i++) {
    last[i] = -1;
    for (let m = wordStart[i]!; m < wordStart[i + 1]!; m++) {
      last[i] = m;
      for (let k = 0; k < i; k++) {
        const other = last[k]!;
        if (other < 0) continue;
        for (let l = from[m]!; l < to[m]!; l++) {
          for (let p = from[other]!; p < to[other]!; p++) {
            const distance = Math.abs(
              (positions[l]! & POSITION_MASK) - (positions[p]! & POSITION_MASK),
            );
            if (distance === 0) continue;
            const current =
              PAIR_WEIGHT[
                (((positions[l]! >> 14) << 2) | (positions[p]! >> 14)) * PAIR_DISTANCES +
                  Math.min(distance, PAIR_DISTANCES - 1)
              ]!;
            rank = rank < 0 ? current : f(1.0 - (1.0 - rank) * (1.0 - current));
          }
        }
      }
    }
  }
  return rank;
}

let lastEntries = new Int32Array(16);
