import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import { logout } from '@/shared/session/logout.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useCompanySwitch } from '../hooks/use-company-switch.ts';

const itemClasses =
  'block w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800';

/**
 * The signed-in user's menu: My profile, the account's other companies to switch to (issue 16)
 * and Logout (a disclosure: Tab moves through it).
 */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const panelId = useId();
  const switchLabelId = useId();
  const session = useSession();
  const companySwitch = useCompanySwitch();
  const otherCompanies = session.companies.filter(
    (company) => company.code !== session.manufacturer?.code,
  );
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    await logout();
    await navigate(paths.root(), { replace: true });
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className="flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span className="sr-only">{t('userMenu.label')}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </svg>
        <span className="hidden max-w-40 truncate 2xl:inline">{name}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-30 mt-1 w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <p className="truncate px-3 py-2 text-xs text-slate-500 dark:text-slate-400">{name}</p>
        <Link to={paths.profile()} className={itemClasses} onClick={() => setOpen(false)}>
          {t('userMenu.profile')}
        </Link>
        {otherCompanies.length > 0 ? (
          <div
            role="group"
            aria-labelledby={switchLabelId}
            className="my-1 border-y border-slate-200 py-1 dark:border-slate-700"
          >
            <p id={switchLabelId} className="px-3 py-1 text-xs text-slate-600 dark:text-slate-400">
              {t('userMenu.switchCompany')}
            </p>
            {otherCompanies.map((company) => (
              <button
                key={company.code}
                type="button"
                className={itemClasses}
                disabled={companySwitch.isPending}
                onClick={() => {
                  setOpen(false);
                  companySwitch.request(company);
                }}
              >
                {company.name}
              </button>
            ))}
          </div>
        ) : null}
        <button type="button" className={itemClasses} onClick={() => void signOut()}>
          {t('userMenu.logout')}
        </button>
      </div>
    </div>
  );
}
