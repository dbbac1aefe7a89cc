import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import ErrorFallback from '../features/errors/ErrorFallback';
import { PlannedPage } from '../features/placeholder/PlannedPage';
import { RequireBackOffice, RequireSignIn } from './guards';
import { Layout } from './Layout';

const HomePage = lazy(() => import('../features/home/HomePage'));
const ServicesPage = lazy(() => import('../features/services/ServicesPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));

const planned = (title: string, description: string) => <PlannedPage title={title} description={description} />;

const ADMIN_PAGES: [path: string, title: string, description: string][] = [
  ['dashboard', 'لوحة التحكم', 'أرقام المكتب: الطلبات والإيرادات والخدمات الأكثر طلباً.'],
  ['orders', 'إدارة الطلبات', 'البحث في الطلبات وتغيير حالتها وتصدير القائمة.'],
  ['services', 'إدارة الخدمات', 'إضافة الخدمات وتعديل أسعارها وصورها.'],
  ['users', 'إدارة المستخدمين', 'إضافة المستخدمين وتحديد أدوارهم وتفعيل حساباتهم.'],
  ['cms', 'إدارة المحتوى (CMS)', 'نصوص الصفحة الرئيسية وصفحة من نحن وبيانات التواصل.'],
  ['settings', 'إعدادات النظام', 'بيانات الدفع والإشعارات والأمان والنسخ الاحتياطي.'],
];

/** Every route of spec section 2, inside the shared layout. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorFallback />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'track-order', element: planned('تتبع طلبك', 'أدخل رقم التتبع الذي وصلك بالبريد الإلكتروني لمعرفة حالة طلبك.') },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: planned('إنشاء حساب', 'أنشئ حساباً لطلب الخدمات ومتابعة طلباتك.') },
      { path: 'forgot-password', element: planned('نسيت كلمة المرور', 'أدخل بريدك الإلكتروني لنرسل لك رابط إعادة تعيين كلمة المرور.') },
      { path: 'reset-password', element: planned('إعادة تعيين كلمة المرور', 'اختر كلمة مرور جديدة لحسابك.') },
      { path: 'terms', element: planned('الشروط والأحكام', 'شروط استخدام الموقع وطلب الخدمات.') },
      { path: 'privacy', element: planned('سياسة الخصوصية', 'كيف نجمع بياناتك ونحميها.') },
      { path: 'contact', element: planned('تواصل معنا', 'أرقام الهاتف والواتساب والبريد الإلكتروني وعنوان المكتب في إسطنبول.') },
      {
        path: 'create-order',
        element: <RequireSignIn>{planned('طلب خدمة', 'اختر الخدمة وأرفق وثائقك وأكمل بياناتك وطريقة الدفع.')}</RequireSignIn>,
      },
      { path: 'profile', element: <RequireSignIn>{planned('حسابي', 'بيانات حسابك وطلباتك وحالتها.')}</RequireSignIn> },
      {
        path: 'admin',
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          ...ADMIN_PAGES.map(([path, title, description]) => ({ path, element: <RequireBackOffice>{planned(title, description)}</RequireBackOffice> })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
