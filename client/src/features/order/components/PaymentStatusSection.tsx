import { FormattedMessage, useIntl } from 'react-intl';
import { FileText } from 'lucide-react';
import { Badge, Button, Card, chakra, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { PaymentStatus } from '../../../gql/graphql';
import { useFormat } from '../../../lib/format';

export const PaymentStatusSectionFragment = graphql(`
  fragment PaymentStatusSection on Order {
    id
    currency
    amountDue
    amountPaid
    balance
    paymentStatus
    paymentWaivedReason
    payments {
      id
      amount
      currency
      method
      paidAt
      refundReason
      receiptUrl
    }
    files {
      id
      kind
      originalName
      receiptStatus
      receiptReason
    }
  }
`);

const STATUS_COLOR: Record<PaymentStatus, string> = {
  unpaid: 'red',
  partial: 'orange',
  paid: 'green',
  refunded: 'gray',
  waived: 'purple',
};

type Props = {
  order: FragmentType<typeof PaymentStatusSectionFragment>;
  /** The URL being downloaded, if any. */
  downloading: string | null;
  onDownload: (url: string, fileName: string) => void;
};

/**
 * Where the client's money stands: due, paid, left, the payment status, each payment the office recorded with its
 * receipt PDF, and what the office said of each receipt the client uploaded.
 */
export function PaymentStatusSection({ order: ref, downloading, onDownload }: Props) {
  const order = getFragmentData(PaymentStatusSectionFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const receipts = order.files.filter((file) => file.kind === 'receipt');
  return (
    <Card.Root
      as="section"
      aria-labelledby="payment-status-title"
      variant="outline"
      data-testid="payment-status-section"
    >
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg" id="payment-status-title">
            <FormattedMessage id="order.payment.title" />
          </Heading>
          <Badge colorPalette={STATUS_COLOR[order.paymentStatus]} data-testid="order-payment-status">
            <FormattedMessage id={`order.payment.status.${order.paymentStatus}`} />
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
          <chakra.dt color="gray.600">
            <FormattedMessage id="order.payment.due" />
          </chakra.dt>
          <chakra.dd>{format.money(order.amountDue, order.currency)}</chakra.dd>
          <chakra.dt color="gray.600">
            <FormattedMessage id="order.payment.paid" />
          </chakra.dt>
          <chakra.dd>{format.money(order.amountPaid, order.currency)}</chakra.dd>
          <chakra.dt color="gray.600">
            <FormattedMessage id="order.payment.balance" />
          </chakra.dt>
          <chakra.dd fontWeight="bold" data-testid="order-balance">
            {format.money(order.balance, order.currency)}
          </chakra.dd>
        </chakra.dl>
        {order.paymentWaivedReason && (
          <Text color="purple.800">
            <FormattedMessage id="order.payment.waived" values={{ reason: order.paymentWaivedReason }} />
          </Text>
        )}
        {order.payments.length > 0 && (
          <Stack gap="1">
            <Heading as="h3" size="sm">
              <FormattedMessage id="order.payment.payments" />
            </Heading>
            <List.Root listStyleType="none" gap="2">
              {order.payments.map((payment) => (
                <List.Item key={payment.id} data-testid={`order-payment-${payment.id}`}>
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Stack gap="0">
                      <Text fontWeight="medium">
                        <FormattedMessage
                          id={payment.refundReason ? 'order.payment.refundLine' : 'order.payment.paymentLine'}
                          values={{
                            amount: format.money(payment.amount.replace(/^-/, ''), payment.currency),
                            method: intl.formatMessage({ id: `common.payment.${payment.method}` }),
                          }}
                        />
                      </Text>
                      <Text color="gray.600" fontSize="sm">
                        {format.istanbulDateTime(payment.paidAt)}
                      </Text>
                    </Stack>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="brand"
                      loading={downloading === payment.receiptUrl}
                      onClick={() => onDownload(payment.receiptUrl, `receipt-${payment.id}.pdf`)}
                    >
                      <FileText aria-hidden /> <FormattedMessage id="order.payment.receiptPdf" />
                    </Button>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
        {receipts.length > 0 && (
          <Stack gap="1">
            <Heading as="h3" size="sm">
              <FormattedMessage id="order.payment.receipts" />
            </Heading>
            <List.Root listStyleType="none" gap="1">
              {receipts.map((receipt) => (
                <List.Item key={receipt.id} data-testid={`order-receipt-${receipt.id}`}>
                  <Stack gap="0">
                    <HStack gap="2" wrap="wrap">
                      <Text dir="auto">{receipt.originalName}</Text>
                      <Badge
                        colorPalette={
                          receipt.receiptStatus === 'accepted'
                            ? 'green'
                            : receipt.receiptStatus === 'rejected'
                              ? 'red'
                              : 'orange'
                        }
                      >
                        <FormattedMessage id={`order.payment.receipt.${receipt.receiptStatus ?? 'submitted'}`} />
                      </Badge>
                    </HStack>
                    {receipt.receiptReason && (
                      <Text color="red.700" fontSize="sm">
                        <FormattedMessage
                          id="order.payment.receipt.reason"
                          values={{ reason: receipt.receiptReason }}
                        />
                      </Text>
                    )}
                  </Stack>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
