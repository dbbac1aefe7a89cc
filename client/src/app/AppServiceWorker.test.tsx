import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { switchLanguage } from '../lib/i18n';
import { LanguageProvider } from '../lib/language';
import { system } from '../lib/theme';
import arabic from '../locales/ar/app.json';
import english from '../locales/en/app.json';
import turkish from '../locales/tr/app.json';
import { AppServiceWorker } from './AppServiceWorker';

// The registration as vite-plugin-pwa's hook gives it; `announceNewVersion` plays a deploy's new worker waiting.
const worker = vi.hoisted(() => ({ announceNewVersion: () => {}, updateServiceWorker: vi.fn(async () => {}) }));
vi.mock('virtual:pwa-register/react', async () => {
  const { useState } = await import('react');
  return {
    useRegisterSW: () => {
      const [needRefresh, setNeedRefresh] = useState(false);
      const [offlineReady, setOfflineReady] = useState(false);
      worker.announceNewVersion = () => setNeedRefresh(true);
      return {
        needRefresh: [needRefresh, setNeedRefresh],
        offlineReady: [offlineReady, setOfflineReady],
        updateServiceWorker: worker.updateServiceWorker,
      };
    },
  };
});

function renderWorker() {
  document.head.insertAdjacentHTML('beforeend', '<link rel="manifest" href="/api/v1/config/web-app-manifest?lang=ar">');
  return render(
    <ChakraProvider value={system}>
      <LanguageProvider>
        <AppServiceWorker />
      </LanguageProvider>
    </ChakraProvider>,
  );
}

afterEach(async () => {
  worker.updateServiceWorker.mockClear();
  document.head.querySelector('link[rel="manifest"]')?.remove();
  await act(() => switchLanguage('ar'));
});

describe('the update prompt', () => {
  it('says nothing until a deploy brings a new version, then reloads into it when asked, in Arabic', async () => {
    renderWorker();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => worker.announceNewVersion());
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent('يتوفر إصدار جديد من الموقع.');
    await userEvent.click(screen.getByRole('button', { name: 'تحديث الآن' }));
    expect(worker.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('speaks the interface language and can wait until later', async () => {
    renderWorker();
    await act(() => switchLanguage('en'));
    act(() => worker.announceNewVersion());
    expect(await screen.findByRole('status')).toHaveTextContent('A new version of the site is available.');
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(worker.updateServiceWorker).not.toHaveBeenCalled();
  });
});

describe('the manifest link', () => {
  it('follows the interface language, so an installed app bears the office name in it', async () => {
    renderWorker();
    const link = () => document.head.querySelector('link[rel="manifest"]')?.getAttribute('href');
    expect(link()).toBe('/api/v1/config/web-app-manifest?lang=ar');
    await act(() => switchLanguage('tr'));
    await waitFor(() => expect(link()).toBe('/api/v1/config/web-app-manifest?lang=tr'));
  });
});

describe("the installable app's catalogue (update prompt and offline page)", () => {
  it.each([
    ['Turkish', turkish],
    ['English', english],
  ])('%s has every Arabic message and nothing else', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(arabic).sort());
  });
});
