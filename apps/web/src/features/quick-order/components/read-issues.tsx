import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { ParseIssue } from '../lib/parse-lines.ts';

/** A line the list could not take: it was full. */
export type ReadIssue = ParseIssue | { line: number; text: string; reason: 'noRoom'; max: number };

interface ReadIssuesProps {
  heading: string;
  issues: readonly ReadIssue[];
  /** A paste has lines, a file rows. */
  unit: 'line' | 'row';
}

/** Each line that could not be read, by its number, with the reason. */
export function ReadIssues({ heading, issues, unit }: ReadIssuesProps) {
  const { t, i18n } = useTranslation('quick-order');
  const count = (value: number) => value.toLocaleString(i18n.language);
  if (issues.length === 0) return null;
  const text = (issue: ReadIssue) => {
    const where = t(unit === 'line' ? 'issues.line' : 'issues.row', { line: issue.line });
    switch (issue.reason) {
      case 'noPartNumber':
      case 'badPartNumber':
        return t(`issues.${issue.reason}`, { where, text: issue.text });
      case 'partTooLong':
      case 'tooManyLines':
      case 'noRoom':
        return t(`issues.${issue.reason}`, { where, max: count(issue.max) });
      case 'noQuantity':
        return t('issues.noQuantity', { where, part: issue.part });
      case 'badQuantity':
        return t('issues.badQuantity', { where, part: issue.part, quantity: issue.quantity });
      case 'quantityTooLarge':
        return t('issues.quantityTooLarge', {
          where,
          part: issue.part,
          max: count(issue.max),
        });
    }
  };
  return (
    <div
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">{heading}</p>
      <ul className="mt-1 list-disc pl-5">
        {issues.slice(0, MAX_SHOWN).map((issue) => (
          <li key={`${issue.line}-${issue.reason}`}>{text(issue)}</li>
        ))}
      </ul>
      {issues.length > MAX_SHOWN ? (
        <p className="mt-1">{t('issues.more', { count: issues.length - MAX_SHOWN })}</p>
      ) : null}
    </div>
  );
}

/** A long list of unread lines says how many more there are rather than filling the screen. */
const MAX_SHOWN = 50;
