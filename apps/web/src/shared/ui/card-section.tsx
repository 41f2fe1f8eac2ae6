import { useId, type ReactNode } from 'react';

interface CardSectionProps {
  title: string;
  description?: string;
  /** A control beside the title, such as "Add". */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled part of a screen, a card of its own, named by its heading for screen readers. */
export function CardSection({ title, description, action, children }: CardSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          ) : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
