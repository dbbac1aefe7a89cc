import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { toaster } from '../../components/toaster';
import { renderPage } from '../../test/render';
import { siteConfigMock } from '../../test/site-config.mock';
import { ResetPasswordDocument } from './hooks/useResetPassword';
import ResetPasswordPage from './ResetPasswordPage';

afterEach(() => toaster.remove());

const FRESH = 'Brand-new-pass-77';
const resetting = (result: object) => ({
  request: { query: ResetPasswordDocument, variables: { token: 'tok-1', newPassword: FRESH } },
  result,
});

async function choose(password: string, confirm: string) {
  await userEvent.type(screen.getByLabelText(/^كلمة المرور الجديدة/), password);
  await userEvent.type(screen.getByLabelText(/^تأكيد كلمة المرور/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'تعيين كلمة المرور' }));
}

describe('the reset-password page', () => {
  it('sets the new password, says so and goes to /login', async () => {
    const { router } = renderPage(<ResetPasswordPage />, {
      path: '/reset-password?token=tok-1',
      mocks: [siteConfigMock, resetting({ data: { resetPassword: true } })],
    });
    await choose(FRESH, FRESH);
    await screen.findByTestId('navigated');
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('تم تغيير كلمة المرور بنجاح. سجّل الدخول بكلمة المرور الجديدة')).toBeInTheDocument();
  });

  it('refuses two different passwords and a short one, and shows the strength', async () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password?token=tok-1', mocks: [siteConfigMock] });
    await choose(FRESH, 'Brand-new-pass-78');
    expect(await screen.findByText('كلمتا المرور غير متطابقتين')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'قوة كلمة المرور' })).toHaveAttribute('aria-valuenow', '5');
    await userEvent.type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'x');
    expect(screen.queryByText('كلمتا المرور غير متطابقتين')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^كلمة المرور الجديدة/));
    await userEvent.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'تعيين كلمة المرور' }));
    expect(await screen.findByText('كلمة المرور يجب أن تكون 8 أحرف على الأقل')).toBeInTheDocument();
  });

  it('says an expired or used link is no longer valid and offers a new one', async () => {
    const message = 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية. اطلب رابطاً جديداً';
    renderPage(<ResetPasswordPage />, {
      path: '/reset-password?token=tok-1',
      mocks: [
        siteConfigMock,
        resetting({ errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] }),
      ],
    });
    await choose(FRESH, FRESH);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اطلب رابطاً جديداً' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^كلمة المرور الجديدة/)).not.toBeInTheDocument();
  });

  it('says a link without its token is incomplete and offers a new one', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password', mocks: [siteConfigMock] });
    expect(screen.getByRole('heading', { level: 1, name: 'تعيين كلمة مرور جديدة' })).toBeInTheDocument();
    expect(screen.getByText(/^رابط إعادة التعيين غير مكتمل/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اطلب رابطاً جديداً' })).toHaveAttribute('href', '/forgot-password');
  });
});
