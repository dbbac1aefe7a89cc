import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { createIntl, FormattedMessage, RawIntlProvider, type IntlShape } from 'react-intl';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { LANGUAGE_INFO, type Language } from '../lib/i18n';
import { useLanguage } from '../lib/language';
import { flattenCatalogue } from '../locales/ar';

/**
 * The installable app's messages (`locales/<language>/app.json`, beside the offline page's texts): outside the
 * app's catalogue, as this may start before the app's first render sets the visitor's language, which replaces
 * the messages loaded until then; and so the public pages' code holds no loader for them.
 */
const appCatalogues = import.meta.glob<Record<string, string>>('../locales/*/app.json', { import: 'default' });

/** The `app` messages in the interface language, once loaded. */
function useAppMessages(language: Language) {
  const [intl, setIntl] = useState<IntlShape>();
  useEffect(() => {
    let current = true;
    void appCatalogues[`../locales/${language}/app.json`]().then((app) => {
      if (current) setIntl(createIntl({ locale: LANGUAGE_INFO[language].locale, messages: flattenCatalogue({ app }) }));
    });
    return () => {
      current = false;
    };
  }, [language]);
  return intl;
}

/**
 * How often an open tab asks whether a new version has been deployed. A browser checks on each page load, but
 * the app changes pages without loading one: a tab left open all day would otherwise never hear of it.
 */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a deploy has brought a new version, offers to reload into it. The new
 * worker waits until then (vite.config.ts): the page keeps the files it started with rather than mixing two
 * versions, and nothing reloads under a visitor's half-filled form. Also points the page's manifest link at the
 * manifest in the interface language, so the app installed from the page bears the office's name in it.
 */
export function AppServiceWorker() {
  const { language } = useLanguage();
  useEffect(() => {
    document
      .querySelector<HTMLLinkElement>('link[rel="manifest"]')
      ?.setAttribute('href', `/api/v1/config/web-app-manifest?lang=${language}`);
  }, [language]);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Offline, the check fails; the next one tries again.
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
  const intl = useAppMessages(language);
  if (!needRefresh || !intl) return null;
  return (
    <RawIntlProvider value={intl}>
      <Box
        role="status"
        position="fixed"
        insetBlockEnd="4"
        insetInline="4"
        marginInline="auto"
        maxInlineSize="md"
        zIndex="toast"
        bg="gray.900"
        color="white"
        borderRadius="l3"
        boxShadow="lg"
        paddingBlock="3"
        paddingInline="4"
      >
        <Flex align="center" gap="3" wrap="wrap">
          <Text flex="1" minInlineSize="40">
            <FormattedMessage id="app.update.ready" />
          </Text>
          <Flex gap="2">
            <Button size="sm" colorPalette="brand" onClick={() => void updateServiceWorker(true)}>
              <FormattedMessage id="app.update.reload" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              color="white"
              _hover={{ bg: 'whiteAlpha.200' }}
              onClick={() => setNeedRefresh(false)}
            >
              <FormattedMessage id="app.update.later" />
            </Button>
          </Flex>
        </Flex>
      </Box>
    </RawIntlProvider>
  );
}
