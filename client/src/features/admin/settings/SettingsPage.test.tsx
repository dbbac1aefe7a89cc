import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { gql } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '../../../test/render';
import { toaster } from '../../../components/toaster';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import { SiteConfigDocument } from '../../../lib/site-config';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import SettingsPage from './SettingsPage';
import { settingsQueryMock, systemSettings, updateSettingsMock, type SystemSettingsMock } from './settings.mock';

// What the shell hands in for the backups feature, which has its own tests.
const backups = <p>قائمة النسخ الاحتياطية</p>;
vi.setConfig({ testTimeout: 60_000 });
// Toasts outlive a test; a later one must not see an earlier one's.
afterEach(() => toaster.remove());

type User = ReturnType<typeof userEvent.setup>;

function renderSettings(mocks: MockLink.MockedResponse[] = [], settings: SystemSettingsMock = systemSettings()) {
  signInAs('admin');
  return renderRoutes(
    [
      {
        path: '/admin/settings',
        element: (
          <>
            <LanguageSwitcher />
            <SettingsPage backups={backups} />
          </>
        ),
      },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    { path: '/admin/settings', mocks: [siteConfigMock, settingsQueryMock(settings), ...mocks] },
  );
}

async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
const clickTab = (user: User, name: string) => user.click(screen.getByRole('tab', { name }));
const saveButton = () => screen.getAllByRole('button', { name: 'حفظ الإعدادات' })[0];
const loaded = () => screen.findByLabelText('اسم البنك');

describe('the settings page', () => {
  it('shows a skeleton, then every group in its tab', async () => {
    const user = userEvent.setup();
    renderSettings();
    expect(screen.getByRole('status', { name: 'جاري تحميل الإعدادات...' })).toBeInTheDocument();
    expect(await loaded()).toHaveValue('Ziraat Bankası');
    expect(screen.getByLabelText('رقم IBAN بالليرة التركية')).toHaveValue('TR330006100519786457841326');
    expect(screen.getByLabelText('رمز SWIFT')).toHaveValue('TCZBTR2A');
    expect(screen.getByLabelText('رقم سيرياتيل كاش')).toHaveValue('0933000000');
    expect(screen.getByRole('checkbox', { name: 'قبول الدفع النقدي عبر المحافظ' })).toBeChecked();

    await clickTab(user, 'الإشعارات');
    expect(screen.getByRole('checkbox', { name: 'إشعارات البريد الإلكتروني' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'إشعار عند تغيير الحالة' })).toBeChecked();
    expect(screen.getByLabelText('بريد الإدارة')).toHaveValue('admin@office.example');

    await clickTab(user, 'اللغات');
    for (const name of ['العربية', 'Türkçe', 'English']) expect(screen.getByRole('checkbox', { name })).toBeChecked();
    expect(screen.getByLabelText('اللغة الافتراضية')).toHaveValue('ar');

    await clickTab(user, 'الأمان');
    expect(screen.getByLabelText(/^مدة الجلسة/)).toHaveValue(60);
    expect(screen.getByLabelText(/^الحد الأقصى لمحاولات الدخول/)).toHaveValue(5);
    expect(screen.getByLabelText(/^الحد الأدنى لطول كلمة المرور/)).toHaveValue(8);
    expect(screen.getByRole('checkbox', { name: 'التحقق بخطوتين' })).not.toBeChecked();
    expect(
      screen.getByText('عند تفعيله يجب على الموظفين والمدراء تفعيل التحقق بخطوتين قبل استخدام لوحة التحكم'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'طلب تأكيد البريد الإلكتروني' })).toBeChecked();
    expect(screen.getByText('عند تفعيله يجب على العميل الجديد تأكيد بريده الإلكتروني قبل تقديم أي طلب')).toBeVisible();

    await clickTab(user, 'النسخ الاحتياطي');
    expect(screen.getByRole('checkbox', { name: 'النسخ الاحتياطي التلقائي' })).toBeChecked();
    expect(screen.getByLabelText('تكرار النسخ')).toHaveValue('daily');
    expect(screen.getByLabelText(/^وقت النسخ/)).toHaveValue('02:00');
    expect(screen.getByLabelText(/^عدد النسخ المحفوظة/)).toHaveValue(30);
    expect(screen.getByText('قائمة النسخ الاحتياطية')).toBeInTheDocument();
  });

  it('shows an error with a retry when the settings cannot be loaded', async () => {
    signInAs('admin');
    renderRoutes([{ path: '/admin/settings', element: <SettingsPage backups={backups} /> }], {
      path: '/admin/settings',
      mocks: [
        siteConfigMock,
        { request: settingsQueryMock().request, result: { errors: [new GraphQLError('غير مسموح')] } },
        settingsQueryMock(),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذر تحميل الإعدادات');
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await loaded()).toBeInTheDocument();
  });

  it('saves every group with the edited fields and updates the public configuration without a refetch', async () => {
    const user = userEvent.setup();
    const next = systemSettings();
    next.payment.ibanUsd = 'TR120006200000000000000001';
    next.payment.mtnCashNumber = '0944000000';
    next.payment.reminderAfterDays = 5;
    next.payment.maxReminders = 3;
    next.payment.autoCancelAfterDays = 14;
    next.notifications.notifyPayment = false;
    next.notifications.adminEmail = 'office@example.com';
    next.languages.enabledLanguages = ['ar', 'tr'];
    next.security.passwordMinLength = 10;
    next.security.maxLoginAttempts = 3;
    next.security.sessionTimeout = 30;
    next.backup.backupFrequency = 'weekly' as 'daily';
    next.backup.backupTime = '03:30';
    next.backup.keepBackups = 7;
    const { cache } = renderSettings([updateSettingsMock(next)]);

    await loaded();
    // What the order page read earlier (payment instructions) sits in the same public configuration.
    await waitFor(() =>
      expect(cache.readQuery({ query: SiteConfigDocument, variables: { language: 'ar' } })).not.toBeNull(),
    );
    const paymentQuery = gql`
      query OrderPagePayment {
        publicConfig {
          payment {
            bankName
            accountHolder
            ibanTry
            ibanUsd
            swiftCode
            syriatelCashNumber
            mtnCashNumber
            acceptedMethods
          }
        }
      }
    `;
    cache.writeQuery({
      query: paymentQuery,
      data: {
        publicConfig: {
          __typename: 'PublicConfig',
          payment: {
            __typename: 'PublicConfigPayment',
            bankName: 'Ziraat Bankası',
            accountHolder: 'مكتب النور',
            ibanTry: 'TR330006100519786457841326',
            ibanUsd: '',
            swiftCode: 'TCZBTR2A',
            syriatelCashNumber: '0933000000',
            mtnCashNumber: '',
            acceptedMethods: ['bank_transfer', 'syriatel_cash'],
          },
        },
      },
    });
    await fill(user, screen.getByLabelText('رقم IBAN بالدولار'), 'TR120006200000000000000001');
    await fill(user, screen.getByLabelText('رقم MTN كاش'), '0944000000');
    expect(screen.getByRole('heading', { name: 'تذكيرات الدفع' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^التذكير بعد \(أيام\)/), '5');
    await fill(user, screen.getByLabelText(/^أقصى عدد للتذكيرات لكل طلب/), '3');
    await fill(user, screen.getByLabelText(/^الإلغاء التلقائي بعد \(أيام\)/), '14');
    await clickTab(user, 'الإشعارات');
    await user.click(screen.getByRole('checkbox', { name: 'إشعار عند الدفع' }));
    await fill(user, screen.getByLabelText('بريد الإدارة'), 'office@example.com');
    await clickTab(user, 'اللغات');
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await clickTab(user, 'الأمان');
    await fill(user, screen.getByLabelText(/^مدة الجلسة/), '30');
    await fill(user, screen.getByLabelText(/^الحد الأقصى لمحاولات الدخول/), '3');
    await fill(user, screen.getByLabelText(/^الحد الأدنى لطول كلمة المرور/), '10');
    await clickTab(user, 'النسخ الاحتياطي');
    await user.selectOptions(screen.getByLabelText('تكرار النسخ'), 'weekly');
    await fill(user, screen.getByLabelText(/^وقت النسخ/), '03:30');
    await fill(user, screen.getByLabelText(/^عدد النسخ المحفوظة/), '7');

    expect(screen.getByRole('combobox', { name: 'لغة الواجهة' })).toHaveTextContent('English');
    const buttons = screen.getAllByRole('button', { name: 'حفظ الإعدادات' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    expect(await screen.findByText('تم حفظ الإعدادات بنجاح')).toBeInTheDocument();

    const config = cache.readQuery({ query: SiteConfigDocument, variables: { language: 'ar' } })?.publicConfig;
    expect(config?.passwordMinLength).toBe(10);
    expect(config?.languages.enabledLanguages).toEqual(['ar', 'tr']);
    const payment = cache.readQuery<{ publicConfig: { payment: object } }>({ query: paymentQuery })?.publicConfig
      .payment;
    expect(payment).toMatchObject({
      ibanUsd: 'TR120006200000000000000001',
      acceptedMethods: ['bank_transfer', 'syriatel_cash', 'mtn_cash'],
    });
    // The public switcher follows at once: English is no longer offered.
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'لغة الواجهة' })).queryByRole('option', { name: 'English' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('كل التغييرات محفوظة')).toBeInTheDocument();
  });

  it('checks the fields before sending and shows the tab of the first error', async () => {
    const user = userEvent.setup();
    renderSettings();
    await loaded();
    await clickTab(user, 'اللغات');
    await user.click(screen.getByRole('checkbox', { name: 'العربية' }));
    await clickTab(user, 'الأمان');
    await fill(user, screen.getByLabelText(/^الحد الأدنى لطول كلمة المرور/), '4');
    await clickTab(user, 'الدفع');
    await fill(user, screen.getByLabelText('رقم IBAN بالليرة التركية'), 'TR12');
    await fill(user, screen.getByLabelText(/^أقصى عدد للتذكيرات لكل طلب/), '11');

    await user.click(saveButton());
    expect(await screen.findByText('يرجى تصحيح الحقول المحددة قبل الحفظ')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الدفع' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('رقم IBAN غير صحيح')).toBeVisible();
    expect(screen.getByText('أدخل رقماً صحيحاً بين 6 و128')).toBeInTheDocument();
    expect(screen.getByText('أدخل رقماً صحيحاً بين 0 و10')).toBeVisible();
    expect(screen.getByText('يجب أن تكون اللغة الافتراضية من اللغات المفعلة')).toBeInTheDocument();
    expect(screen.queryByText('تم حفظ الإعدادات بنجاح')).not.toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    const user = userEvent.setup();
    const next = systemSettings();
    next.notifications.adminEmail = 'office@blocked.example';
    renderSettings([
      {
        request: updateSettingsMock(next).request,
        result: {
          errors: [
            new GraphQLError('بريد غير مقبول', {
              extensions: {
                code: 'VALIDATION_FAILED',
                fieldErrors: [{ loc: ['body', 'notifications', 'admin_email'], msg: 'بريد الإدارة غير مقبول' }],
              },
            }),
          ],
        },
      },
    ]);
    await loaded();
    await clickTab(user, 'الإشعارات');
    await fill(user, screen.getByLabelText('بريد الإدارة'), 'office@blocked.example');
    await clickTab(user, 'الدفع');
    await user.click(saveButton());
    expect(await screen.findByText('بريد الإدارة غير مقبول')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الإشعارات' })).toHaveAttribute('aria-selected', 'true');
  });

  it('warns before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = renderSettings();
    await loaded();
    await clickTab(user, 'الإشعارات');
    const checkbox = screen.getByRole('checkbox', { name: 'إشعار عند طلب جديد' });
    const wasChecked = (checkbox as HTMLInputElement).checked;
    await user.click(checkbox);
    // The form must have re-rendered as changed before leaving, or the guard is not armed yet.
    await waitFor(() => expect((checkbox as HTMLInputElement).checked).toBe(!wasChecked));
    await act(async () => undefined);
    await act(() => router.navigate('/admin'));
    const dialog = await screen.findByRole('alertdialog', { name: 'تغييرات غير محفوظة' });
    await user.click(within(dialog).getByRole('button', { name: 'مغادرة دون حفظ' }));
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  });
});
