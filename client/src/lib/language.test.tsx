import { LANGUAGE_KEY } from './i18n';
import { initialLanguage } from './language';

describe('initialLanguage', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('starts in the language the address names and remembers it, as the server answered the page in it', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'tr');
    window.history.replaceState(null, '', '/services?lang=en');
    const { language } = await initialLanguage();
    expect(language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('ignores a language it does not speak and keeps the remembered choice, else Arabic', async () => {
    window.history.replaceState(null, '', '/services?lang=de');
    expect((await initialLanguage()).language).toBe('ar');
    localStorage.setItem(LANGUAGE_KEY, 'tr');
    expect((await initialLanguage()).language).toBe('tr');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('tr');
  });

  it('starts with the messages of a namespace asked for while its language loads (the start-up asks for the error codes)', async () => {
    // Fresh modules: the test set-up has asked for every namespace already, the start-up has not.
    vi.resetModules();
    const i18n = await import('./i18n');
    const { initialLanguage: startingLanguage } = await import('./language');
    localStorage.setItem(LANGUAGE_KEY, 'en');
    const starting = startingLanguage();
    void i18n.requireNamespaces(['errors']);
    const { language, messages } = await starting;
    expect(language).toBe('en');
    // Messages arrive compiled (formatjs syntax trees).
    expect(messages['errors.ACCOUNT_DISABLED' as keyof typeof messages]).toEqual([
      { type: 0, value: 'This account has been disabled. Please contact the office' },
    ]);
  });
});
