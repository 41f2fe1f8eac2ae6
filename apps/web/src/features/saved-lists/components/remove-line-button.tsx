import type { SavedListLine } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { lineName, type LineActions } from '../hooks/use-line-actions.ts';

/** Takes a line off the list; its toast offers Undo. */
export function RemoveLineButton({ line, actions }: { line: SavedListLine; actions: LineActions }) {
  const { t } = useTranslation('saved-lists');
  return (
    <button
      type="button"
      onClick={() => actions.remove(line)}
      aria-label={t('detail.removeFor', { name: lineName(line) })}
      className="rounded-md px-2 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
    >
      {t('detail.remove')}
    </button>
  );
}
