import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '../../../test/render';
import { toaster } from '../../../components/toaster';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import CmsPage from './CmsPage';
import { cmsContent, cmsQueryMock, untranslated } from './cms.mock';
import { AdminCmsDocument } from './hooks/cms-cache';
import { PublishableRatingsDocument } from './components/PublishableRatings';
import { AddRatingToTestimonialsDocument } from './hooks/useAddRatingToTestimonials';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => toaster.remove());

const COMMENT = 'خدمة سريعة وواضحة، أنصح بهم';
const rating = (featuredAt: string | null = null) => ({
  __typename: 'PublishableRating' as const,
  id: 61,
  orderNumber: 'ORD-2026-000123',
  stars: 4,
  comment: COMMENT,
  clientFirstName: 'سارة',
  serviceName: 'تثبيت زواج',
  serviceNameTr: 'Evlilik tescili',
  serviceNameEn: 'Marriage registration',
  featuredAt,
});

function renderCms(mocks: MockLink.MockedResponse[]) {
  signInAs('admin');
  const content = cmsContent();
  return renderRoutes([{ path: '/admin/cms', element: <CmsPage /> }], {
    path: '/admin/cms',
    mocks: [
      siteConfigMock,
      cmsQueryMock(untranslated(content), 'tr'),
      cmsQueryMock(untranslated(content), 'en'),
      ...mocks,
    ],
  });
}

describe('consented ratings in the testimonials tab', () => {
  it('lists them and adds one to the testimonials on the server; the editor shows the new card', async () => {
    const user = userEvent.setup();
    const before = cmsContent();
    const after = cmsContent();
    after.home.testimonials = [
      ...after.home.testimonials,
      { __typename: 'CmsTestimonial', name: 'سارة', place: 'تثبيت زواج', text: COMMENT, rating: 4 },
    ];
    let added = false;
    renderCms([
      { request: { query: AdminCmsDocument, variables: { language: 'ar' } }, result: { data: { cms: before } } },
      { request: { query: PublishableRatingsDocument }, result: { data: { publishableRatings: [rating()] } } },
      {
        request: { query: AddRatingToTestimonialsDocument, variables: { id: 61 } },
        result: () => {
          added = true;
          return {
            data: {
              addRatingToTestimonials: {
                __typename: 'PublishableRating' as const,
                id: 61,
                featuredAt: '2026-03-07T09:00:00.000Z',
              },
            },
          };
        },
      },
      cmsQueryMock(after),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'آراء العملاء' }));
    const panel = await screen.findByTestId('publishable-ratings');
    expect(within(panel).getByRole('heading', { name: 'تقييمات العملاء القابلة للنشر' })).toBeInTheDocument();
    expect(within(panel).getByText(COMMENT)).toBeInTheDocument();
    expect(within(panel).getByText('سارة')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'الرأي 2' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'إضافة إلى آراء العملاء' }));
    expect(await screen.findByText('أضيف التقييم إلى آراء العملاء')).toBeInTheDocument();
    expect(added).toBe(true);
    const card = await screen.findByRole('group', { name: 'الرأي 2' });
    expect(within(card).getByLabelText(/^الاسم/)).toHaveValue('سارة');
    expect(within(card).getByLabelText(/^النص/)).toHaveValue(COMMENT);
    await waitFor(() => expect(within(panel).getByText(/أضيف في/)).toBeInTheDocument());
  });

  it('asks to save unsaved edits before adding one', async () => {
    const user = userEvent.setup();
    renderCms([
      cmsQueryMock(cmsContent()),
      { request: { query: PublishableRatingsDocument }, result: { data: { publishableRatings: [rating()] } } },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'آراء العملاء' }));
    const panel = await screen.findByTestId('publishable-ratings');
    await user.type(screen.getByLabelText(/عنوان قسم آراء العملاء|عنوان القسم/), ' جديد');
    expect(within(panel).getByRole('button', { name: 'إضافة إلى آراء العملاء' })).toBeDisabled();
    expect(within(panel).getByText('احفظ تعديلاتك أولاً، ثم أضف التقييم.')).toBeInTheDocument();
  });
});
