import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * The state a list hands to the detail it opens: the list's own URL (tab, search, page), so the
 * detail's back link returns there.
 */
export function useListState() {
  const location = useLocation();
  return { listUrl: location.pathname + location.search };
}

/** The list URL a detail was opened from, when it is one of `base`'s; else `base` itself. */
export function useBackTo(base: string) {
  const listUrl = (useLocation().state as { listUrl?: unknown } | null)?.listUrl;
  return typeof listUrl === 'string' && listUrl.startsWith(base) ? listUrl : base;
}

interface LinkRowProps {
  /** The detail the row opens. */
  to: string;
  state: ReturnType<typeof useListState>;
  children: ReactNode;
}

/** A table row that opens its detail when clicked anywhere; its `RowLink` is the keyboard way. */
export function LinkRow({ to, state, children }: LinkRowProps) {
  const navigate = useNavigate();
  return (
    <tr
      onClick={() => void navigate(to, { state })}
      className="cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800"
    >
      {children}
    </tr>
  );
}

/** The row's own link (its number), which a click on the row would otherwise open twice. */
export function RowLink({ to, state, children }: LinkRowProps) {
  return (
    <Link
      to={to}
      state={state}
      onClick={(event) => event.stopPropagation()}
      className="text-blue-800 hover:underline dark:text-sky-300"
    >
      {children}
    </Link>
  );
}
