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
});
