import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, Download, Hash, MessageCircle, Wallet } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useLanguage } from '../../../lib/language';
import { FooterOfficeFragment, useSiteConfig } from '../../../lib/site-config';
import { whatsappLink } from '../../../lib/contact-links';
import { useFormat } from '../../../lib/format';
import { localized } from '../../../lib/i18n';
import { useInvoiceDownload } from '../hooks/useInvoiceDownload';
import { OrderStatusBadge } from '../../../components/OrderStatusBadge';
import { TrackingTimeline } from '../../../components/TrackingTimeline';

export const TrackResultFragment = graphql(`
  fragment TrackResult on TrackedOrder {
    trackingNumber
    orderNumber
    serviceName
    serviceNameTr
    serviceNameEn
    status
    waitingForClient
    totalAmount
    currency
    createdAt
    invoiceUrl
    ...TrackingTimeline
  }
`);

function Figure({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="1">
        <HStack gap="2" color="gray.600" fontSize="sm">
          {icon}
          <Text>{label}</Text>
        </HStack>
        <Text fontWeight="bold" fontSize="md" color="gray.800" whiteSpace="nowrap">
          {children}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** A found order: what was ordered, where it stands, what it costs, and the ways to act on it. */
export function TrackResult({ order: ref }: { order: FragmentType<typeof TrackResultFragment> }) {
  const order = getFragmentData(TrackResultFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const { language } = useLanguage();
  const { config } = useSiteConfig();
  const whatsapp = getFragmentData(FooterOfficeFragment, config)?.contact.whatsapp;
  const { download, downloading } = useInvoiceDownload();
  const serviceName = localized(language, { ar: order.serviceName, tr: order.serviceNameTr, en: order.serviceNameEn });
  const inquiry = intl.formatMessage({ id: 'track.contact.message' }, { trackingNumber: order.trackingNumber });

  return (
    <Card.Root as="article" variant="elevated" aria-labelledby="track-result-title">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="xl" id="track-result-title">
              {serviceName}
            </Heading>
            <Text color="gray.600">
              <FormattedMessage id="track.result.trackingNumber" />{' '}
              <Text as="bdi" dir="ltr" fontWeight="semibold" color="gray.800" data-testid="result-tracking-number">
                {order.trackingNumber}
              </Text>
            </Text>
          </Stack>
          <OrderStatusBadge status={order.status} />
        </Flex>
      </Card.Header>
      <Card.Body gap="8">
        {order.waitingForClient && (
          <Alert.Root status="warning" alignItems="start" data-testid="track-waiting-for-client">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="track.result.waiting.title" />
              </Alert.Title>
              <Alert.Description>
                <FormattedMessage id="track.result.waiting.text" />
              </Alert.Description>
              <Button asChild size="sm" colorPalette="brand" mt="2" alignSelf="start">
                <RouterLink to="/profile">
                  <FormattedMessage id="track.result.waiting.open" />
                </RouterLink>
              </Button>
            </Alert.Content>
          </Alert.Root>
        )}
        <TrackingTimeline order={order} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Figure icon={<Wallet size={16} aria-hidden />} label={<FormattedMessage id="track.result.total" />}>
            <bdi dir="ltr">{format.money(order.totalAmount, order.currency)}</bdi>
          </Figure>
          <Figure icon={<CalendarDays size={16} aria-hidden />} label={<FormattedMessage id="track.result.date" />}>
            <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
          </Figure>
          <Figure icon={<Hash size={16} aria-hidden />} label={<FormattedMessage id="track.result.orderNumber" />}>
            <bdi dir="ltr">#{order.orderNumber}</bdi>
          </Figure>
        </SimpleGrid>
      </Card.Body>
      <Card.Footer>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width="full">
          <Button
            colorPalette="brand"
            loading={downloading}
            loadingText={intl.formatMessage({ id: 'track.invoice.downloading' })}
            onClick={() => void download(order.invoiceUrl, order.trackingNumber)}
          >
            <Download aria-hidden /> <FormattedMessage id="track.invoice.download" />
          </Button>
          <Button asChild variant="outline">
            {whatsapp ? (
              <a href={whatsappLink(whatsapp, inquiry)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden /> <FormattedMessage id="track.contact.button" />
              </a>
            ) : (
              <RouterLink to="/contact">
                <MessageCircle aria-hidden /> <FormattedMessage id="track.contact.button" />
              </RouterLink>
            )}
          </Button>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
