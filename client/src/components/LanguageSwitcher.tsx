import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { NativeSelect } from '@chakra-ui/react';
import { Languages } from 'lucide-react';
import { intendedLanguage, isLanguage, storedLanguage, type Language } from '../lib/i18n';
import { useLanguage } from '../lib/language';
import { takeAccountLanguage, useSessionState } from '../lib/session';
import { useSiteConfig } from '../lib/site-config';

/**
 * The languages the office enabled in its settings; the office's default when the visitor chose none; the
 * account's language when someone signs in, a stored session is restored or the profile changes it (if enabled).
 */
export function useEnabledLanguages(): Language[] {
  const { config } = useSiteConfig();
  const { language, choose } = useLanguage();
  const { accountLanguage } = useSessionState();
  const enabled = (config?.languages.enabledLanguages ?? ['ar']).filter(isLanguage);
  const fallback = config?.languages.defaultLanguage;

  useEffect(() => {
    if (!config || !isLanguage(fallback)) return;
    const chosen = storedLanguage();
    if (chosen && !enabled.includes(chosen)) void choose(fallback, { remember: false });
    else if (!chosen && language !== fallback) void choose(fallback, { remember: false });
    // The effect follows the settings, not each render's new array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, fallback]);

  // After the office's default (the last switch asked for wins): taken once, so a language picked afterwards stays;
  // nothing to switch (nor to remember) when the interface is in it already.
  useEffect(() => {
    if (!config || !accountLanguage) return;
    const account = takeAccountLanguage();
    if (account && account !== intendedLanguage() && enabled.includes(account)) void choose(account);
    // The effect follows the account's language and the settings' arrival, not each render's new array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, accountLanguage]);

  return enabled;
}

/** Header control: pick the interface language among those enabled in the settings. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { language, choose } = useLanguage();
  const enabled = useEnabledLanguages();
  if (enabled.length < 2) return null;
  return (
    <NativeSelect.Root size="sm" width="auto" flexShrink={0}>
      <NativeSelect.Field
        aria-label={intl.formatMessage({ id: 'common.language.label' })}
        value={language}
        onChange={(event) => void choose(event.currentTarget.value as Language)}
        ps="8"
      >
        {enabled.map((code) => (
          <option key={code} value={code} lang={code}>
            {intl.formatMessage({ id: `common.language.${code}` })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
      <Languages
        size={16}
        aria-hidden
        style={{
          position: 'absolute',
          insetInlineStart: 8,
          top: '50%',
          transform: 'translateY(-50%)',
          pointerEvents: 'none',
        }}
      />
    </NativeSelect.Root>
  );
}
