import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Box, Button, Card, HStack, Heading, Image, Stack, Switch, Text } from '@chakra-ui/react';
import { Clock, Pencil, Trash2 } from 'lucide-react';
import { getFragmentData, type FragmentType } from '../../../../gql';
import type { AdminServiceFragment as AdminServiceData } from '../../../../gql/graphql';
import { useFormat } from '../../../../lib/format';
import { AdminServiceFragment } from './fragments';

export type { AdminServiceData };

/** One service of the back-office grid; the controls only for those who may change it. */
export function AdminServiceCard({
  service: ref,
  canManage,
  onToggle,
  onEdit,
  onDelete,
}: {
  service: FragmentType<typeof AdminServiceFragment>;
  canManage: boolean;
  onToggle: (service: AdminServiceData) => void;
  onEdit: (service: AdminServiceData) => void;
  onDelete: (service: AdminServiceData) => void;
}) {
  const service = getFragmentData(AdminServiceFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const category = intl.formatMessage({
    id: `adminServices.category.${service.category}` as 'adminServices.category.other',
  });
  return (
    <Card.Root
      as="article"
      variant="outline"
      overflow="hidden"
      h="full"
      data-testid="service-card"
      aria-labelledby={`service-${service.id}`}
      opacity={service.isActive ? 1 : 0.75}
    >
      {service.imageUrl ? <Image src={service.imageUrl} alt="" h="32" objectFit="cover" /> : null}
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md" id={`service-${service.id}`} wordBreak="break-word">
              <bdi>{service.nameAr}</bdi>
            </Heading>
            <Badge colorPalette="brand" variant="subtle" alignSelf="start">
              {category}
            </Badge>
          </Stack>
          {canManage ? (
            <Switch.Root
              checked={service.isActive}
              onCheckedChange={() => onToggle(service)}
              colorPalette="green"
              size="sm"
              flexShrink={0}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label fontSize="sm">
                <Text as="span" srOnly>
                  {intl.formatMessage({ id: 'adminServices.toggleLabel' }, { name: service.nameAr })}
                </Text>
                <Text as="span" aria-hidden>
                  <FormattedMessage id={service.isActive ? 'adminServices.active' : 'adminServices.inactive'} />
                </Text>
              </Switch.Label>
            </Switch.Root>
          ) : (
            <Badge colorPalette={service.isActive ? 'green' : 'gray'} flexShrink={0}>
              <FormattedMessage id={service.isActive ? 'adminServices.active' : 'adminServices.inactive'} />
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="gray.600" lineClamp={3} dir="auto">
          {service.descriptionAr || <FormattedMessage id="adminServices.noDescription" />}
        </Text>
        <HStack justify="space-between" wrap="wrap" gap="2" mt="auto">
          <Box>
            <Text fontWeight="bold" fontSize="lg" color="brand.700">
              {format.money(service.priceTry, 'TRY')}
            </Text>
            {service.priceUsd != null && (
              <Text fontSize="sm" color="gray.600">
                <FormattedMessage
                  id="adminServices.priceUsd"
                  values={{ amount: format.money(service.priceUsd, 'USD') }}
                />
              </Text>
            )}
          </Box>
          {service.estimatedDays != null && (
            <Badge colorPalette="orange" variant="subtle" gap="1">
              <Clock size={14} aria-hidden />
              {format.days(service.estimatedDays)}
            </Badge>
          )}
        </HStack>
      </Card.Body>
      {canManage && (
        <Card.Footer gap="2" p="4" pt="0">
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            flex="1"
            onClick={() => onEdit(service)}
            aria-label={intl.formatMessage({ id: 'adminServices.editLabel' }, { name: service.nameAr })}
          >
            <Pencil aria-hidden /> <FormattedMessage id="adminServices.edit" />
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            flex="1"
            onClick={() => onDelete(service)}
            aria-label={intl.formatMessage({ id: 'adminServices.deleteLabel' }, { name: service.nameAr })}
          >
            <Trash2 aria-hidden /> <FormattedMessage id="adminServices.delete" />
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
