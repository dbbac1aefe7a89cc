import { createElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Card, Center, HStack, Heading, Image, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import type { PublicServicesQuery } from '../../gql/graphql';
import { formatDays, formatMoney } from '../../lib/format';
import { serviceIcon } from './service-icon';

export type PublicService = PublicServicesQuery['services'][number];

export function ServiceCard({ service, signedIn }: { service: PublicService; signedIn: boolean }) {
  const isFree = Number(service.price) === 0;
  return (
    <Card.Root as="article" overflow="hidden" variant="elevated" h="full">
      {service.imageUrl ? (
        <Image src={service.imageUrl} alt="" h="40" objectFit="cover" loading="lazy" />
      ) : null}
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <Center boxSize="11" flexShrink={0} rounded="lg" bg="brand.50" color="brand.600">
            {createElement(serviceIcon(service.name), { size: 22, 'aria-hidden': true })}
          </Center>
          <Heading as="h2" size="md" lineHeight="short">
            {service.name}
          </Heading>
        </HStack>
        {service.description && (
          <Text color="gray.600" fontSize="sm" lineClamp={4}>
            {service.description}
          </Text>
        )}
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Box>
            <Text fontWeight="bold" fontSize="xl" color="brand.700">
              {isFree ? 'مجاناً' : formatMoney(service.price, service.currency)}
            </Text>
            {service.priceUsd && !isFree && (
              <Text fontSize="sm" color="gray.500">
                أو {formatMoney(service.priceUsd, 'USD')}
              </Text>
            )}
          </Box>
          {service.estimatedDays != null && (
            <Badge colorPalette="orange" variant="subtle" size="lg" gap="1">
              <Clock size={14} aria-hidden />
              {formatDays(service.estimatedDays)}
            </Badge>
          )}
        </HStack>
        {signedIn ? (
          <Button asChild colorPalette="brand">
            <RouterLink to="/create-order" state={{ serviceId: service.id }}>
              اطلب الآن
            </RouterLink>
          </Button>
        ) : (
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to="/register">سجل لطلب الخدمة</RouterLink>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
