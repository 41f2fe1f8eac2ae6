import { Route, Routes } from 'react-router';
import { lazyRoute } from './lazy-route.ts';
import { consolePatterns, inConsole } from './console-paths.ts';
import { CONSOLE_SCREENS } from './console-screens.ts';
import { DocumentTitle } from './document-title.tsx';
import { NotFoundMessage } from './routes/not-found.tsx';

const AdminLayout = lazyRoute(
  () => import('@/features/admin/shell/routes/admin-layout.tsx'),
  'AdminLayout',
);
const AdminHome = lazyRoute(
  () => import('@/features/admin/home/routes/admin-home.tsx'),
  'AdminHomeRoute',
);
const AdminRegistrations = lazyRoute(
  () => import('@/features/admin/registrations/routes/registrations.tsx'),
  'AdminRegistrationsRoute',
);
const AdminPasswordResets = lazyRoute(
  () => import('@/features/admin/password-resets/routes/password-resets.tsx'),
  'AdminPasswordResetsRoute',
);
const AdminMembers = lazyRoute(
  () => import('@/features/admin/members/routes/members.tsx'),
  'AdminMembersRoute',
);
const AdminCustomers = lazyRoute(
  () => import('@/features/admin/customers/routes/customers.tsx'),
  'AdminCustomersRoute',
);
const AdminCustomer = lazyRoute(
  () => import('@/features/admin/customers/routes/customer.tsx'),
  'AdminCustomerRoute',
);
const AdminOrders = lazyRoute(
  () => import('@/features/admin/orders/routes/orders.tsx'),
  'AdminOrdersRoute',
);
const AdminOrder = lazyRoute(
  () => import('@/features/admin/orders/routes/order.tsx'),
  'AdminOrderRoute',
);
const AdminQuotes = lazyRoute(
  () => import('@/features/admin/quotes/routes/quotes.tsx'),
  'AdminQuotesRoute',
);
const AdminQuote = lazyRoute(
  () => import('@/features/admin/quotes/routes/quote.tsx'),
  'AdminQuoteRoute',
);
const AdminProducts = lazyRoute(
  () => import('@/features/admin/products/routes/products.tsx'),
  'AdminProductsRoute',
);
const AdminProductEditor = lazyRoute(
  () => import('@/features/admin/products/routes/product-editor.tsx'),
  'AdminProductEditorRoute',
);
const AdminCategories = lazyRoute(
  () => import('@/features/admin/categories/routes/categories.tsx'),
  'AdminCategoriesRoute',
);
const AdminImport = lazyRoute(
  () => import('@/features/admin/catalogue-import/routes/import.tsx'),
  'AdminImportRoute',
);
const AdminPriceLists = lazyRoute(
  () => import('@/features/admin/price-lists/routes/price-lists.tsx'),
  'AdminPriceListsRoute',
);
const AdminPriceList = lazyRoute(
  () => import('@/features/admin/price-lists/routes/price-list.tsx'),
  'AdminPriceListRoute',
);
const AdminBranding = lazyRoute(
  () => import('@/features/admin/branding/routes/branding.tsx'),
  'AdminBrandingRoute',
);
const AdminWebhooks = lazyRoute(
  () => import('@/features/admin/webhooks/routes/webhooks.tsx'),
  'AdminWebhooksRoute',
);
const AdminApiKeys = lazyRoute(
  () => import('@/features/admin/api-keys/routes/api-keys.tsx'),
  'AdminApiKeysRoute',
);
const AdminSearchMisses = lazyRoute(
  () => import('@/features/admin/search-misses/routes/search-misses.tsx'),
  'AdminSearchMissesRoute',
);
const AdminSearchSynonyms = lazyRoute(
  () => import('@/features/admin/search-synonyms/routes/search-synonyms.tsx'),
  'AdminSearchSynonymsRoute',
);
const AdminProductAttributes = lazyRoute(
  () => import('@/features/admin/product-attributes/routes/product-attributes.tsx'),
  'AdminProductAttributesRoute',
);
const AdminAudit = lazyRoute(
  () => import('@/features/admin/audit/routes/audit.tsx'),
  'AdminAuditRoute',
);

/**
 * The console's screens (issue 6), below `/admin/*` of the app's route table: a chunk of its own,
 * so neither the login screen nor a buyer loads the console's routes.
 */
export function ConsoleRoutes() {
  return (
    <>
      <DocumentTitle screens={CONSOLE_SCREENS} />
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<AdminHome />} />
          <Route
            path={inConsole(consolePatterns.adminRegistrations)}
            element={<AdminRegistrations />}
          />
          <Route
            path={inConsole(consolePatterns.adminPasswordResets)}
            element={<AdminPasswordResets />}
          />
          <Route path={inConsole(consolePatterns.adminMembers)} element={<AdminMembers />} />
          <Route path={inConsole(consolePatterns.adminCustomers)} element={<AdminCustomers />} />
          <Route path={inConsole(consolePatterns.adminCustomer)} element={<AdminCustomer />} />
          <Route path={inConsole(consolePatterns.adminOrders)} element={<AdminOrders />} />
          <Route path={inConsole(consolePatterns.adminOrder)} element={<AdminOrder />} />
          <Route path={inConsole(consolePatterns.adminQuotes)} element={<AdminQuotes />} />
          <Route path={inConsole(consolePatterns.adminQuote)} element={<AdminQuote />} />
          <Route path={inConsole(consolePatterns.adminProducts)} element={<AdminProducts />} />
          <Route
            path={inConsole(consolePatterns.adminNewProduct)}
            element={<AdminProductEditor />}
          />
          <Route path={inConsole(consolePatterns.adminProduct)} element={<AdminProductEditor />} />
          <Route path={inConsole(consolePatterns.adminCategories)} element={<AdminCategories />} />
          <Route path={inConsole(consolePatterns.adminImport)} element={<AdminImport />} />
          <Route path={inConsole(consolePatterns.adminPriceLists)} element={<AdminPriceLists />} />
          <Route path={inConsole(consolePatterns.adminPriceList)} element={<AdminPriceList />} />
          <Route path={inConsole(consolePatterns.adminBranding)} element={<AdminBranding />} />
          <Route path={inConsole(consolePatterns.adminWebhooks)} element={<AdminWebhooks />} />
          <Route path={inConsole(consolePatterns.adminApiKeys)} element={<AdminApiKeys />} />
          <Route path={inConsole(consolePatterns.adminAudit)} element={<AdminAudit />} />
          <Route
            path={inConsole(consolePatterns.adminSearchMisses)}
            element={<AdminSearchMisses />}
          />
          <Route
            path={inConsole(consolePatterns.adminSearchSynonyms)}
            element={<AdminSearchSynonyms />}
          />
          <Route
            path={inConsole(consolePatterns.adminProductAttributes)}
            element={<AdminProductAttributes />}
          />
          <Route path="*" element={<NotFoundMessage />} />
        </Route>
      </Routes>
    </>
  );
}
