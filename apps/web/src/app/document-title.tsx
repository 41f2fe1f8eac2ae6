import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useVisitorCompany } from '@/entities/tenant/visitor-company.ts';
import type en from '@/locales/en/common.json';
import { patterns } from './paths.ts';

/** A screen's name in common.json's `pageTitle`. */
export type ScreenKey = Exclude<keyof typeof en.pageTitle, 'format'>;

/** Routes and the names of their screens; the first match wins. */
export type ScreenTitles = readonly (readonly [pattern: string, key: ScreenKey])[];

/**
 * The screens of a route table, each named by its route's own name where that is a screen's name
 * in `pageTitle`. Every other route must be given one in `aliases`, or null when it shows no
 * screen of its own (a redirect): the compiler says which a new route lacks. They keep the table's
 * order, in which the first match wins: a fixed path (products/new) comes before a pattern that
 * matches it too (products/:productId), as document-title.test.tsx checks for every route.
 */
export function screenTitles<Name extends string>(
  routes: Record<Name, string>,
  aliases: Record<Exclude<Name, ScreenKey>, ScreenKey | null> &
    Partial<Record<Name, ScreenKey | null>>,
): ScreenTitles {
  const named: Partial<Record<string, ScreenKey | null>> = aliases;
  return Object.entries<string>(routes).flatMap(([name, pattern]) => {
    const key = name in named ? named[name] : (name as ScreenKey);
    return key ? [[pattern, key] as const] : [];
  });
}

/** The app's own screens; the console's own list comes with its routes (console-screens.ts). */
export const APP_SCREENS = screenTitles(patterns, {
  root: null,
  tenantRoot: null,
  consoleArea: null,
  loginWithCode: 'login',
  registerWithCode: 'register',
  forgotPasswordWithCode: 'forgotPassword',
  publicAboutUs: 'aboutUs',
});

function screenOf(
  screens: ScreenTitles,
  pathname: string,
): { key: ScreenKey; code: string | undefined } {
  for (const [pattern, key] of screens) {
    const match = matchPath(pattern, pathname);
    if (match) return { key, code: match.params.code };
  }
  return { key: 'notFound', code: undefined };
}

/**
 * Keeps the document's title ("Orders · Acme Industrial") and meta description in step with the
 * screen, the company and the language, so tabs, history and search results name the page.
 */
export function DocumentTitle({ screens = APP_SCREENS }: { screens?: ScreenTitles }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Below /admin the console's own DocumentTitle, rendered with its routes, names the screen.
  const inConsole = screens === APP_SCREENS && matchPath(patterns.consoleArea, pathname) !== null;
  const { key, code } = screenOf(screens, pathname);
  const memberCompany = useSession().manufacturer?.name;
  const visitorCompany = useVisitorCompany(memberCompany ? undefined : code);
  const company = memberCompany ?? visitorCompany;
  const screen = t(`pageTitle.${key}`);
  const title = t('pageTitle.format', { screen, company: company ?? t('appName') });
  const description = company
    ? t('pageDescription.company', { company })
    : t('pageDescription.generic');

  useEffect(() => {
    if (inConsole) return;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [inConsole, title, description]);
  return null;
}
