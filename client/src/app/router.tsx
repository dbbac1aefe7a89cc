import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import ErrorFallback from './ErrorFallback';
import { RequireAdmin, RequireBackOffice, RequireSignIn, RequireSignedOut } from './guards';
import { Layout } from './Layout';
import { lazyPage, lazyScreen } from './lazy-page';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage'));
const LegalPage = lazy(() => import('../features/pages/LegalPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));
const CreateOrderPage = lazyScreen(() => import('../features/create-order/CreateOrderPage'), ['createOrder', 'person']);
const OrderPage = lazyScreen(() => import('../features/order/OrderPage'), ['order', 'person']);
const ProfilePage = lazyScreen(() => import('../features/profile/ProfilePage'), ['profile', 'person']);

const AdminLayout = lazyScreen(() => import('../features/admin/shell/AdminLayout'), ['admin']);
const DashboardPage = lazyPage(() => import('../features/admin/dashboard/DashboardPage'), ['dashboard']);
const AdminOrdersPage = lazyPage(() => import('../features/admin/orders/AdminOrdersPage'), ['adminOrders', 'person']);
const AdminServicesPage = lazyPage(() => import('../features/admin/services/AdminServicesPage'), ['adminServices']);
const AdminUsersPage = lazyPage(() => import('../features/admin/users/AdminUsersPage'), ['adminUsers']);
const AdminPartnersPage = lazyPage(() => import('../features/admin/partners/AdminPartnersPage'), ['adminPartners']);
const AuditLogPage = lazyPage(() => import('../features/admin/audit/AuditLogPage'), ['auditLog']);
const CmsPage = lazyPage(() => import('../features/admin/cms/CmsPage'), ['cms']);
const SettingsPage = lazyPage(() => import('./SettingsScreen'), ['settings', 'backups']);
const VerifyDocumentPage = lazyPage(() => import('../features/verify/VerifyDocumentPage'), ['verify']);

/**
 * A page a visitor often lands on, in its own chunk that the router loads before showing it: the first
 * render is the page itself, which starts its query at once, rather than a loading screen, then the page.
 * With the chunk fetched alongside the entry (client/page-preload.ts) the wait is nil.
 */
const landingPage = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Every route of the site: the public ones inside the shared layout, the back office inside its own.
 * The server answers 404 for paths that match none of them (public/page-paths.json lists the same patterns;
 * a test keeps the two equal).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorFallback />,
    children: [
      { index: true, ...landingPage(() => import('../features/home/HomePage')) },
      { path: 'services', ...landingPage(() => import('../features/services/ServicesPage')) },
      { path: 'track-order', ...landingPage(() => import('../features/tracking/TrackOrderPage')) },
      { path: 'verify', element: <VerifyDocumentPage /> },
      { path: 'verify/:code', element: <VerifyDocumentPage /> },
      {
        path: 'login',
        element: (
          <RequireSignedOut>
            <LoginPage />
          </RequireSignedOut>
        ),
      },
      {
        path: 'register',
        element: (
          <RequireSignedOut>
            <RegisterPage />
          </RequireSignedOut>
        ),
      },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'terms', element: <LegalPage page="terms" /> },
      { path: 'privacy', element: <LegalPage page="privacy" /> },
      { path: 'contact', element: <ContactPage /> },
      {
        path: 'create-order',
        element: (
          <RequireSignIn>
            <CreateOrderPage />
          </RequireSignIn>
        ),
      },
      {
        path: 'profile',
        element: (
          <RequireSignIn>
            <ProfilePage />
          </RequireSignIn>
        ),
      },
      {
        path: 'orders/:id',
        element: (
          <RequireSignIn>
            <OrderPage />
          </RequireSignIn>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin',
    element: (
      <Suspense fallback={<PageLoader />}>
        <RequireBackOffice>
          <AdminLayout />
        </RequireBackOffice>
      </Suspense>
    ),
    errorElement: <ErrorFallback />,
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'orders', element: <AdminOrdersPage /> },
      { path: 'services', element: <AdminServicesPage /> },
      {
        path: 'users',
        element: (
          <RequireAdmin>
            <AdminUsersPage />
          </RequireAdmin>
        ),
      },
      {
        path: 'partners',
        element: (
          <RequireAdmin>
            <AdminPartnersPage />
          </RequireAdmin>
        ),
      },
      {
        path: 'cms',
        element: (
          <RequireAdmin>
            <CmsPage />
          </RequireAdmin>
        ),
      },
      {
        path: 'audit',
        element: (
          <RequireAdmin>
            <AuditLogPage />
          </RequireAdmin>
        ),
      },
      {
        path: 'settings',
        element: (
          <RequireAdmin>
            <SettingsPage />
          </RequireAdmin>
        ),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/** Resolves once the router has loaded what the first path needs (a landing page's chunk). */
export function routerReady(router: ReturnType<typeof createAppRouter>) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
