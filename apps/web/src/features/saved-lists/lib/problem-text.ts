import { isMessageKey, type LineProblem } from '@portal/contract';
import type { TFunction } from '@/shared/i18n/translation-keys.ts';

/**
 * A line's problem in the reader's language now: its key translated here (so a language switch
 * changes it too), else the server's own text for a key this build does not know.
 */
export const problemText = (t: TFunction<['saved-lists', 'server']>, problem: LineProblem) =>
  isMessageKey(problem.key) ? t(`server:${problem.key}`, problem.params) : problem.message;
