import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../test/render';
import { signInAs } from '../../../../test/session';
import { siteConfigMock } from '../../../../test/site-config.mock';
import { toaster } from '../../../../components/toaster';
import SettingsPage from '../SettingsPage';
import { settingsQueryMock, systemSettings, updateSettingsMock } from '../settings.mock';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => toaster.remove());

function renderSettings(mocks: object[] = []) {
  signInAs('admin');
  return renderRoutes([{ path: '/admin/settings', element: <SettingsPage backups={null} /> }], {
    path: '/admin/settings',
    mocks: [siteConfigMock, settingsQueryMock(), ...(mocks as never[])],
  });
}

const weekday = (isoDay: number) =>
  new Intl.DateTimeFormat('ar-SY', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + isoDay));

describe('the working calendar in the settings', () => {
  it('shows the working days and holidays, adds Saturday and a holiday, and saves them with the settings', async () => {
    const user = userEvent.setup();
    const saved = systemSettings();
    saved.calendar.workingDays = [1, 2, 3, 4, 5, 6];
    saved.calendar.holidays = [
      ...saved.calendar.holidays,
      { __typename: 'Holiday', date: '2027-01-01', name: 'رأس السنة' },
    ];
    renderSettings([updateSettingsMock(saved)]);
    await user.click(await screen.findByRole('tab', { name: 'أيام العمل والعطل' }));
    const section = screen.getByTestId('calendar-settings');
    expect(within(section).getByRole('checkbox', { name: weekday(1) })).toBeChecked();
    expect(within(section).getByRole('checkbox', { name: weekday(6) })).not.toBeChecked();
    expect(within(section).getByLabelText(/تاريخ العطلة 1/)).toHaveValue('2026-10-29');
    await user.click(within(section).getByRole('checkbox', { name: weekday(6) }));
    await user.click(within(section).getByRole('button', { name: 'إضافة عطلة' }));
    await user.type(within(section).getByLabelText(/تاريخ العطلة 2/), '2027-01-01');
    await user.type(within(section).getByLabelText(/اسم العطلة 2/), 'رأس السنة');
    await user.click(screen.getAllByRole('button', { name: 'حفظ الإعدادات' })[0]);
    expect(await screen.findByText('تم حفظ الإعدادات بنجاح')).toBeInTheDocument();
  });

  it('refuses no working day and a holiday without a valid date, in the user’s language, before sending', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'أيام العمل والعطل' }));
    const section = screen.getByTestId('calendar-settings');
    for (const day of [1, 2, 3, 4, 5]) await user.click(within(section).getByRole('checkbox', { name: weekday(day) }));
    await user.click(within(section).getByRole('button', { name: 'إضافة عطلة' }));
    await user.click(screen.getAllByRole('button', { name: 'حفظ الإعدادات' })[0]);
    expect(await within(section).findByText('اختر يوم عمل واحداً على الأقل')).toBeInTheDocument();
    expect(within(section).getByText('أدخل تاريخاً صحيحاً للعطلة')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'حذف العطلة 2' }));
    expect(within(section).getAllByTestId('holiday')).toHaveLength(1);
  });
});
