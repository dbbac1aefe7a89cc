import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../test/render';
import { siteConfigMock } from '../test/site-config.mock';
import ErrorFallback from './ErrorFallback';
import { Layout } from './Layout';

function Crash(): never {
  throw new Error('render failed');
}

describe('the office details from the CMS', () => {
  it('fill the footer: name, WhatsApp with a greeting, phone, e-mail and address', async () => {
    renderRoutes([{ element: <Layout />, children: [{ index: true, element: <p>الصفحة</p> }] }], {
      mocks: [siteConfigMock],
    });
    const footer = screen.getByRole('contentinfo');
    const whatsapp = await within(footer).findByRole('link', { name: /تواصل عبر واتساب/ });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/905555550100?text=${encodeURIComponent('مرحباً، أود الاستفسار عن خدمات المكتب')}`,
    );
    expect(within(footer).getByRole('link', { name: '+90 212 555 01 00' })).toHaveAttribute(
      'href',
      'tel:+902125550100',
    );
    expect(within(footer).getByRole('link', { name: 'info@office.example' })).toHaveAttribute(
      'href',
      'mailto:info@office.example',
    );
    expect(footer).toHaveTextContent('إسطنبول، الفاتح');
    expect(footer).toHaveTextContent('مكتب النور للاستشارات');
    expect(screen.getByRole('banner')).toHaveTextContent('مكتب النور للاستشارات');
  });

  it('give the error page a WhatsApp support link beside retry and home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', element: <Crash />, errorElement: <ErrorFallback /> }], { mocks: [siteConfigMock] });
    expect(await screen.findByRole('heading', { name: 'عذراً، حدث خطأ غير متوقع' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة الرئيسية' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /الدعم عبر واتساب/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/905555550100\?text=/),
    );
  });
});
