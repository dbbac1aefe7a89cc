import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import ErrorFallback from '../features/errors/ErrorFallback';
import { PlannedPage } from '../features/placeholder/PlannedPage';
import type { MessageId } from '../lib/i18n';
import { RequireBackOffice, RequireSignIn, RequireSignedOut } from './guards';
import { Layout } from './Layout';

const HomePage = lazy(() => import('../features/home/HomePage'));
const ServicesPage = lazy(() => import('../features/services/ServicesPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const TrackOrderPage = lazy(() => import('../features/tracking/TrackOrderPage'));
const LegalPage = lazy(() => import('../features/pages/LegalPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));

const planned = (title: MessageId, description: MessageId) => <PlannedPage title={title} description={description} />;

const ADMIN_PAGES = ['dashboard', 'orders', 'services', 'users', 'cms', 'settings'] as const;

/**
 * Every route of spec section 2, inside the shared layout. The server answers 404 for paths that match none
 * of them (public/page-paths.json lists the same patterns; a test keeps the two equal).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorFallback />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'track-order', element: <TrackOrderPage /> },
      { path: 'login', element: <RequireSignedOut><LoginPage /></RequireSignedOut> },
      { path: 'register', element: <RequireSignedOut><RegisterPage /></RequireSignedOut> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'terms', element: <LegalPage page="terms" /> },
      { path: 'privacy', element: <LegalPage page="privacy" /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'create-order', element: <RequireSignIn>{planned('common.planned.createOrder.title', 'common.planned.createOrder.text')}</RequireSignIn> },
      { path: 'profile', element: <RequireSignIn>{planned('common.planned.profile.title', 'common.planned.profile.text')}</RequireSignIn> },
      { path: 'orders/:id', element: <RequireSignIn>{planned('common.planned.order.title', 'common.planned.order.text')}</RequireSignIn> },
      {
        path: 'admin',
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          ...ADMIN_PAGES.map((page) => ({
            path: page,
            element: <RequireBackOffice>{planned(`common.planned.admin.${page}.title`, `common.planned.admin.${page}.text`)}</RequireBackOffice>,
          })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
