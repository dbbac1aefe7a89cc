import { screen, waitFor } from '@testing-library/react';
import { switchLanguage } from '../lib/i18n';
import { sessionState } from '../lib/session';
import { renderPage } from '../test/render';
import { signInAs } from '../test/session';
import { siteConfigMock } from '../test/site-config.mock';
import { LanguageSwitcher } from './LanguageSwitcher';

vi.mock('../lib/i18n', async (original) => {
  const i18n = await original<typeof import('../lib/i18n')>();
  return { ...i18n, switchLanguage: vi.fn(i18n.switchLanguage) };
});

const offering = (enabledLanguages: ('ar' | 'tr' | 'en')[], defaultLanguage: 'ar' | 'tr' | 'en' = 'ar') => {
  const config = siteConfigMock.result.data.publicConfig;
  return {
    ...siteConfigMock,
    result: {
      data: { publicConfig: { ...config, languages: { ...config.languages, enabledLanguages, defaultLanguage } } },
    },
  };
};

afterEach(() => vi.mocked(switchLanguage).mockClear());

describe("the interface takes up the account's language", () => {
  it('once the settings say the office offers it', async () => {
    signInAs('client', { language: 'en' });
    renderPage(<LanguageSwitcher />, { mocks: [offering(['ar', 'en'])] });
    expect(await screen.findByRole('combobox', { name: 'Interface language' })).toHaveValue('en');
    expect(sessionState().accountLanguage).toBeNull();
  });

  it('not when the office did not enable it', async () => {
    signInAs('client', { language: 'tr' });
    renderPage(<LanguageSwitcher />, { mocks: [offering(['ar', 'en'])] });
    expect(await screen.findByRole('combobox', { name: 'لغة الواجهة' })).toHaveValue('ar');
    await waitFor(() => expect(sessionState().accountLanguage).toBeNull());
    expect(switchLanguage).not.toHaveBeenCalledWith('tr');
  });

  it('over the office’s default arriving with it, when the interface is in the account’s language already', async () => {
    signInAs('client', { language: 'ar' });
    renderPage(<LanguageSwitcher />, { mocks: [offering(['ar', 'en'], 'en')] });
    await waitFor(() => expect(sessionState().accountLanguage).toBeNull());
    expect(switchLanguage).toHaveBeenLastCalledWith('ar');
    expect(await screen.findByRole('combobox', { name: 'لغة الواجهة' })).toHaveValue('ar');
  });
});
