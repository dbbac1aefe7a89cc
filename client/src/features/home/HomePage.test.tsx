import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { loadMessages } from '../../lib/i18n';
import { renderPage } from '../../test/render';
import { signInAs } from '../../test/session';
import { siteConfigMock } from '../../test/site-config.mock';
import HomePage, { HomePageDocument } from './HomePage';
import { catalogueServices, homeAnswer, homeContent } from './home.mock';

describe('the home page', () => {
  it('shows the CMS texts: a changed hero title is what the visitor reads, in the one h1', async () => {
    renderPage(<HomePage />, {
      mocks: [siteConfigMock, homeAnswer(homeContent({ heroTitle: 'عنوان جديد من لوحة المحتوى' }))],
    });
    expect(screen.getByRole('status')).toHaveTextContent('جاري تحميل الصفحة...');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('عنوان جديد من لوحة المحتوى');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('مكتب في إسطنبول يخدم السوريين')).toBeInTheDocument();
    expect(screen.getByText('وثائق رسمية من سوريا وتثبيت زواج وترجمة')).toBeInTheDocument();
    // The office's figures in the page's digits.
    expect(screen.getByText('+٥٠٠٠')).toBeInTheDocument();
    expect(screen.getByText('٢٤/٧')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'من نحن' });
    expect(within(about).getByText('فريق من المحامين والمترجمين المحلفين')).toBeInTheDocument();
    expect(within(about).getByText('١٢')).toBeInTheDocument();
    expect(within(about).getByText('١٥')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'لماذا نحن؟' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(6);
    const steps = within(screen.getByRole('region', { name: 'كيف تطلب خدمتك؟' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'أنشئ حسابك',
      'اختر الخدمة',
      'أكمل الطلب وادفع',
      'استلم النتيجة',
    ]);
    expect(screen.getByRole('heading', { name: 'جاهز لإنجاز معاملتك؟' })).toBeInTheDocument();
  });

  it('sends visitors to registration, and signed-in users to the order wizard', async () => {
    const { unmount } = renderPage(<HomePage />, { mocks: [siteConfigMock, homeAnswer()] });
    const starts = await screen.findAllByRole('link', { name: 'ابدأ الآن' });
    expect(starts).toHaveLength(2);
    for (const link of starts) expect(link).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'تصفح الخدمات' })).toHaveAttribute('href', '/services');
    unmount();

    signInAs('client');
    renderPage(<HomePage />, { mocks: [siteConfigMock, homeAnswer()] });
    const orders = await screen.findAllByRole('link', { name: 'اطلب خدمة الآن' });
    expect(orders).toHaveLength(2);
    for (const link of orders) expect(link).toHaveAttribute('href', '/create-order');
    expect(screen.queryByRole('link', { name: 'ابدأ الآن' })).not.toBeInTheDocument();
  });

  it('teases the first six services of the catalogue, each leading to the wizard with the service chosen', async () => {
    renderPage(<HomePage />, { mocks: [siteConfigMock, homeAnswer(homeContent(), catalogueServices(7))] });
    const section = await screen.findByRole('region', { name: 'أشهر خدماتنا' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(within(section).queryByText('خدمة رقم 7')).not.toBeInTheDocument();
    expect(within(cards[0]).getByText('مجاناً')).toBeInTheDocument();
    expect(within(cards[1]).getByText('١٬٥٠٠ ₺')).toBeInTheDocument();
    const links = within(section).getAllByRole('link', { name: /^اطلب الخدمة/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((id) => `/create-order?service=${id}`),
    );
    expect(links[2]).toHaveAccessibleName('اطلب الخدمة: خدمة رقم 3');
    expect(within(section).getByRole('link', { name: 'عرض جميع الخدمات' })).toHaveAttribute('href', '/services');
  });

  it('shows each testimonial with its stars, read out as a rating of five', async () => {
    renderPage(<HomePage />, { mocks: [siteConfigMock, homeAnswer(homeContent({ ratings: [5, 5, 4, 5, 3, 5] }))] });
    const section = await screen.findByRole('region', { name: 'ماذا يقول عملاؤنا؟' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(items[0]).getByRole('img', { name: '٥ من ٥' })).toBeInTheDocument();
    expect(within(items[2]).getByRole('img', { name: '٤ من ٥' })).toBeInTheDocument();
    expect(within(items[4]).getByRole('img', { name: '٣ من ٥' })).toBeInTheDocument();
    expect(within(items[4]).getByText('تجربة ممتازة 5')).toBeInTheDocument();
    expect(within(items[4]).getByText('عميل 5')).toBeInTheDocument();
  });

  it('says when the content cannot load, and loads it again on retry', async () => {
    renderPage(<HomePage />, {
      mocks: [
        siteConfigMock,
        {
          request: { query: HomePageDocument, variables: { language: 'ar' } },
          result: { errors: [new GraphQLError('boom')] },
        },
        homeAnswer(),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذر تحميل الصفحة الرئيسية');
    await userEvent.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('معاملاتك القانونية بين يديك');
  });

  it('speaks English: the office’s English texts, interface words from the English catalogue', async () => {
    renderPage(<HomePage />, {
      // Asked for in English: a mock of the Arabic would not answer.
      mocks: [
        siteConfigMock,
        homeAnswer(homeContent({ heroTitle: 'Your legal matters in your hands' }), undefined, 'en'),
      ],
      language: { language: 'en', messages: await loadMessages('en') },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your legal matters in your hands');
    expect(screen.getAllByRole('link', { name: 'Get started' })[0]).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'See all services' })).toBeInTheDocument();
    expect(screen.getByText('Years of experience')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '5 out of 5' })).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Service 2' })).toBeInTheDocument();
  });
});
