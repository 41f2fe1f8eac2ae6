import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { CategoryNode } from './category-tree.ts';

interface CategoryTreeViewProps {
  nodes: readonly CategoryNode[];
  selectedId: number | null;
  isOpen: (id: number) => boolean;
  /** While searching every matching branch is shown open. */
  showAll: boolean;
  onToggle: (id: number) => void;
  onSelect: (id: number) => void;
}

const itemClasses =
  'flex-1 rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100 aria-[current=true]:bg-blue-50 aria-[current=true]:font-semibold aria-[current=true]:text-blue-800 dark:hover:bg-slate-800 dark:aria-[current=true]:bg-sky-950 dark:aria-[current=true]:text-sky-200';

/** Nested lists of buttons: the name chooses, the arrow opens or closes the children. */
export function CategoryTreeView(props: CategoryTreeViewProps) {
  const { t } = useTranslation();
  const { nodes, selectedId, isOpen, showAll, onToggle, onSelect } = props;
  return (
    <ul className="flex flex-col gap-0.5">
      {nodes.map((node) => {
        const open = showAll || isOpen(node.id);
        const hasChildren = node.children.length > 0;
        return (
          <li key={node.id}>
            <div className="flex items-center gap-1">
              {hasChildren ? (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-label={t(open ? 'categories.collapse' : 'categories.expand', {
                    name: node.name,
                  })}
                  onClick={() => onToggle(node.id)}
                  className="flex size-7 shrink-0 items-center justify-center rounded hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`}
                    fill="currentColor"
                  >
                    <path d="M7 5l6 5-6 5V5z" />
                  </svg>
                </button>
              ) : (
                <span className="size-7 shrink-0" aria-hidden="true" />
              )}
              <button
                type="button"
                aria-current={selectedId === node.id ? 'true' : undefined}
                onClick={() => onSelect(node.id)}
                className={itemClasses}
              >
                {node.name}
              </button>
            </div>
            {hasChildren && open ? (
              <div className="ml-4 border-l border-slate-200 pl-1 dark:border-slate-700">
                <CategoryTreeView {...props} nodes={node.children} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export { itemClasses as categoryItemClasses };
