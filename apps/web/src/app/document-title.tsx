import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useVisitorCompany } from '@/entities/tenant/visitor-company.ts';
import { patterns } from './paths.ts';

/** Each screen's name in common.json's `pageTitle`, by route; the first match wins. */
const SCREENS: readonly (readonly [pattern: string, key: ScreenKey])[] = [
  [patterns.login, 'login'],
  [patterns.loginWithCode, 'login'],
  [patterns.register, 'register'],
  [patterns.registerWithCode, 'register'],
  [patterns.forgotPassword, 'forgotPassword'],
  [patterns.forgotPasswordWithCode, 'forgotPassword'],
  [patterns.resetPassword, 'resetPassword'],
  [patterns.invitation, 'invitation'],
  [patterns.publicAboutUs, 'aboutUs'],
  [patterns.browse, 'browse'],
  [patterns.dashboard, 'dashboard'],
  [patterns.products, 'products'],
  [patterns.product, 'product'],
  [patterns.profile, 'profile'],
  [patterns.cart, 'cart'],
  [patterns.checkout, 'checkout'],
  [patterns.orderSuccess, 'orderSuccess'],
  [patterns.orders, 'orders'],
  [patterns.order, 'order'],
  [patterns.savedLists, 'savedLists'],
  [patterns.savedList, 'savedList'],
  [patterns.quotes, 'quotes'],
  [patterns.quote, 'quote'],
  [patterns.quickOrder, 'quickOrder'],
  [patterns.aboutUs, 'aboutUs'],
  [patterns.catalogs, 'catalogs'],
  [patterns.company, 'company'],
  [patterns.admin, 'admin'],
  [patterns.adminRegistrations, 'adminRegistrations'],
  [patterns.adminPasswordResets, 'adminPasswordResets'],
  [patterns.adminMembers, 'adminMembers'],
  [patterns.adminCustomers, 'adminCustomers'],
  [patterns.adminCustomer, 'adminCustomer'],
  [patterns.adminOrders, 'orders'],
  [patterns.adminOrder, 'order'],
  [patterns.adminQuotes, 'quotes'],
  [patterns.adminQuote, 'quote'],
  [patterns.adminProducts, 'products'],
  [patterns.adminNewProduct, 'adminNewProduct'],
  [patterns.adminProduct, 'product'],
  [patterns.adminCategories, 'adminCategories'],
  [patterns.adminImport, 'adminImport'],
  [patterns.adminPriceLists, 'adminPriceLists'],
  [patterns.adminPriceList, 'adminPriceList'],
  [patterns.adminWebhooks, 'adminWebhooks'],
  [patterns.adminApiKeys, 'adminApiKeys'],
  [patterns.adminBranding, 'adminBranding'],
  [patterns.adminAudit, 'adminAudit'],
  [patterns.adminSearchMisses, 'adminSearchMisses'],
];

type ScreenKey =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'invitation'
  | 'aboutUs'
  | 'browse'
  | 'dashboard'
  | 'products'
  | 'product'
  | 'profile'
  | 'cart'
  | 'checkout'
  | 'orderSuccess'
  | 'orders'
  | 'order'
  | 'savedLists'
  | 'savedList'
  | 'quotes'
  | 'quote'
  | 'quickOrder'
  | 'catalogs'
  | 'company'
  | 'admin'
  | 'adminRegistrations'
  | 'adminPasswordResets'
  | 'adminMembers'
  | 'adminCustomers'
  | 'adminCustomer'
  | 'adminNewProduct'
  | 'adminCategories'
  | 'adminImport'
  | 'adminPriceLists'
  | 'adminPriceList'
  | 'adminWebhooks'
  | 'adminApiKeys'
  | 'adminBranding'
  | 'adminAudit'
  | 'adminSearchMisses'
  | 'notFound';

function screenOf(pathname: string): { key: ScreenKey; code: string | undefined } {
  for (const [pattern, key] of SCREENS) {
    const match = matchPath(pattern, pathname);
    if (match) return { key, code: match.params.code };
  }
  return { key: 'notFound', code: undefined };
}

/**
 * Keeps the document's title ("Orders · Acme Industrial") and meta description in step with the
 * screen, the company and the language, so tabs, history and search results name the page.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { key, code } = screenOf(useLocation().pathname);
  const memberCompany = useSession().manufacturer?.name;
  const visitorCompany = useVisitorCompany(memberCompany ? undefined : code);
  const company = memberCompany ?? visitorCompany;
  const screen = t(`pageTitle.${key}`);
  const title = t('pageTitle.format', { screen, company: company ?? t('appName') });
  const description = company
    ? t('pageDescription.company', { company })
    : t('pageDescription.generic');

  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
