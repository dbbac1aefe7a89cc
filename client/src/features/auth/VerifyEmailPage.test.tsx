import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { toaster } from '../../components/toaster';
import { getSession } from '../../lib/session';
import { renderPage } from '../../test/render';
import { signInAs } from '../../test/session';
import { siteConfigMock } from '../../test/site-config.mock';
import { VerifyEmailDocument } from './hooks/useVerifyEmail';
import { ResendVerificationDocument } from '../../components/hooks/useResendVerification';
import VerifyEmailPage from './VerifyEmailPage';

afterEach(() => toaster.remove());

const INVALID = 'رابط التأكيد غير صالح أو منتهي الصلاحية. اطلب رابطاً جديداً من ملفك الشخصي';
const verifying = (result: object) => ({
  request: { query: VerifyEmailDocument, variables: { token: 'tok-1' } },
  result,
});
const verified = verifying({ data: { verifyEmail: { __typename: 'Account', id: 5, emailVerified: true } } });

describe('the verify-email page', () => {
  it('confirms the address of a signed-in client on opening, updates the session and offers to order', async () => {
    signInAs('client', { id: 5, emailVerified: false });
    renderPage(<VerifyEmailPage />, { path: '/verify-email?token=tok-1', mocks: [siteConfigMock, verified] });
    expect(await screen.findByText('تم تأكيد بريدك الإلكتروني. يمكنك الآن تقديم طلباتك.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'تأكيد البريد الإلكتروني' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اطلب خدمة الآن' })).toHaveAttribute('href', '/create-order');
    expect(getSession()?.user.emailVerified).toBe(true);
  });

  it('confirms a link opened on a device where nobody is signed in, and offers to sign in', async () => {
    renderPage(<VerifyEmailPage />, { path: '/verify-email?token=tok-1', mocks: [siteConfigMock, verified] });
    expect(await screen.findByText('تم تأكيد بريدك الإلكتروني. يمكنك الآن تقديم طلباتك.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login');
  });

  it('says a used or expired link is no longer valid and lets the signed-in owner ask for a new one', async () => {
    signInAs('client', { id: 5, email: 'sara@example.com', emailVerified: false });
    renderPage(<VerifyEmailPage />, {
      path: '/verify-email?token=tok-1',
      mocks: [
        siteConfigMock,
        verifying({ errors: [new GraphQLError(INVALID, { extensions: { code: 'BAD_USER_INPUT' } })] }),
        { request: { query: ResendVerificationDocument }, result: { data: { resendVerificationEmail: true } } },
      ],
    });
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إرسال رابط جديد' }));
    expect(await screen.findByText('أرسلنا رابطاً جديداً إلى \u2068sara@example.com\u2069')).toBeInTheDocument();
    expect(getSession()?.user.emailVerified).toBe(false);
  });

  it('says an incomplete link is incomplete without asking the server, and sends a stranger to sign in for a new one', async () => {
    renderPage(<VerifyEmailPage />, { path: '/verify-email', mocks: [siteConfigMock] });
    expect(await screen.findByText(/رابط التأكيد غير مكتمل/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سجّل الدخول لطلب رابط جديد' })).toHaveAttribute('href', '/login');
  });
});
