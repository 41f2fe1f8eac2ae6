import type { SavedListLine } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { LineActions } from '../hooks/use-line-actions.ts';
import { ChooseLine, type Choice } from './choose-line.tsx';
import { LineComment } from './line-comment.tsx';
import { LineProblems } from './line-problems.tsx';
import { LineProduct } from './line-product.tsx';
import { LineQuantity } from './line-quantity.tsx';
import { LineTierNote } from './line-tier-note.tsx';
import { LinePrice, lineTotalText } from './line-total.tsx';
import { RemoveLineButton } from './remove-line-button.tsx';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide uppercase';

interface LinesProps {
  lines: readonly SavedListLine[];
  actions: LineActions;
  choice: Choice & { all: boolean; toggleAll: () => void };
}

/** A list's lines on a wide screen: one row each, its problems under the product. */
export function LinesTable({ lines, actions, choice }: LinesProps) {
  const { t, i18n } = useTranslation('saved-lists');
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('detail.linesLabel')}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className={`${th} w-10`}>
              <input
                type="checkbox"
                checked={choice.all}
                onChange={choice.toggleAll}
                aria-label={t('detail.chooseAll')}
                className="size-5 accent-blue-700 dark:accent-sky-500"
              />
            </th>
            <th scope="col" className={th}>
              {t('detail.product')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('detail.price')}
            </th>
            <th scope="col" className={th}>
              {t('detail.quantity')}
            </th>
            <th scope="col" className={th}>
              {t('detail.comment')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('detail.lineTotal')}
            </th>
            <th scope="col" className={th}>
              {t('detail.addedBy')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('detail.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {lines.map((line) => (
            <tr key={line.id} className="align-top">
              <td className="px-3 py-3">
                <ChooseLine line={line} choice={choice} />
              </td>
              <td className="px-3 py-2">
                <LineProduct line={line} />
                <div className="mt-1 flex flex-col gap-1 pl-[4.25rem]">
                  <LineTierNote line={line} />
                  <LineProblems line={line} actions={actions} />
                </div>
              </td>
              <td className="px-3 py-3 text-right">
                <LinePrice line={line} />
              </td>
              <td className="px-3 py-2">
                <LineQuantity line={line} actions={actions} />
              </td>
              <td className="min-w-48 px-3 py-2">
                <LineComment line={line} actions={actions} />
              </td>
              <td className="px-3 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                {lineTotalText(line, i18n.language)}
              </td>
              <td className="px-3 py-3">{line.added_by}</td>
              <td className="px-3 py-2 text-right">
                <RemoveLineButton line={line} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A list's lines on a phone: one card each. */
export function LinesCards({ lines, actions, choice }: LinesProps) {
  const { t, i18n } = useTranslation('saved-lists');
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 self-start text-sm font-medium">
        <input
          type="checkbox"
          checked={choice.all}
          onChange={choice.toggleAll}
          className="size-5 accent-blue-700 dark:accent-sky-500"
        />
        {t('detail.chooseAll')}
      </label>
      <ul aria-label={t('detail.linesLabel')} className="flex flex-col gap-3">
        {lines.map((line) => (
          <li
            key={line.id}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="flex items-start gap-3">
              <div className="pt-4">
                <ChooseLine line={line} choice={choice} />
              </div>
              <LineProduct line={line} />
            </div>
            <LineProblems line={line} actions={actions} />
            <div className="flex flex-col gap-1">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="text-slate-600 dark:text-slate-400">
                  {t('detail.price')}: <LinePrice line={line} />
                </span>
                <LineQuantity line={line} actions={actions} />
              </div>
              <LineTierNote line={line} />
            </div>
            <LineComment line={line} actions={actions} />
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('detail.addedByName', { name: line.added_by })}
            </p>
            <div className="flex items-center justify-between gap-2">
              <RemoveLineButton line={line} actions={actions} />
              <span className="font-semibold tabular-nums">
                {t('detail.lineTotal')}: {lineTotalText(line, i18n.language)}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
