import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { NavLink } from 'react-router';
import { paths } from '@/app/paths.ts';
import { consolePaths } from '@/app/console-paths.ts';

/** The console's sections, grouped as a manufacturer thinks of them. */
const GROUPS = [
  { label: 'nav.groups.overview', items: [{ to: paths.admin(), label: 'nav.overview' }] },
  {
    label: 'nav.groups.accounts',
    items: [
      { to: consolePaths.adminRegistrations(), label: 'nav.registrations' },
      { to: consolePaths.adminPasswordResets(), label: 'nav.passwordResets' },
      { to: consolePaths.adminMembers(), label: 'nav.members' },
      { to: consolePaths.adminCustomers(), label: 'nav.customers' },
    ],
  },
  {
    label: 'nav.groups.sales',
    items: [
      { to: consolePaths.adminOrders(), label: 'nav.orders' },
      { to: consolePaths.adminQuotes(), label: 'nav.quotes' },
    ],
  },
  {
    label: 'nav.groups.catalogue',
    items: [
      { to: consolePaths.adminProducts(), label: 'nav.products' },
      { to: consolePaths.adminCategories(), label: 'nav.categories' },
      { to: consolePaths.adminProductAttributes(), label: 'nav.productAttributes' },
      { to: consolePaths.adminPriceLists(), label: 'nav.priceLists' },
      { to: consolePaths.adminImport(), label: 'nav.import' },
      { to: consolePaths.adminSearchMisses(), label: 'nav.searchMisses' },
      { to: consolePaths.adminSearchSynonyms(), label: 'nav.searchSynonyms' },
    ],
  },
  {
    label: 'nav.groups.settings',
    items: [
      { to: consolePaths.adminBranding(), label: 'nav.branding' },
      { to: consolePaths.adminWebhooks(), label: 'nav.webhooks' },
      { to: consolePaths.adminApiKeys(), label: 'nav.apiKeys' },
      { to: consolePaths.adminAudit(), label: 'nav.audit' },
    ],
  },
] as const;

interface AdminNavProps {
  id?: string;
  onNavigate?: () => void;
}

export function AdminNav({ id, onNavigate }: AdminNavProps) {
  const { t } = useTranslation('admin');
  return (
    <nav id={id} aria-label={t('nav.label')} className="flex flex-col gap-4">
      {GROUPS.map((group) => (
        <div key={group.label}>
          <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {t(group.label)}
          </p>
          <ul className="mt-1 flex flex-col gap-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.admin()}
                  onClick={onNavigate}
                  className="block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-sky-950 dark:aria-[current=page]:text-sky-200"
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
