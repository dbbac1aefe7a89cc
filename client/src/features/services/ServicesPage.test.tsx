import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderPage } from '../../test/render';
import { signInAs } from '../../test/session';
import ServicesPage, { PublicServicesDocument } from './ServicesPage';

const SERVICES = [
  {
    __typename: 'Service' as const,
    id: 1,
    name: 'تثبيت زواج',
    description: 'تثبيت عقد الزواج في المحكمة',
    nameTr: null,
    nameEn: null,
    descriptionTr: null,
    descriptionEn: null,
    price: '6500.00',
    currency: 'TRY' as const,
    priceUsd: '200.00',
    estimatedDays: 30,
    imageUrl: null,
  },
  {
    __typename: 'Service' as const,
    id: 3,
    name: 'استشارة قانونية مجانية',
    description: null,
    nameTr: null,
    nameEn: null,
    descriptionTr: null,
    descriptionEn: null,
    price: '0.00',
    currency: 'TRY' as const,
    priceUsd: '0.00',
    estimatedDays: 1,
    imageUrl: null,
  },
  {
    __typename: 'Service' as const,
    id: 2,
    name: 'ترجمة محلفة',
    description: null,
    nameTr: null,
    nameEn: null,
    descriptionTr: null,
    descriptionEn: null,
    price: '600.50',
    currency: 'TRY' as const,
    priceUsd: null,
    estimatedDays: null,
    imageUrl: '/api/v1/services/2/image',
  },
];

const answer = (services: typeof SERVICES) => ({
  request: { query: PublicServicesDocument },
  result: { data: { services } },
});

describe('the services page', () => {
  it('shows a spinner, then a card per service with price, currency and delivery time', async () => {
    renderPage(<ServicesPage />, { path: '/services', mocks: [answer(SERVICES)] });
    expect(screen.getByRole('status')).toHaveTextContent('جاري تحميل الخدمات');
    const card = (await screen.findByRole('heading', { name: 'تثبيت زواج' })).closest('article')!;
    expect(within(card).getByText('٦٬٥٠٠ ₺')).toBeInTheDocument();
    expect(within(card).getByText('أو ٢٠٠ $')).toBeInTheDocument();
    expect(within(card).getByText('٣٠ يوماً')).toBeInTheDocument();
    expect(within(card).getByText('تثبيت عقد الزواج في المحكمة')).toBeInTheDocument();
    const second = screen.getByRole('heading', { name: 'ترجمة محلفة' }).closest('article')!;
    expect(within(second).getByText('٦٠٠٫٥ ₺')).toBeInTheDocument();
    expect(within(second).queryByText(/يوم/)).not.toBeInTheDocument();
    const free = screen.getByRole('heading', { name: 'استشارة قانونية مجانية' }).closest('article')!;
    expect(within(free).getByText('مجاناً')).toBeInTheDocument();
    expect(within(free).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('asks visitors to register before ordering', async () => {
    renderPage(<ServicesPage />, { path: '/services', mocks: [answer(SERVICES)] });
    const links = await screen.findAllByRole('link', { name: 'سجل لطلب الخدمة' });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'اطلب الآن' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user order a service, carrying its id to the wizard', async () => {
    signInAs('client');
    const { router } = renderPage(<ServicesPage />, { path: '/services', mocks: [answer(SERVICES)] });
    const [first] = await screen.findAllByRole('link', { name: 'اطلب الآن' });
    expect(first).toHaveAttribute('href', '/create-order?service=1');
    await userEvent.click(first);
    await screen.findByTestId('navigated');
    expect(router.state.location.pathname).toBe('/create-order');
    expect(router.state.location.state).toEqual({ serviceId: 1 });
  });

  it('says so when there are no services, with a link home', async () => {
    renderPage(<ServicesPage />, { path: '/services', mocks: [answer([])] });
    expect(await screen.findByText('لا توجد خدمات متاحة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('shows the error state when the list cannot load', async () => {
    renderPage(<ServicesPage />, {
      path: '/services',
      mocks: [{ request: { query: PublicServicesDocument }, result: { errors: [new GraphQLError('boom')] } }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('حدث خطأ');
    expect(alert).toHaveTextContent('لم نتمكن من تحميل الخدمات. يرجى المحاولة لاحقاً');
  });
});
