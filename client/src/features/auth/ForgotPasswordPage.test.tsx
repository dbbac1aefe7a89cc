import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { toaster } from '../../components/toaster';
import { renderPage } from '../../test/render';
import { siteConfigMock } from '../../test/site-config.mock';
import ForgotPasswordPage from './ForgotPasswordPage';
import { ForgotPasswordDocument } from './hooks/useForgotPassword';

afterEach(() => toaster.remove());

const asking = (email: string, result: object) => ({
  request: { query: ForgotPasswordDocument, variables: { email } },
  result,
});

async function ask(email: string) {
  await userEvent.type(screen.getByLabelText(/^البريد الإلكتروني/), email);
  await userEvent.click(screen.getByRole('button', { name: /إرسال/ }));
}

describe('the forgot-password page', () => {
  it.each(['known@example.com', 'nobody@example.com'])(
    'gives the same answer for %s, whether or not it is registered',
    async (email) => {
      renderPage(<ForgotPasswordPage />, {
        path: '/forgot-password',
        mocks: [siteConfigMock, asking(email, { data: { forgotPassword: true } })],
      });
      await ask(email);
      expect(
        await screen.findByText(/^إذا كان البريد الإلكتروني مسجلاً لدينا فستصلك رسالة فيها رابط/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /إرسال/ })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/login');
    },
  );

  it("shows the server's rate-limit message", async () => {
    const message = 'طلبات كثيرة. حاول بعد دقيقة';
    renderPage(<ForgotPasswordPage />, {
      path: '/forgot-password',
      mocks: [
        siteConfigMock,
        asking('sara@example.com', {
          errors: [new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS' } })],
        }),
      ],
    });
    await ask('sara@example.com');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/^إذا كان البريد/)).not.toBeInTheDocument();
  });

  it('asks for a valid e-mail before sending', async () => {
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password', mocks: [siteConfigMock] });
    await ask('sara@');
    expect(await screen.findByText('البريد الإلكتروني غير صحيح')).toBeInTheDocument();
  });
});
