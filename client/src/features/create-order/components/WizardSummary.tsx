import { FormattedMessage, useIntl } from 'react-intl';
import { Box, DataList, Heading, Progress, Separator, Text } from '@chakra-ui/react';
import { useLanguage } from '../../../lib/language';
import { useFormat } from '../../../lib/format';
import type { WizardServiceFragment } from '../../../gql/graphql';
import { serviceName } from '../service-text';
import { STEP_COUNT } from '../wizard-schema';

/** The side summary: service, price, delivery time, attachments, total and how far along the wizard is. */
export function WizardSummary({
  service,
  attachmentCount,
  step,
}: {
  service: WizardServiceFragment | undefined;
  attachmentCount: number;
  step: number;
}) {
  const intl = useIntl();
  const format = useFormat();
  const { language } = useLanguage();
  const price = service
    ? Number(service.price) === 0
      ? intl.formatMessage({ id: 'common.free' })
      : format.money(service.price, service.currency)
    : '—';
  const progress = intl.formatMessage(
    { id: 'createOrder.progress' },
    { step: format.number(step), total: format.number(STEP_COUNT) },
  );
  return (
    <Box
      as="aside"
      aria-labelledby="summary-title"
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p="5"
      position={{ lg: 'sticky' }}
      top={{ lg: '6' }}
      data-testid="summary"
    >
      <Heading as="h2" size="md" id="summary-title" mb="4">
        <FormattedMessage id="createOrder.summary.title" />
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="createOrder.summary.service" />
          </DataList.ItemLabel>
          <DataList.ItemValue minW="0" overflowWrap="anywhere">
            {service ? (
              <bdi>{serviceName(service, language)}</bdi>
            ) : (
              <FormattedMessage id="createOrder.summary.noService" />
            )}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="createOrder.summary.price" />
          </DataList.ItemLabel>
          <DataList.ItemValue>{price}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="createOrder.summary.delivery" />
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {service?.estimatedDays != null ? format.days(service.estimatedDays) : '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="createOrder.summary.attachments" />
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid="summary-attachments">{format.number(attachmentCount)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Separator my="4" />
      <Box display="flex" justifyContent="space-between" gap="3" fontWeight="bold" fontSize="lg">
        <Text>
          <FormattedMessage id="createOrder.summary.total" />
        </Text>
        <Text color="brand.700" data-testid="summary-total">
          {price}
        </Text>
      </Box>
      <Progress.Root value={step} max={STEP_COUNT} mt="5" colorPalette="brand" size="sm">
        <Progress.Label fontSize="sm" mb="1">
          {progress}
        </Progress.Label>
        <Progress.Track aria-label={progress}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
