import type { SavedListLine } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { lineName } from '../hooks/use-line-actions.ts';

export interface Choice {
  chosen: ReadonlySet<number>;
  toggle: (lineId: number) => void;
}

/** The box that chooses a line for 'Add chosen lines to cart'. */
export function ChooseLine({ line, choice }: { line: SavedListLine; choice: Choice }) {
  const { t } = useTranslation('saved-lists');
  return (
    <input
      type="checkbox"
      checked={choice.chosen.has(line.id)}
      onChange={() => choice.toggle(line.id)}
      aria-label={t('detail.chooseLine', { name: lineName(line) })}
      className="size-5 accent-blue-700 dark:accent-sky-500"
    />
  );
}
