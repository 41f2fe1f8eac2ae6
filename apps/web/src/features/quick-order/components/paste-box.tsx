import { useId, useState } from 'react';
import { MAX_QUICK_ORDER_LINES } from '@portal/contract/quick-order';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { inputClasses, TextAreaField } from '@/shared/ui/field.tsx';
import { parseText, unreadText, type ParsedLine } from '../lib/parse-lines.ts';
import { ReadIssues, type ReadIssue } from './read-issues.tsx';

/** Puts read lines in the list; `textOf` gives a source line as the buyer wrote it, by number. */
export type TakeLines = (
  lines: readonly ParsedLine[],
  textOf: (line: number) => string,
) => { added: number; rejected: ParsedLine[] };

/** The lines that did not fit in the list, one issue per source line. */
export function noRoomIssues(rejected: readonly ParsedLine[], textOf: (line: number) => string) {
  return rejected.flatMap((line) =>
    line.lines.map((number): ReadIssue => ({
      line: number,
      text: textOf(number),
      reason: 'noRoom',
      max: MAX_QUICK_ORDER_LINES,
    })),
  );
}

/**
 * The labelled paste box: lines copied from a spreadsheet or an e-mail, read into the list with
 * 'Read lines'. The lines it cannot read stay in the box, each named with its reason.
 */
export function PasteBox({ onLines }: { onLines: TakeLines }) {
  const { t, i18n } = useTranslation('quick-order');
  const helpId = useId();
  const [text, setText] = useState('');
  const [issues, setIssues] = useState<ReadIssue[]>([]);
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const read = () => {
    const result = parseText(text);
    if (result.lines.length === 0 && result.issues.length === 0) {
      setIssues([]);
      setOutcome({ tone: 'error', text: t('paste.empty') });
      return;
    }
    const source = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
    const textOf = (line: number) => source[line - 1]?.trim().replace(/\s+/g, ' ') ?? '';
    const { added, rejected } = onLines(result.lines, textOf);
    const all = [...result.issues, ...noRoomIssues(rejected, textOf)].sort(
      (a, b) => a.line - b.line,
    );
    const left = unreadText(text, all);
    setText(left.text);
    setIssues(left.issues);
    setOutcome({ tone: 'info', text: t('paste.read', { count: added }) });
  };

  return (
    <section aria-labelledby={`${helpId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${helpId}-heading`} className="text-lg font-semibold">
        {t('paste.heading')}
      </h2>
      <TextAreaField
        label={t('paste.label')}
        aria-describedby={helpId}
        rows={6}
        value={text}
        spellCheck={false}
        placeholder={'AC-DR-7875\t2\nAC-WA-9920, 10'}
        className={`${inputClasses} font-mono`}
        onChange={(event) => {
          setText(event.target.value);
          setOutcome(null);
        }}
      />
      <p id={helpId} className="-mt-2 text-xs text-slate-600 dark:text-slate-400">
        {t('paste.help', { max: MAX_QUICK_ORDER_LINES.toLocaleString(i18n.language) })}
      </p>
      <Button variant="secondary" className="self-start" onClick={read}>
        {t('paste.readButton')}
      </Button>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <ReadIssues heading={t('paste.notRead')} issues={issues} unit="line" />
    </section>
  );
}
