import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Card, Center, HStack, Heading, Image, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useLanguage } from '../../lib/language';
import { useFormat } from '../../lib/format';
import { localized } from '../../lib/i18n';
import { serviceIcon } from '../../lib/service-icon';

export const ServiceCardFragment = graphql(`
  fragment ServiceCard on Service {
    id
    name
    nameTr
    nameEn
    description
    descriptionTr
    descriptionEn
    price
    currency
    priceUsd
    estimatedDays
    imageUrl
  }
`);

/** A service of the public catalogue in the chosen language, with the way to order it. */
export function ServiceCard({
  service: ref,
  signedIn,
}: {
  service: FragmentType<typeof ServiceCardFragment>;
  signedIn: boolean;
}) {
  const service = getFragmentData(ServiceCardFragment, ref);
  const { language } = useLanguage();
  const format = useFormat();
  const isFree = Number(service.price) === 0;
  const name = localized(language, { ar: service.name, tr: service.nameTr, en: service.nameEn });
  const description = localized(language, {
    ar: service.description,
    tr: service.descriptionTr,
    en: service.descriptionEn,
  });
  return (
    <Card.Root as="article" overflow="hidden" variant="elevated" h="full">
      {service.imageUrl ? <Image src={service.imageUrl} alt="" h="40" objectFit="cover" loading="lazy" /> : null}
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <Center boxSize="11" flexShrink={0} rounded="lg" bg="brand.50" color="brand.600">
            {createElement(serviceIcon(service.name), { size: 22, 'aria-hidden': true })}
          </Center>
          <Heading as="h2" size="md" lineHeight="short">
            {name}
          </Heading>
        </HStack>
        {description && (
          <Text color="gray.600" fontSize="sm" lineClamp={4}>
            {description}
          </Text>
        )}
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Box>
            <Text fontWeight="bold" fontSize="xl" color="brand.700">
              {isFree ? <FormattedMessage id="common.free" /> : format.money(service.price, service.currency)}
            </Text>
            {service.priceUsd && !isFree && (
              <Text fontSize="sm" color="gray.600">
                <FormattedMessage id="services.orAlso" values={{ amount: format.money(service.priceUsd, 'USD') }} />
              </Text>
            )}
          </Box>
          {service.estimatedDays != null && (
            <Badge colorPalette="orange" variant="subtle" size="lg" gap="1">
              <Clock size={14} aria-hidden />
              {format.days(service.estimatedDays)}
            </Badge>
          )}
        </HStack>
        {signedIn ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={`/create-order?service=${service.id}`} state={{ serviceId: service.id }}>
              <FormattedMessage id="services.orderNow" />
            </RouterLink>
          </Button>
        ) : (
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to="/register">
              <FormattedMessage id="services.registerToOrder" />
            </RouterLink>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
