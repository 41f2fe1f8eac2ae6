/**
 * The search box's suggestions' limits, without the schemas (catalogue-suggestions.ts): the header,
 * on every first screen, loads no schema library for them (decision 032).
 */

/** Characters typed before anything is suggested: one letter matches a third of a catalogue. */
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 4;
