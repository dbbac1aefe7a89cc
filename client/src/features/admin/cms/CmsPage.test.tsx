import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '../../../test/render';
import { toaster } from '../../../components/toaster';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import { SiteConfigDocument } from '../../../lib/site-config';
import { HomePageDocument } from '../../home/HomePage';
import { catalogueServices, homeContent } from '../../home/home.mock';
import CmsPage from './CmsPage';
import { cmsContent, cmsQueryMock, untranslated, updateCmsMock, type CmsContentMock } from './cms.mock';
import { UploadFaviconDocument, UploadLogoDocument } from './hooks/useBrandFile';

function renderCms(
  mocks: MockLink.MockedResponse[] = [],
  content: CmsContentMock = cmsContent(),
  translations: { tr: CmsContentMock; en: CmsContentMock } = { tr: untranslated(content), en: untranslated(content) },
) {
  signInAs('admin');
  return renderRoutes(
    [
      { path: '/admin/cms', element: <CmsPage /> },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    {
      path: '/admin/cms',
      mocks: [
        siteConfigMock,
        cmsQueryMock(content),
        cmsQueryMock(translations.tr, 'tr'),
        cmsQueryMock(translations.en, 'en'),
        ...mocks,
      ],
    },
  );
}

const saved = () => screen.findByText('تم حفظ التغييرات بنجاح');
const clickTab = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('tab', { name }));
const firstSave = () => screen.getAllByRole('button', { name: 'حفظ التغييرات' })[0];

/** A PNG's first bytes: the signature and an IHDR giving its size. */
function pngBytes(width: number, height: number, size = 64) {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

// The editor holds every section's fields at once; typing into jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 60_000 });
// Toasts outlive a test; a later one must not see an earlier one's.
afterEach(() => toaster.remove());

/** Replaces a field's text as a paste does (one change, not one per key). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('the CMS page', () => {
  it('shows a skeleton, then every section in its tab', async () => {
    const user = userEvent.setup();
    renderCms();
    expect(screen.getByRole('status', { name: 'جاري تحميل المحتوى...' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^عنوان الواجهة/)).toHaveValue('معاملاتك القانونية بين يديك');
    expect(screen.getByLabelText('وصف الواجهة')).toHaveValue('وثائق رسمية وترجمة');
    expect(screen.getByLabelText('عنوان الدعوة الختامية')).toHaveValue('جاهز؟');

    await clickTab(user, 'بطاقات الرئيسية');
    expect(screen.getByLabelText(/^القيمة \(1\)/)).toHaveValue('+5000');
    expect(screen.getByLabelText(/^الوصف \(4\)/)).toHaveValue('دعم');
    expect(screen.getByRole('group', { name: 'السبب 2' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'الخطوة 1' })).getByLabelText(/^العنوان/)).toHaveValue(
      'أنشئ حسابك',
    );

    await clickTab(user, 'آراء العملاء');
    expect(screen.getByLabelText(/^الاسم \(1\)/)).toHaveValue('أحمد');
    expect(screen.getByLabelText('التقييم (1)')).toHaveValue('5');

    await clickTab(user, 'من نحن');
    expect(screen.getByLabelText(/^سنوات الخبرة/)).toHaveValue(10);
    expect(screen.getByLabelText(/^عدد أعضاء الفريق/)).toHaveValue(15);
    expect(screen.getByLabelText('الرؤية')).toHaveValue('رؤيتنا');

    await clickTab(user, 'التواصل');
    expect(screen.getByLabelText(/^رقم واتساب/)).toHaveValue('+90 555 555 01 00');
    expect(screen.getByLabelText('ساعات العمل')).toHaveValue('من السبت إلى الخميس');

    await clickTab(user, 'إعدادات الموقع');
    expect(screen.getByLabelText(/^اسم الموقع/)).toHaveValue('مكتب النور للاستشارات');
    expect(screen.getByLabelText(/^اللون الأساسي/)).toHaveValue('#486581');
    expect(screen.getByLabelText('اختيار اللون الثانوي')).toHaveValue('#f59e0b');

    await clickTab(user, 'الشروط والخصوصية');
    expect(screen.getByLabelText('سياسة الخصوصية')).toHaveValue('الخصوصية');
  });

  it('shows an error with a retry when the content cannot be loaded', async () => {
    signInAs('admin');
    renderRoutes([{ path: '/admin/cms', element: <CmsPage /> }], {
      path: '/admin/cms',
      mocks: [
        siteConfigMock,
        { request: cmsQueryMock().request, result: { errors: [new GraphQLError('غير مسموح')] } },
        cmsQueryMock(),
        cmsQueryMock(untranslated(), 'tr'),
        cmsQueryMock(untranslated(), 'en'),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذر تحميل المحتوى');
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByLabelText(/^عنوان الواجهة/)).toBeInTheDocument();
  });

  it('saves every section with the edited fields, from the top or the bottom button', async () => {
    const user = userEvent.setup();
    const next = cmsContent();
    next.home.heroTitle = 'عنوان جديد';
    next.about.teamSize = 20;
    next.contact.email = 'hello@office.example';
    next.settings.primaryColor = '#112233';
    next.pages.terms = 'شروط جديدة';
    renderCms([updateCmsMock(next)]);

    const hero = await screen.findByLabelText(/^عنوان الواجهة/);
    await fill(user, hero, 'عنوان جديد');
    await clickTab(user, 'من نحن');
    await fill(user, screen.getByLabelText(/^عدد أعضاء الفريق/), '20');
    await clickTab(user, 'التواصل');
    await fill(user, screen.getByLabelText(/^البريد الإلكتروني/), 'hello@office.example');
    await clickTab(user, 'إعدادات الموقع');
    await fill(user, screen.getByLabelText(/^اللون الأساسي/), '#112233');
    expect(screen.getByLabelText('اختيار اللون الأساسي')).toHaveValue('#112233');
    await clickTab(user, 'الشروط والخصوصية');
    await fill(user, screen.getByLabelText('الشروط والأحكام'), 'شروط جديدة');

    expect(screen.getByText('لديك تغييرات غير محفوظة')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'حفظ التغييرات' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    await saved();
    expect(screen.getByText('كل التغييرات محفوظة')).toBeInTheDocument();
  });

  it('adds, removes and reorders the cards of the home page', async () => {
    const user = userEvent.setup();
    const next = cmsContent();
    next.home.whyUs = [
      next.home.whyUs[1],
      next.home.whyUs[0],
      { __typename: 'CmsCard', title: 'خبرة', text: 'عشر سنوات' },
    ];
    next.home.steps = [next.home.steps[0]];
    next.home.testimonials = [
      ...next.home.testimonials,
      { __typename: 'CmsTestimonial', name: 'ليلى', place: '', text: 'رائع', rating: 4 },
    ];
    renderCms([updateCmsMock(next)]);

    await clickTab(
      user,
      await screen.findByRole('tab', { name: 'بطاقات الرئيسية' }).then((tab) => tab.textContent ?? ''),
    );
    expect(screen.getByRole('button', { name: 'نقل السبب 1 للأعلى' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'نقل السبب 2 للأعلى' }));
    await user.click(screen.getByRole('button', { name: 'إضافة السبب' }));
    const added = screen.getByRole('group', { name: 'السبب 3' });
    await fill(user, within(added).getByLabelText(/^العنوان/), 'خبرة');
    await fill(user, within(added).getByLabelText(/^النص/), 'عشر سنوات');
    await user.click(screen.getByRole('button', { name: 'حذف الخطوة 2' }));
    expect(screen.getByRole('button', { name: 'حذف الخطوة 1' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^حذف الرقم/ })).not.toBeInTheDocument();

    await clickTab(user, 'آراء العملاء');
    await user.click(screen.getByRole('button', { name: 'إضافة الرأي' }));
    const testimonial = screen.getByRole('group', { name: 'الرأي 2' });
    await fill(user, within(testimonial).getByLabelText(/^الاسم/), 'ليلى');
    await fill(user, within(testimonial).getByLabelText(/^النص/), 'رائع');
    await user.selectOptions(screen.getByLabelText('التقييم (2)'), '4');

    await user.click(firstSave());
    await saved();
  });

  it('checks the fields before sending and shows the tab holding the first error', async () => {
    const user = userEvent.setup();
    renderCms();
    const hero = await screen.findByLabelText(/^عنوان الواجهة/);
    await user.clear(hero);
    await clickTab(user, 'إعدادات الموقع');
    await fill(user, screen.getByLabelText(/^اللون الثانوي/), 'blue');
    await clickTab(user, 'التواصل');
    await fill(user, screen.getByLabelText(/^البريد الإلكتروني/), 'not-an-email');

    await user.click(firstSave());
    expect(await screen.findByText('يرجى تصحيح الحقول المحددة قبل الحفظ')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الرئيسية' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^عنوان الواجهة/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('هذا الحقل مطلوب')).toBeVisible();
    expect(screen.getByText('البريد الإلكتروني غير صحيح')).toBeInTheDocument();
    expect(screen.getByText('اللون يجب أن يكون بالشكل #rrggbb')).toBeInTheDocument();
    expect(screen.queryByText('تم حفظ التغييرات بنجاح')).not.toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    const user = userEvent.setup();
    const next = cmsContent();
    next.contact.phone = '12';
    const refused = {
      request: updateCmsMock(next).request,
      result: {
        errors: [
          new GraphQLError('رقم الهاتف غير صحيح', {
            extensions: {
              code: 'VALIDATION_FAILED',
              fieldErrors: [{ loc: ['body', 'contact', 'phone'], msg: 'رقم الهاتف غير صحيح (الخادم)' }],
            },
          }),
        ],
      },
    };
    renderCms([refused]);
    await clickTab(user, await screen.findByRole('tab', { name: 'التواصل' }).then(() => 'التواصل'));
    // The browser's own rule would stop "12"; make it pass there to reach the server.
    const phone = screen.getByLabelText(/^رقم الهاتف/);
    await fill(user, phone, '12');
    await clickTab(user, 'الرئيسية');
    await user.click(firstSave());
    expect(await screen.findByText('رقم الهاتف غير صحيح')).toBeInTheDocument();
  });

  it('warns before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = renderCms();
    const hero = await screen.findByLabelText(/^عنوان الواجهة/);

    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(hero, '!');
    expect(unload()).toBe(true);

    await act(() => router.navigate('/admin/orders'));
    const dialog = await screen.findByRole('alertdialog', { name: 'تغييرات غير محفوظة' });
    await user.click(within(dialog).getByRole('button', { name: 'البقاء في الصفحة' }));
    expect(router.state.location.pathname).toBe('/admin/cms');
    expect(screen.getByLabelText(/^عنوان الواجهة/)).toHaveValue('معاملاتك القانونية بين يديك!');

    await act(() => router.navigate('/admin/orders'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'مغادرة دون حفظ' }));
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  });

  it('lets the admin leave freely when nothing changed', async () => {
    const { router } = renderCms();
    await screen.findByLabelText(/^عنوان الواجهة/);
    await act(() => router.navigate('/admin/orders'));
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  });

  it('opens the public page in a new tab to preview', async () => {
    const user = userEvent.setup();
    renderCms();
    const preview = await screen.findByRole('link', { name: /معاينة/ });
    expect(preview).toHaveAttribute('href', '/');
    expect(preview).toHaveAttribute('target', '_blank');
    await clickTab(user, 'التواصل');
    expect(screen.getByRole('link', { name: /معاينة/ })).toHaveAttribute('href', '/contact');
  });

  it('updates the public configuration and home content in the cache from the save, without a refetch', async () => {
    const user = userEvent.setup();
    const next = cmsContent();
    next.home.heroTitle = 'عنوان جديد';
    next.settings.siteName = 'مكتب الأمل';
    next.contact.whatsapp = '+90 555 000 00 00';
    const { cache } = renderCms([updateCmsMock(next)]);
    cache.writeQuery({
      query: HomePageDocument,
      variables: { language: 'ar' },
      data: { siteContent: homeContent(), services: catalogueServices(3) } as never,
    });

    await screen.findByLabelText(/^عنوان الواجهة/);
    await waitFor(() =>
      expect(
        cache.readQuery({ query: SiteConfigDocument, variables: { language: 'ar' } })?.publicConfig.site.name,
      ).toBe('مكتب النور للاستشارات'),
    );
    await fill(user, screen.getByLabelText(/^عنوان الواجهة/), 'عنوان جديد');
    await clickTab(user, 'التواصل');
    await fill(user, screen.getByLabelText(/^رقم واتساب/), '+90 555 000 00 00');
    await clickTab(user, 'إعدادات الموقع');
    await fill(user, screen.getByLabelText(/^اسم الموقع/), 'مكتب الأمل');
    await user.click(firstSave());
    await saved();

    const config = cache.readQuery({ query: SiteConfigDocument, variables: { language: 'ar' } })
      ?.publicConfig as unknown as {
      site: { name: string };
      contact: { whatsapp: string };
    };
    expect(config.site.name).toBe('مكتب الأمل');
    expect(config.contact.whatsapp).toBe('+90 555 000 00 00');
    const home = cache.readQuery({ query: HomePageDocument, variables: { language: 'ar' } }) as unknown as {
      siteContent: { home: { heroTitle: string } };
    };
    expect(home.siteContent.home.heroTitle).toBe('عنوان جديد');
  });
});

describe('the content in Turkish and English', () => {
  it('edits the Turkish texts beside the Arabic, marks what is not translated and saves them in Turkish', async () => {
    const user = userEvent.setup();
    const content = cmsContent();
    const turkish = untranslated(content);
    turkish.home.heroTitle = 'Hukuki işlemleriniz elinizin altında';
    const next = untranslated(content);
    next.home.heroTitle = turkish.home.heroTitle;
    next.home.heroSubtitle = 'İstanbul’da bir büro';
    renderCms([updateCmsMock(next, 'tr')], content, { tr: turkish, en: untranslated(content) });
    await screen.findByLabelText(/^عنوان الواجهة/);
    const switcher = () => screen.getByRole('group', { name: 'لغة المحتوى:' });
    // The home tab has nine texts; Turkish has one of them, English none.
    expect(within(switcher()).getByRole('button', { name: /Türkçe/ })).toHaveTextContent('٨ نصوص ناقصة');
    expect(within(switcher()).getByRole('button', { name: /English/ })).toHaveTextContent('٩ نصوص ناقصة');

    await user.click(within(switcher()).getByRole('button', { name: /Türkçe/ }));
    expect(await screen.findByLabelText(/^عنوان الواجهة/)).toHaveValue('Hukuki işlemleriniz elinizin altında');
    expect(within(switcher()).getByRole('button', { name: /Türkçe/ })).toHaveAttribute('aria-pressed', 'true');
    const subtitle = screen.getByLabelText(/^العنوان الفرعي للواجهة/);
    expect(subtitle).toHaveValue('');
    expect(subtitle).toHaveAccessibleDescription(/غير مترجم بعد: يقرأ الزوار النص العربي/);
    expect(subtitle).toHaveAccessibleDescription(/بالعربية: مكتب في إسطنبول/);
    await fill(user, subtitle, 'İstanbul’da bir büro');
    // Each language is saved on its own: no switching with changes unsaved.
    expect(within(switcher()).getByRole('button', { name: /English/ })).toBeDisabled();

    // Figures, phones and the order of the cards are the Arabic's: not offered in a translation.
    await clickTab(user, 'بطاقات الرئيسية');
    expect(screen.queryByLabelText(/^القيمة \(1\)/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^الوصف \(1\)/)).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^إضافة/ })).not.toBeInTheDocument();
    await clickTab(user, 'التواصل');
    expect(screen.queryByLabelText(/^رقم الهاتف/)).not.toBeInTheDocument();

    await user.click(firstSave());
    await saved();
    await clickTab(user, 'الرئيسية');
    expect(within(switcher()).getByRole('button', { name: /Türkçe/ })).toHaveTextContent('٧ نصوص ناقصة');
    expect(within(switcher()).getByRole('button', { name: /English/ })).toBeEnabled();
  });

  it('allows empty texts in a translation: visitors read the Arabic there', async () => {
    const user = userEvent.setup();
    const content = cmsContent();
    renderCms([updateCmsMock(untranslated(content), 'en')], content);
    await screen.findByLabelText(/^عنوان الواجهة/);
    await user.click(
      within(screen.getByRole('group', { name: 'لغة المحتوى:' })).getByRole('button', { name: /English/ }),
    );
    expect(await screen.findByLabelText(/^عنوان الواجهة/)).toHaveValue('');
    await user.click(firstSave());
    await saved();
  });
});

describe('the logo and favicon uploads', () => {
  it('refuses a logo that is not PNG or JPG, or larger than 2 MB, before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderCms();
    await clickTab(user, await screen.findByRole('tab', { name: 'إعدادات الموقع' }).then(() => 'إعدادات الموقع'));
    const input = screen.getByLabelText('رفع شعار');
    await user.upload(input, new File(['GIF89a....'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('نوع الشعار غير مدعوم. الأنواع المسموحة: PNG وJPG')).toBeInTheDocument();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(pngBytes(200, 80));
    await user.upload(input, new File([big], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('حجم الشعار يجب ألا يزيد عن 2 ميغابايت')).toBeInTheDocument();
  });

  it('uploads a valid logo and previews it', async () => {
    const user = userEvent.setup();
    const bytes = pngBytes(200, 80);
    const answer = cmsContent();
    answer.settings.logoUrl = '/api/v1/content/logo?v=2';
    const { cache } = renderCms([
      {
        request: {
          query: UploadLogoDocument,
          variables: { file: { fileName: 'logo.png', contentBase64: base64(bytes) } },
        },
        result: { data: { uploadLogo: answer } },
      },
    ]);
    await clickTab(user, await screen.findByRole('tab', { name: 'إعدادات الموقع' }).then(() => 'إعدادات الموقع'));
    expect(screen.queryByRole('img', { name: 'معاينة الشعار' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('رفع شعار'), new File([bytes], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('تم رفع الشعار بنجاح')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'معاينة الشعار' })).toHaveAttribute('src', '/api/v1/content/logo?v=2'),
    );
    expect(
      (
        cache.readQuery({ query: SiteConfigDocument, variables: { language: 'ar' } })?.publicConfig as unknown as {
          site: { logoUrl: string };
        }
      ).site.logoUrl,
    ).toBe('/api/v1/content/logo?v=2');
  });

  it('accepts only a 32x32 ICO or PNG favicon', async () => {
    const user = userEvent.setup();
    const good = pngBytes(32, 32);
    const answer = cmsContent();
    answer.settings.faviconUrl = '/api/v1/content/favicon?v=3';
    renderCms([
      {
        request: {
          query: UploadFaviconDocument,
          variables: { file: { fileName: 'icon.png', contentBase64: base64(good) } },
        },
        result: { data: { uploadFavicon: answer } },
      },
    ]);
    await clickTab(user, await screen.findByRole('tab', { name: 'إعدادات الموقع' }).then(() => 'إعدادات الموقع'));
    const input = screen.getByLabelText('رفع أيقونة');
    await user.upload(input, new File([pngBytes(64, 64)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('يجب أن تكون الأيقونة بمقاس 32×32 بكسل')).toBeInTheDocument();
    const ico16 = new Uint8Array([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]);
    await user.upload(input, new File([ico16], 'small.ico', { type: 'image/x-icon' }));
    expect(await screen.findByText('يجب أن تكون الأيقونة بمقاس 32×32 بكسل')).toBeInTheDocument();
    await user.upload(input, new File([good], 'icon.png', { type: 'image/png' }));
    expect(await screen.findByText('تم رفع الأيقونة بنجاح')).toBeInTheDocument();
    expect(screen.queryByText('يجب أن تكون الأيقونة بمقاس 32×32 بكسل')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'معاينة الأيقونة' })).toHaveAttribute('src', '/api/v1/content/favicon?v=3');
  });
});
