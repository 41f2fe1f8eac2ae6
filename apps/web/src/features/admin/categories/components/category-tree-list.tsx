import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminCategory } from '@portal/contract';
import type { CategoryNode } from '@/entities/catalogue/category-tree.ts';
import { Button } from '@/shared/ui/button.tsx';
import type { CategoryEdit } from '../lib/category-edit.ts';

interface CategoryTreeListProps {
  nodes: readonly CategoryNode[];
  byId: ReadonlyMap<number, AdminCategory>;
  onEdit: (edit: CategoryEdit) => void;
  onDelete: (category: AdminCategory) => void;
  depth?: number;
}

const action = 'px-2 py-1 text-xs';

/** The tree as nested lists: each category with its counts and what can be done to it. */
export function CategoryTreeList({
  nodes,
  byId,
  onEdit,
  onDelete,
  depth = 0,
}: CategoryTreeListProps) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <ul
      className={
        depth === 0
          ? 'flex flex-col divide-y divide-slate-200 dark:divide-slate-700'
          : 'ml-3 flex flex-col border-l border-slate-200 pl-3 sm:ml-5 sm:pl-4 dark:border-slate-700'
      }
    >
      {nodes.map((node) => {
        const category = byId.get(node.id);
        if (!category) return null;
        return (
          <li key={node.id} className={depth === 0 ? 'py-1' : ''}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded px-2 py-1.5 hover:bg-slate-50 dark:hover:bg-slate-800/60">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{category.name}</span>{' '}
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {t('categories.counts', {
                    products: category.product_count,
                    children: category.child_count,
                  })}
                </span>
              </span>
              <span className="flex flex-wrap gap-1">
                <Button
                  variant="ghost"
                  className={action}
                  aria-label={t('categories.addUnder', { name: category.name })}
                  onClick={() => onEdit({ kind: 'create', parentId: category.id })}
                >
                  {t('categories.addSub')}
                </Button>
                <Button
                  variant="ghost"
                  className={action}
                  aria-label={t('categories.renameOf', { name: category.name })}
                  onClick={() => onEdit({ kind: 'rename', category })}
                >
                  {t('categories.rename')}
                </Button>
                <Button
                  variant="ghost"
                  className={action}
                  aria-label={t('categories.moveOf', { name: category.name })}
                  onClick={() => onEdit({ kind: 'move', category })}
                >
                  {t('categories.move')}
                </Button>
                <Button
                  variant="ghost"
                  className={`${action} text-red-700 dark:text-red-400`}
                  aria-label={t('categories.deleteOf', { name: category.name })}
                  onClick={() => onDelete(category)}
                >
                  {t('categories.delete')}
                </Button>
              </span>
            </div>
            {node.children.length > 0 ? (
              <CategoryTreeList
                nodes={node.children}
                byId={byId}
                onEdit={onEdit}
                onDelete={onDelete}
                depth={depth + 1}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
