import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

interface TabListProps<T extends string> {
  /** What the tabs choose, for screen readers ("Order status"). */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The id prefix of the tabs; the panel they control is `${idPrefix}-panel`. */
  idPrefix: string;
}

export const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs that filter the panel under them (the ARIA tabs pattern: arrows, Home and End move between
 * them and choose at once, as each tab only changes a filter).
 */
export function TabList<T extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
}: TabListProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    const target = move ? tabs[move(index, tabs.length)] : undefined;
    if (!move || !target) return;
    event.preventDefault();
    onChange(target.value);
    buttons.current[tabs.indexOf(target)]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700"
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.value)}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap ${
              selected
                ? 'border-blue-700 text-blue-800 dark:border-sky-400 dark:text-sky-300'
                : 'border-transparent text-slate-700 hover:border-slate-300 dark:text-slate-300'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
