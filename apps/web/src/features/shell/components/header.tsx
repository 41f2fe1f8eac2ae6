import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths.ts';
import { useVisitorCompany } from '@/entities/tenant/visitor-company.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { isSignedIn } from '@/shared/session/session-storage.ts';
import { DarkModeToggle } from '@/shared/ui/dark-mode-toggle.tsx';
import { LanguageSwitcher } from '@/shared/ui/language-switcher.tsx';
import { CartButton } from './cart-button.tsx';
import { HeaderSearch } from './header-search.tsx';
import { MainNav } from './main-nav.tsx';
import { UserMenu } from './user-menu.tsx';
import { VisitorLinks } from './visitor-links.tsx';

/**
 * The header of specification section 2. Signed in: menu, cart, language, theme, user menu.
 * Visitors: language, theme, Login and Register. Below xl the menu folds behind a button (seven
 * items in French need about 1,250 px beside the logo and the buttons). It stays
 * at the top of the window while the page scrolls.
 */
export function Header() {
  const { t } = useTranslation(['shell', 'common']);
  const session = useSession();
  const signedIn = isSignedIn(session);
  // A visitor on a company's own screens (its About page, its catalogue) sees its name.
  const routeCode = useParams().code?.toUpperCase() ?? null;
  const visitorCompany = useVisitorCompany(signedIn ? undefined : (routeCode ?? undefined));
  const [menuOpen, setMenuOpen] = useState(false);
  const manufacturer = session.manufacturer;
  const buyer = signedIn && session.user?.role !== 'admin';
  // A buyer searches their company's catalogue; a visitor the one of the company they are on.
  const searchCode = buyer ? (manufacturer?.code ?? '') : signedIn ? '' : (routeCode ?? '');
  const search = searchCode ? (
    // Below md a row of its own, the whole width: beside the buttons a 360 px phone has no room.
    <div className="order-last w-full md:order-none md:w-auto md:max-w-md md:flex-1 xl:w-64 xl:flex-none 2xl:w-80">
      <HeaderSearch target={{ code: searchCode, signedIn: buyer }} />
    </div>
  ) : null;

  return (
    // Sticky, so that the cart badge stays in view down a long product list (issue 16). While one
    // of its menus is open it rises above the notifications (z-50), which would cover the menu.
    <header className="sticky top-0 z-30 border-b has-[[aria-expanded=true]]:z-60 border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-2 px-3 py-2 sm:px-6 md:flex-nowrap">
        {signedIn ? (
          <button
            type="button"
            className="rounded-md p-2 hover:bg-slate-100 xl:hidden dark:hover:bg-slate-800"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{menuOpen ? t('menu.close') : t('menu.open')}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
            </svg>
          </button>
        ) : null}
        <Link
          to={signedIn ? paths.dashboard() : paths.root()}
          className="flex min-w-0 items-center gap-2 font-semibold"
        >
          {signedIn && manufacturer?.logo ? (
            // A light backdrop keeps a dark logo readable in the dark theme.
            <img
              src={manufacturer.logo}
              alt=""
              className="h-8 w-auto max-w-24 rounded object-contain dark:bg-white dark:p-0.5"
            />
          ) : null}
          {/* not-sr-only lets text wrap: the name truncates in a block of its own instead. Beside a
              logo the name gives its room to the nav's links where they first show in one row. */}
          <span
            className={`min-w-0 ${signedIn && manufacturer?.logo ? 'sr-only sm:not-sr-only xl:sr-only 2xl:not-sr-only' : ''}`}
          >
            <span className="block truncate">
              {signedIn ? manufacturer?.name : (visitorCompany ?? t('common:appName'))}
            </span>
          </span>
        </Link>
        {signedIn ? (
          // min-w-0 and wrapping links: a nav too long for the row takes a second one rather than
          // covering the logo.
          <div className="hidden min-w-0 flex-1 xl:block">
            <MainNav />
          </div>
        ) : (
          <div className="flex-1 md:hidden" />
        )}
        {search}
        {signedIn ? <div className="flex-1 xl:hidden" /> : null}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {signedIn && session.user?.role !== 'admin' ? <CartButton /> : null}
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <DarkModeToggle />
          {signedIn && session.user ? (
            <UserMenu name={session.user.name || session.user.email} />
          ) : (
            <VisitorLinks code={routeCode} />
          )}
        </div>
      </div>
      {menuOpen && signedIn ? (
        <div className="border-t border-slate-200 px-3 py-2 xl:hidden dark:border-slate-800">
          <MainNav id="main-menu" vertical onNavigate={() => setMenuOpen(false)} />
          <div className="mt-2 sm:hidden">
            <LanguageSwitcher />
          </div>
        </div>
      ) : (
        <div id="main-menu" hidden />
      )}
      {!signedIn ? (
        <div className="flex justify-end px-3 pb-2 sm:hidden">
          <LanguageSwitcher />
        </div>
      ) : null}
    </header>
  );
}
