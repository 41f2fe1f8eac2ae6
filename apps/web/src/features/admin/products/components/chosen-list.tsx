interface ChosenListProps {
  /** What the list holds ("Chosen categories"). */
  label: string;
  empty: string;
  items: readonly { id: number; text: string }[];
  removeLabel: (text: string) => string;
  onRemove: (id: number) => void;
}

/** What has been picked so far, each with a button that takes it out. */
export function ChosenList({ label, empty, items, removeLabel, onRemove }: ChosenListProps) {
  if (items.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  }
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3 text-sm dark:border-slate-600 dark:bg-slate-800"
        >
          <span>{item.text}</span>
          <button
            type="button"
            aria-label={removeLabel(item.text)}
            onClick={() => onRemove(item.id)}
            className="flex size-6 items-center justify-center rounded-full hover:bg-slate-200 dark:hover:bg-slate-700"
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
