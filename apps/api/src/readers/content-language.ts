import { sql, type RawBuilder } from 'kysely';
import type { Language } from '@portal/contract';

/** The catalogue texts that exist per language; each has `_es` and `_fr` columns beside it. */
type TranslatedColumn =
  | 'p.description'
  | 'p.additional_info'
  | 'c.name'
  | 'parent.name'
  | 'a.name'
  | 'o.value';

/**
 * A catalogue text in the reader's language, English when it has none
 * (`coalesce(p.description_fr, p.description)`). Only the buyer's answers read it: the console
 * edits every language side by side.
 */
export function inLanguage<T extends string | null>(
  column: TranslatedColumn,
  language: Language,
): RawBuilder<T> {
  if (language === 'en') return sql<T>`${sql.ref(column)}`;
  return sql<T>`coalesce(${sql.ref(`${column}_${language}`)}, ${sql.ref(column)})`;
}
