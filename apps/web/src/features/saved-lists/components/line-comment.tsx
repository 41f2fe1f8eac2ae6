import { useState } from 'react';
import { SAVED_LIST_COMMENT_MAX, type SavedListLine } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { inputClasses } from '@/shared/ui/field.tsx';
import { lineName, type LineActions } from '../hooks/use-line-actions.ts';

/**
 * A line's comment, saved when the field is left or on Enter (not on every key: each save is a
 * request, and every buyer of the customer reads the list).
 */
export function LineComment({ line, actions }: { line: SavedListLine; actions: LineActions }) {
  const { t } = useTranslation('saved-lists');
  const saved = line.comment ?? '';
  const [text, setText] = useState(saved);
  // A save read back (this one trimmed, or a colleague's) replaces the text shown.
  const [shown, setShown] = useState(saved);
  if (saved !== shown) {
    setShown(saved);
    setText(saved);
  }
  const save = () => {
    if (text.trim() !== saved) actions.setComment(line, text.trim());
  };
  return (
    <input
      type="text"
      value={text}
      maxLength={SAVED_LIST_COMMENT_MAX}
      placeholder={t('detail.commentPlaceholder')}
      aria-label={t('detail.commentFor', { name: lineName(line) })}
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
        if (event.key === 'Escape') setText(saved);
      }}
      className={inputClasses}
    />
  );
}
