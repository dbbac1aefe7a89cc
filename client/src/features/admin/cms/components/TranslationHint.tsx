import { FormattedMessage } from 'react-intl';
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useCmsLanguage } from '../content-language';

/** Under a field of a translation: the Arabic it translates, and a mark when it is not translated yet. */
export function TranslationHint({ path }: { path: string }) {
  const { arabicOf, isUntranslated } = useCmsLanguage();
  const arabic = arabicOf(path);
  if (!arabic) return null;
  return (
    <Stack as="span" gap="1" align="start">
      {isUntranslated(path) && (
        <Badge as="span" colorPalette="orange" variant="subtle" whiteSpace="normal">
          <FormattedMessage id="cms.translation.missing" />
        </Badge>
      )}
      <Text as="span" lineClamp={2}>
        <FormattedMessage id="cms.translation.arabic" />{' '}
        <bdi lang="ar" dir="rtl">
          {arabic}
        </bdi>
      </Text>
    </Stack>
  );
}
