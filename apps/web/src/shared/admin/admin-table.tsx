import type { ReactNode } from 'react';

/** The padding of a console table's cells. */
export const cellClasses = 'px-3 py-2 align-top';

interface AdminTableProps {
  /** What the table lists, for screen readers. */
  caption: string;
  /** The column headings, in order. */
  columns: readonly ReactNode[];
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}

/**
 * A console table: headed columns, rows divided, and a horizontal scroll of its own on a narrow
 * screen instead of a page that overflows.
 */
export function AdminTable({ caption, columns, children }: AdminTableProps) {
  return (
    // relative: screen-reader-only text in a cell is positioned inside the scrolling frame, not
    // against the page, where it would widen the whole page on a phone.
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className="px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap uppercase"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{children}</tbody>
      </table>
    </div>
  );
}
