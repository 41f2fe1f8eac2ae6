import type { LineProblem } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';

/**
 * The text of a checked line's problem (issue 12: quick order, reorder, saved lists) in the
 * reader's language, read again on a language switch; the server's own text when this client
 * does not know the key yet.
 */
export function useLineProblemText() {
  const { t } = useTranslation('server');
  return (problem: Pick<LineProblem, 'key' | 'params' | 'message'>): string => {
    const text = t(problem.key, problem.params);
    return text === problem.key ? problem.message : text;
  };
}
