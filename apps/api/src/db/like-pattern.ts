/** Text for a LIKE pattern with LIKE's own wildcards, and its escape character, taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching `term` anywhere. */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;
