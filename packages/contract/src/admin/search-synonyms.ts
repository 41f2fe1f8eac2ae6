import { z } from 'zod';
import { codeParams, idParam } from '../common.ts';
import { MAX_SYNONYM_LENGTH, MAX_SYNONYM_WORDS, synonymWords } from '../rules/search-text.ts';
import { timestamp } from './common.ts';

export const searchSynonymIdParams = codeParams.extend({ id: idParam });

/**
 * Words a tenant's buyers use for the same thing (issue 32 point 2): a search for any of them
 * finds what the others find ("ss" = "stainless", "tornillo" = "perno").
 */
export const searchSynonym = z.object({
  id: z.number().int(),
  words: z.array(z.string()),
  updated_at: timestamp,
});
export type SearchSynonym = z.infer<typeof searchSynonym>;
export const searchSynonymList = z.object({ data: z.array(searchSynonym) });
export type SearchSynonymList = z.infer<typeof searchSynonymList>;
export const searchSynonymResponse = z.object({ data: searchSynonym });
export type SearchSynonymResponse = z.infer<typeof searchSynonymResponse>;

/** The group as the console's one field takes it: words separated by commas or spaces. */
export const synonymGroupField = z
  .string({ error: 'validation.requiredField' })
  .max(MAX_SYNONYM_WORDS * (MAX_SYNONYM_LENGTH + 2), { error: 'validation.tooLong' })
  .transform(synonymWords)
  .refine((words) => words.length > 0, { error: 'validation.requiredField' })
  .refine((words) => words.length >= 2, { error: 'admin.searchSynonyms.tooFewWords' })
  .refine((words) => words.length <= MAX_SYNONYM_WORDS, {
    error: 'admin.searchSynonyms.tooManyWords',
  })
  .refine((words) => words.every((word) => word.length <= MAX_SYNONYM_LENGTH), {
    error: 'admin.searchSynonyms.wordTooLong',
  });

export const saveSearchSynonymRequest = z.object({ words: synonymGroupField });
export type SaveSearchSynonymRequest = z.input<typeof saveSearchSynonymRequest>;
