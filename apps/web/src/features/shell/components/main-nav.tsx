import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { NavLink } from 'react-router';
import { paths } from '@/app/paths.ts';
import { maySeeInvoices, roleManagesCompany, roleMayApprove } from '@portal/contract';
import { useCompanyRole, useSession } from '@/shared/session/session-store.ts';

const BUYER_ITEMS = [
  { to: paths.dashboard(), label: 'nav.home' },
  { to: paths.products(), label: 'nav.products' },
  { to: paths.quickOrder(), label: 'nav.quickOrder' },
  { to: paths.catalogs(), label: 'nav.catalogs' },
  { to: paths.orders(), label: 'nav.orders' },
  { to: paths.quotes(), label: 'nav.quotes' },
  { to: paths.invoices(), label: 'nav.invoices' },
  { to: paths.approvals(), label: 'nav.approvals' },
  { to: paths.savedLists(), label: 'nav.savedLists' },
  { to: paths.aboutUs(), label: 'nav.aboutUs' },
] as const;

/** A customer administrator runs their company's colleagues too (issue 29). */
const COMPANY_ITEM = { to: paths.company(), label: 'nav.company' } as const;

/** An administrator has no customer to buy for: the console, and the catalogue as buyers see it. */
const ADMIN_ITEMS = [
  { to: paths.admin(), label: 'nav.console' },
  { to: paths.products(), label: 'nav.products' },
  { to: paths.aboutUs(), label: 'nav.aboutUs' },
] as const;

interface MainNavProps {
  id?: string;
  vertical?: boolean;
  onNavigate?: () => void;
}

/**
 * Home, Products, Quick order, Catalogs, Orders, Saved lists and About us, and Company for a
 * customer administrator; Console, Products and About us for admins.
 */
export function MainNav({ id, vertical = false, onNavigate }: MainNavProps) {
  const { t } = useTranslation('shell');
  const companyRole = useCompanyRole();
  const isAdmin = useSession().user?.role === 'admin';
  // Approvals only for those who approve (the server's inbox is theirs alone).
  const approves = companyRole !== null && roleMayApprove(companyRole);
  // Invoices only for those who may see them (decision 038: the login answer says).
  const user = useSession().user;
  const seesInvoices =
    companyRole !== null &&
    maySeeInvoices({ role: companyRole, active: true, seesInvoices: user?.sees_invoices ?? false });
  const buyerItems = BUYER_ITEMS.filter(
    (item) =>
      (item.to !== paths.approvals() || approves) && (item.to !== paths.invoices() || seesInvoices),
  );
  const items = isAdmin
    ? ADMIN_ITEMS
    : companyRole && roleManagesCompany(companyRole)
      ? [...buyerItems, COMPANY_ITEM]
      : buyerItems;
  return (
    <nav id={id} aria-label={t('nav.label')}>
      <ul className={vertical ? 'flex flex-col gap-1' : 'flex flex-wrap items-center gap-1'}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === paths.dashboard() || item.to === paths.admin()}
              onClick={onNavigate}
              className="block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap xl:px-2 2xl:px-3 text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-sky-950 dark:aria-[current=page]:text-sky-200"
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
