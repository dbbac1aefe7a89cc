import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { Language } from '../../../../gql/graphql';
import { LANGUAGES } from '../../../../lib/i18n';

/**
 * Which language of the office's content a section shows, each translation with the number of its texts
 * still missing there. Changes must be saved or undone first: each language is saved on its own.
 */
export function ContentLanguageSwitch({
  language,
  onChange,
  missing,
  locked,
}: {
  language: Language;
  onChange: (language: Language) => void;
  missing: Record<'tr' | 'en', number>;
  locked: boolean;
}) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Stack gap="2" p="3" mb="4" rounded="md" bg="bg.subtle" borderWidth="1px">
      <Flex role="group" aria-labelledby={labelId} gap="2" wrap="wrap" align="center">
        <Text id={labelId} fontWeight="medium" me="1">
          <FormattedMessage id="cms.language.label" />
        </Text>
        {LANGUAGES.map((code) => {
          const count = code === 'ar' ? 0 : missing[code];
          return (
            <Button
              key={code}
              size="sm"
              colorPalette="brand"
              variant={code === language ? 'solid' : 'outline'}
              aria-pressed={code === language}
              disabled={locked && code !== language}
              onClick={() => onChange(code)}
            >
              <span lang={code}>{intl.formatMessage({ id: `common.language.${code}` })}</span>
              {count > 0 && (
                <Badge colorPalette="orange" variant="solid" size="sm">
                  {intl.formatMessage({ id: 'cms.language.missing' }, { count })}
                </Badge>
              )}
            </Button>
          );
        })}
      </Flex>
      {locked && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="cms.language.locked" />
        </Text>
      )}
      {language !== 'ar' && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="cms.language.translating" />
        </Text>
      )}
    </Stack>
  );
}
