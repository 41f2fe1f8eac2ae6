import { Route, Routes } from 'react-router';
import { RequireAdmin, RequireSession, VisitorOnly } from './guards.tsx';
import { lazyRoute } from './lazy-route.ts';
import { useNavigationLoopGuard } from './navigation-loop-guard.ts';
import { patterns } from './paths.ts';
import { CodeRedirect } from './routes/code-redirect.tsx';
import { NotFound } from './routes/not-found.tsx';
import { RootRedirect } from './routes/root-redirect.tsx';

// Every screen is its own chunk, so the login screen loads only what it shows.
const ServerStateLayout = lazyRoute(() => import('./server-state.tsx'), 'ServerStateLayout');
const AuthLayout = lazyRoute(() => import('@/features/auth/routes/auth-layout.tsx'), 'AuthLayout');
const Login = lazyRoute(() => import('@/features/auth/routes/login.tsx'), 'LoginRoute');
const Register = lazyRoute(() => import('@/features/auth/routes/register.tsx'), 'RegisterRoute');
const ForgotPassword = lazyRoute(
  () => import('@/features/auth/routes/forgot-password.tsx'),
  'ForgotPasswordRoute',
);
const ShellLayout = lazyRoute(
  () => import('@/features/shell/routes/shell-layout.tsx'),
  'ShellLayout',
);
const PublicAbout = lazyRoute(
  () => import('@/features/about/routes/public-about.tsx'),
  'PublicAboutRoute',
);
const PrivateAbout = lazyRoute(
  () => import('@/features/about/routes/private-about.tsx'),
  'PrivateAboutRoute',
);
const Browse = lazyRoute(
  () => import('@/features/public-catalogue/routes/browse.tsx'),
  'BrowseRoute',
);
const Dashboard = lazyRoute(
  () => import('@/features/dashboard/routes/dashboard.tsx'),
  'DashboardRoute',
);
const ProductList = lazyRoute(
  () => import('@/features/catalogue/routes/product-list.tsx'),
  'ProductListRoute',
);
const ProductDetails = lazyRoute(
  () => import('@/features/catalogue/routes/product-details.tsx'),
  'ProductDetailsRoute',
);
const Cart = lazyRoute(() => import('@/features/cart/routes/cart.tsx'), 'CartRoute');
const SideCartLayout = lazyRoute(
  () => import('@/features/cart/routes/side-cart-layout.tsx'),
  'SideCartLayout',
);
const Checkout = lazyRoute(
  () => import('@/features/checkout/routes/checkout.tsx'),
  'CheckoutRoute',
);
const OrderSuccess = lazyRoute(
  () => import('@/features/checkout/routes/order-success.tsx'),
  'OrderSuccessRoute',
);
const OrderList = lazyRoute(
  () => import('@/features/orders/routes/order-list.tsx'),
  'OrderListRoute',
);
const OrderDetail = lazyRoute(
  () => import('@/features/orders/routes/order-detail.tsx'),
  'OrderDetailRoute',
);
const Approvals = lazyRoute(
  () => import('@/features/approvals/routes/approvals.tsx'),
  'ApprovalsRoute',
);
const SavedLists = lazyRoute(
  () => import('@/features/saved-lists/routes/saved-lists.tsx'),
  'SavedListsRoute',
);
const SavedList = lazyRoute(
  () => import('@/features/saved-lists/routes/saved-list.tsx'),
  'SavedListRoute',
);
const Quotes = lazyRoute(() => import('@/features/quotes/routes/quotes.tsx'), 'QuotesRoute');
const Quote = lazyRoute(() => import('@/features/quotes/routes/quote.tsx'), 'QuoteRoute');
const Invoices = lazyRoute(
  () => import('@/features/invoices/routes/invoices.tsx'),
  'InvoicesRoute',
);
const Invoice = lazyRoute(() => import('@/features/invoices/routes/invoice.tsx'), 'InvoiceRoute');
const Account = lazyRoute(() => import('@/features/invoices/routes/account.tsx'), 'AccountRoute');
const QuickOrder = lazyRoute(
  () => import('@/features/quick-order/routes/quick-order.tsx'),
  'QuickOrderRoute',
);
const Profile = lazyRoute(() => import('@/features/profile/routes/profile.tsx'), 'ProfileRoute');
const Catalogs = lazyRoute(
  () => import('@/features/catalogs/routes/catalogs.tsx'),
  'CatalogsRoute',
);

const ResetPassword = lazyRoute(
  () => import('@/features/auth/routes/reset-password.tsx'),
  'ResetPasswordRoute',
);
const AcceptInvitation = lazyRoute(
  () => import('@/features/company/routes/accept-invitation.tsx'),
  'AcceptInvitationRoute',
);
const Company = lazyRoute(() => import('@/features/company/routes/company.tsx'), 'CompanyRoute');
// The manufacturer's console has a route table of its own, loaded only when an admin opens it.
const ConsoleRoutes = lazyRoute(() => import('./console-routes.tsx'), 'ConsoleRoutes');

/** The route table of specification section 2, and the console. */
export function AppRoutes() {
  useNavigationLoopGuard();
  return (
    <Routes>
      <Route path={patterns.root} element={<RootRedirect />} />
      <Route element={<VisitorOnly />}>
        <Route element={<AuthLayout />}>
          {/* The login screen does without TanStack Query (issue 4); every other screen has it. */}
          <Route path={patterns.login} element={<Login />} />
          <Route path={patterns.loginWithCode} element={<Login />} />
          <Route element={<ServerStateLayout />}>
            <Route path={patterns.register} element={<Register />} />
            <Route path={patterns.registerWithCode} element={<Register />} />
            <Route path={patterns.forgotPassword} element={<ForgotPassword />} />
            <Route path={patterns.forgotPasswordWithCode} element={<ForgotPassword />} />
          </Route>
        </Route>
      </Route>
      <Route element={<ServerStateLayout />}>
        <Route element={<AuthLayout />}>
          {/* Outside VisitorOnly: a reset link works even in a browser where someone is signed in. */}
          <Route path={patterns.resetPassword} element={<ResetPassword />} />
          {/* So is an invitation: the invitee may open it where a colleague is signed in. */}
          <Route path={patterns.invitation} element={<AcceptInvitation />} />
        </Route>
        <Route element={<ShellLayout />}>
          <Route path={patterns.publicAboutUs} element={<PublicAbout />} />
          <Route path={patterns.browse} element={<Browse />} />
          <Route element={<RequireSession />}>
            <Route element={<SideCartLayout />}>
              <Route path={patterns.dashboard} element={<Dashboard />} />
              <Route path={patterns.products} element={<ProductList />} />
              <Route path={patterns.product} element={<ProductDetails />} />
              <Route path={patterns.profile} element={<Profile />} />
              <Route path={patterns.cart} element={<Cart />} />
              <Route path={patterns.checkout} element={<Checkout />} />
              <Route path={patterns.orderSuccess} element={<OrderSuccess />} />
              <Route path={patterns.orders} element={<OrderList />} />
              <Route path={patterns.order} element={<OrderDetail />} />
              <Route path={patterns.approvals} element={<Approvals />} />
              <Route path={patterns.savedLists} element={<SavedLists />} />
              <Route path={patterns.savedList} element={<SavedList />} />
              <Route path={patterns.quotes} element={<Quotes />} />
              <Route path={patterns.quote} element={<Quote />} />
              <Route path={patterns.invoices} element={<Invoices />} />
              <Route path={patterns.invoice} element={<Invoice />} />
              <Route path={patterns.account} element={<Account />} />
              <Route path={patterns.quickOrder} element={<QuickOrder />} />
              <Route path={patterns.aboutUs} element={<PrivateAbout />} />
              <Route path={patterns.catalogs} element={<Catalogs />} />
              <Route path={patterns.company} element={<Company />} />
            </Route>
          </Route>
          <Route element={<RequireAdmin />}>
            <Route path={patterns.consoleArea} element={<ConsoleRoutes />} />
          </Route>
        </Route>
      </Route>
      <Route path={patterns.tenantRoot} element={<CodeRedirect />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
