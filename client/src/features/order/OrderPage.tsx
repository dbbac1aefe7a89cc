import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, Container, Grid, GridItem, Stack } from '@chakra-ui/react';
import { ArrowLeft, Download, MessageCircle } from 'lucide-react';
import { getFragmentData, graphql } from '../../gql';
import { FooterOfficeFragment, usePageTitle, useSiteConfig } from '../../lib/site-config';
import { LoadFailedState } from '../../components/LoadFailedState';
import { PageLoader } from '../../components/PageLoader';
import { notify } from '../../components/toaster';
import { whatsappLink } from '../../lib/contact-links';
import { errorCode, errorMessage } from '../../lib/errors';
import { useOrderLive } from '../../lib/useOrderLive';
import { OrderDocumentSlotsDocument } from '../../lib/document-slots';
import NotFoundPage from '../../components/NotFoundPage';
import { AttachmentsSection } from './components/AttachmentsSection';
import { HoldCallToAction } from './components/HoldCallToAction';
import { ResultsSection } from './components/ResultsSection';
import { RatingSection } from './components/RatingSection';
import { OrderAnswers } from '../../components/OrderAnswers';
import { DocumentSlotsSection } from './components/DocumentSlotsSection';
import { OrderSummary } from './components/OrderSummary';
import { ApplicantCard } from './components/ApplicantCard';
import { OrderTimeline } from './components/OrderTimeline';
import { PaymentInstructions } from './components/PaymentInstructions';
import { PaymentStatusSection } from './components/PaymentStatusSection';
import { ReceiptSection } from './components/ReceiptSection';
import { awaitsPayment } from './status-rules';
import { useFileDownload } from './hooks/useFileDownload';
import { MessageThread } from '../../components/message-thread/MessageThread';
import { appendToThread } from '../../components/message-thread/thread-cache';
import { useSession } from '../../lib/session';

export const OrderPageDocument = graphql(`
  query OrderPage($id: Int!) {
    order(id: $id) {
      id
      status
      orderNumber
      trackingNumber
      unreadMessages
      invoiceUrl
      totalAmount
      ...OrderSummary
      ...OrderTimeline
      ...PaymentInstructions
      ...ReceiptSection
      ...PaymentStatusSection
      ...AttachmentsSection
      ...HoldCallToAction
      ...ResultsSection
      ...OrderAnswers
      ...OrderApplicantCard
      ...OrderRatingSection
    }
  }
`);

/** The order page's live changes: each carries the order with what the page shows, so the cache updates it in place. */
export const OrderPageLiveDocument = graphql(`
  subscription OrderPageLive($orderId: Int!) {
    orderChanged(orderId: $orderId) {
      orderId
      kind
      order {
        id
        status
        orderNumber
        trackingNumber
        invoiceUrl
        totalAmount
        unreadMessages
        ...OrderSummary
        ...OrderTimeline
        ...PaymentInstructions
        ...ReceiptSection
        ...PaymentStatusSection
        ...AttachmentsSection
        ...HoldCallToAction
        ...ResultsSection
        ...OrderAnswers
        ...OrderApplicantCard
      }
      message {
        ...OrderMessageItem
      }
    }
  }
`);

export const OrderPaymentDocument = graphql(`
  query OrderPayment {
    publicConfig {
      payment {
        ...PaymentDetails
      }
    }
  }
`);

/** An order for its owner (and staff and admins): where it stands, how to pay, the receipt and the documents. */
export default function OrderPage() {
  const { id: param } = useParams();
  const id = /^\d{1,9}$/.test(param ?? '') ? Number(param) : null;
  return id === null ? <NotFoundPage /> : <OrderView id={id} />;
}

function OrderView({ id }: { id: number }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'order.title' }));
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(OrderPageDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const apollo = useApolloClient();
  useOrderLive(
    OrderPageLiveDocument,
    id,
    { startPolling, stopPolling },
    {
      // The required documents are a list of their own: read again when one of them or a file changed.
      onChange: ({ orderChanged }) => {
        if (orderChanged.kind === 'document' || orderChanged.kind === 'file')
          void apollo.refetchQueries({ include: [OrderDocumentSlotsDocument] });
        if (orderChanged.message) appendToThread(apollo.cache, orderChanged.orderId, orderChanged.message);
      },
    },
  );
  const payment = useQuery(OrderPaymentDocument, { fetchPolicy: 'cache-first' });
  const { config } = useSiteConfig();
  const whatsapp = getFragmentData(FooterOfficeFragment, config)?.contact.whatsapp;
  const onDownloadError = useCallback(
    (error: unknown) => notify.error(errorMessage(error, intl.formatMessage({ id: 'order.download.failed' }))),
    [intl],
  );
  const { download, busy } = useFileDownload(onDownloadError);
  const session = useSession();

  if (loading && !data) return <PageLoader />;
  if (errorCode(error) === 'NOT_FOUND') return <NotFoundPage />;
  const order = data?.order;
  if (!order)
    return (
      <LoadFailedState
        error={error}
        title={intl.formatMessage({ id: 'order.loadFailed' })}
        onRetry={() => void refetch()}
      />
    );

  // A free service (a first consultation) has nothing to pay and no receipt to send.
  const free = Number(order.totalAmount) === 0;
  const inquiry = intl.formatMessage(
    { id: 'order.contact.message' },
    { orderNumber: order.orderNumber, trackingNumber: order.trackingNumber },
  );
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} flex="1">
      <Stack gap="6">
        <Button asChild variant="ghost" colorPalette="brand" alignSelf="start" size="sm">
          <RouterLink to="/profile">
            <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
              <ArrowLeft aria-hidden />
            </Box>{' '}
            <FormattedMessage id="order.back" />
          </RouterLink>
        </Button>
        <HoldCallToAction order={order} />
        <OrderSummary order={order} />
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap="6"
          alignItems="start"
        >
          <GridItem>
            <Stack gap="6">
              <ApplicantCard order={order} />
              <OrderAnswers order={order} />
              <ResultsSection order={order} downloading={busy} onDownload={(url, name) => void download(url, name)} />
              <RatingSection order={order} canRate={session?.user.role === 'client'} />
              {!free && awaitsPayment(order.status) && (
                <PaymentInstructions order={order} payment={payment.data?.publicConfig.payment} />
              )}
              {!free && (
                <PaymentStatusSection
                  order={order}
                  downloading={busy}
                  onDownload={(url, name) => void download(url, name)}
                />
              )}
              {!free && (
                <ReceiptSection order={order} downloading={busy} onDownload={(url, name) => void download(url, name)} />
              )}
              <DocumentSlotsSection
                orderId={order.id}
                status={order.status}
                downloading={busy}
                onDownload={(url, name) => void download(url, name)}
              />
              <AttachmentsSection
                order={order}
                downloading={busy}
                onDownload={(url, name) => void download(url, name)}
              />
              <MessageThread orderId={order.id} side="client" unreadMessages={order.unreadMessages} />
            </Stack>
          </GridItem>
          <GridItem>
            <Stack gap="6">
              <OrderTimeline order={order} />
              <Stack gap="3">
                <Button
                  colorPalette="brand"
                  loading={busy === order.invoiceUrl}
                  loadingText={intl.formatMessage({ id: 'order.invoice.downloading' })}
                  onClick={() => void download(order.invoiceUrl, `invoice-${order.orderNumber}.pdf`)}
                >
                  <Download aria-hidden /> <FormattedMessage id="order.invoice.download" />
                </Button>
                <Button asChild variant="outline" colorPalette="green">
                  {whatsapp ? (
                    <a
                      href={whatsappLink(whatsapp, inquiry)}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="order-whatsapp"
                    >
                      <MessageCircle aria-hidden /> <FormattedMessage id="order.contact.whatsapp" />
                    </a>
                  ) : (
                    <RouterLink to="/contact">
                      <MessageCircle aria-hidden /> <FormattedMessage id="order.contact.whatsapp" />
                    </RouterLink>
                  )}
                </Button>
              </Stack>
            </Stack>
          </GridItem>
        </Grid>
      </Stack>
    </Container>
  );
}
