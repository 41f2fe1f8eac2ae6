import { z } from 'zod';
import { paged, pageQuery } from '../common.ts';
import { timestamp } from './common.ts';

export const searchMissListQuery = z.object({ page: pageQuery });
export type SearchMissListQuery = z.input<typeof searchMissListQuery>;

/**
 * A search the buyers made that found nothing (issue 32 point 5): the words as searched
 * (normalised), how many times, and when last.
 */
export const searchMiss = z.object({
  term: z.string(),
  searches: z.number().int(),
  last_seen_at: timestamp,
});
export type SearchMiss = z.infer<typeof searchMiss>;
export const searchMissList = paged(searchMiss);
export type SearchMissList = z.infer<typeof searchMissList>;
