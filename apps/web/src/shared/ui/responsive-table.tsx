import { isValidElement, useId, type ReactNode } from 'react';

/** The padding of a responsive table's cells (the phone's cards set their own). */
export const cellClasses = 'px-3 py-2 align-top';

interface ResponsiveTableProps {
  /** What the table lists, for screen readers. */
  caption: string;
  /**
   * The column headings, in order. A text heading also labels its cell on a phone's card; any
   * other heading (an icon, a screen-reader-only 'Actions') leaves its cell unlabelled, across
   * the card's whole width.
   */
  columns: readonly ReactNode[];
  /** The rows (`<tr>` elements, such as LinkRow), one cell per column. */
  children: ReactNode;
}

/**
 * The card label of a column: its heading's text, when the heading is a text or an element
 * holding only a text (a right-aligned title); none for a screen-reader-only heading.
 */
function cardLabel(column: ReactNode): string | null {
  if (typeof column === 'string') return column.trim() || null;
  if (!isValidElement<{ children?: unknown; className?: unknown }>(column)) return null;
  const { children, className } = column.props;
  if (typeof className === 'string' && className.split(' ').includes('sr-only')) return null;
  return typeof children === 'string' ? children.trim() || null : null;
}

/** A CSS string for a generated label: quotes and backslashes escaped, no line breaks. */
const cssString = (text: string) => JSON.stringify(text.replace(/\s+/g, ' '));

/**
 * Every list a buyer or an administrator reads as a table (issue 27 point 4): headed columns on a
 * wide screen; below the `md` breakpoint each row becomes a card of 'label: value' lines, so
 * status and total stay in view instead of behind a sideways swipe. One pattern for every
 * screen: the rows stay ordinary `<tr>`/`<td>` (and keep table semantics for screen readers);
 * index.css (`.responsive-table`) draws the cards, and the labels come from the headings through
 * one small generated rule per column, so no screen repeats its headings in each cell.
 */
export function ResponsiveTable({ caption, columns, children }: ResponsiveTableProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const labels = columns
    .map((column, index) => {
      const cell = `#${id} td:nth-child(${index + 1})`;
      const label = cardLabel(column);
      // 'content: text / ""': the label is shown, not read again (the heading already is); a
      // browser without the alternative-text syntax keeps the first declaration.
      return label === null
        ? `${cell}{display:block;text-align:left}`
        : `${cell}::before{content:${cssString(label)};content:${cssString(label)} / ""}`;
    })
    .join('');
  return (
    // relative: screen-reader-only text in a cell is positioned inside the scrolling frame, not
    // against the page, where it would widen the whole page on a phone.
    <div className="relative md:overflow-x-auto md:rounded-lg md:border md:border-slate-200 md:dark:border-slate-700">
      <style>{`@media (width < 48rem){${labels}}`}</style>
      <table id={id} className="responsive-table w-full text-sm">
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
