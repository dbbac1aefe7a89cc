import { createElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Center, Heading, HStack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useLanguage } from '../../lib/language';
import { useFormat } from '../../lib/format';
import { localized } from '../../lib/i18n';
import { serviceIcon } from '../../lib/service-icon';

export const HomeServiceCardFragment = graphql(`
  fragment HomeServiceCard on Service {
    id
    name
    nameTr
    nameEn
    description
    descriptionTr
    descriptionEn
    price
    currency
  }
`);

/** A compact service of the home page's teaser, leading straight to the order wizard with the service chosen. */
export function HomeServiceCard({ service: ref }: { service: FragmentType<typeof HomeServiceCardFragment> }) {
  const intl = useIntl();
  const service = getFragmentData(HomeServiceCardFragment, ref);
  const { language } = useLanguage();
  const format = useFormat();
  const name = localized(language, { ar: service.name, tr: service.nameTr, en: service.nameEn });
  const description = localized(language, {
    ar: service.description,
    tr: service.descriptionTr,
    en: service.descriptionEn,
  });
  return (
    <Box
      as="article"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      p="5"
      display="flex"
      flexDirection="column"
      gap="3"
      h="full"
    >
      <HStack gap="3" align="start">
        <Center boxSize="10" flexShrink={0} rounded="lg" bg="brand.50" color="brand.600">
          {createElement(serviceIcon(service.name), { size: 20, 'aria-hidden': true })}
        </Center>
        <Heading as="h3" size="md" lineHeight="short" minW="0" overflowWrap="anywhere">
          {name}
        </Heading>
      </HStack>
      {description && (
        <Text color="gray.600" fontSize="sm" lineClamp={3}>
          {description}
        </Text>
      )}
      <HStack mt="auto" justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="bold" color="brand.700">
          {Number(service.price) === 0 ? (
            <FormattedMessage id="common.free" />
          ) : (
            format.money(service.price, service.currency)
          )}
        </Text>
        <Button asChild size="sm" colorPalette="brand" variant="outline">
          <RouterLink
            to={`/create-order?service=${service.id}`}
            state={{ serviceId: service.id }}
            aria-label={intl.formatMessage({ id: 'home.services.orderNamed' }, { name })}
          >
            <FormattedMessage id="home.services.order" />
          </RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}
