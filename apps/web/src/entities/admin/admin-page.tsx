import type { ReactNode } from 'react';

interface AdminPageProps {
  title: string;
  /** One sentence under the title: what the screen is for. */
  description?: string;
  /** Buttons or links at the right of the title (New product, Export...). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every console screen: its heading, a line of help, actions, then the content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-page-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="admin-page-title" className="text-2xl font-semibold">
            {title}
          </h1>
          {description ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
