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

describe('the rejection reasons editor', () => {
  it('lists the office’s reasons, adds one in three languages and saves them with the settings', async () => {
    const user = userEvent.setup();
    const saved = systemSettings();
    saved.documents.rejectionReasons = [
      ...saved.documents.rejectionReasons,
      { __typename: 'RejectionReason', ar: 'الختم غير ظاهر', tr: 'Mühür görünmüyor', en: 'The stamp is not visible' },
    ];
    renderSettings([updateSettingsMock(saved)]);
    await user.click(await screen.findByRole('tab', { name: 'أسباب رفض المستندات' }));
    const editor = screen.getByTestId('rejection-reasons');
    expect(within(editor).getByLabelText(/السبب 1 بالعربية/)).toHaveValue('الصورة غير واضحة أو غير مقروءة');
    await user.click(within(editor).getByRole('button', { name: 'إضافة سبب' }));
    await user.type(within(editor).getByLabelText(/السبب 2 بالعربية/), 'الختم غير ظاهر');
    await user.type(within(editor).getByLabelText('السبب 2 بالتركية'), 'Mühür görünmüyor');
    await user.type(within(editor).getByLabelText('السبب 2 بالإنجليزية'), 'The stamp is not visible');
    await user.click(screen.getAllByRole('button', { name: 'حفظ الإعدادات' })[0]);
    expect(await screen.findByText('تم حفظ الإعدادات بنجاح')).toBeInTheDocument();
  });

  it('requires the Arabic text and removes a reason', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'أسباب رفض المستندات' }));
    const editor = screen.getByTestId('rejection-reasons');
    await user.click(within(editor).getByRole('button', { name: 'إضافة سبب' }));
    await user.click(screen.getAllByRole('button', { name: 'حفظ الإعدادات' })[0]);
    expect(await within(editor).findByText('السبب بالعربية مطلوب')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'حذف السبب 2' }));
    await user.click(within(editor).getByRole('button', { name: 'حذف السبب 1' }));
    expect(within(editor).queryAllByTestId('rejection-reason')).toHaveLength(0);
    expect(within(editor).getByText('لا أسباب بعد: يكتب الموظفون السبب بأنفسهم.')).toBeInTheDocument();
  });
});
