import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useFormat } from '../../../lib/format';
import { CopyValue } from './CopyValue';

export const PaymentInstructionsFragment = graphql(`
  fragment PaymentInstructions on Order {
    orderNumber
    paymentMethod
    totalAmount
    currency
  }
`);

export const PaymentDetailsFragment = graphql(`
  fragment PaymentDetails on PublicConfigPayment {
    bankName
    accountHolder
    ibanTry
    ibanUsd
    swiftCode
    syriatelCashNumber
    mtnCashNumber
  }
`);

type Props = {
  order: FragmentType<typeof PaymentInstructionsFragment>;
  payment: FragmentType<typeof PaymentDetailsFragment> | null | undefined;
};

/**
 * How to pay this order (the office takes no card payments online): the amount, the order number to quote, and the bank
 * details or the mobile-cash number of the chosen method from the office's settings, each with a copy button.
 */
export function PaymentInstructions({ order: orderRef, payment: paymentRef }: Props) {
  const order = getFragmentData(PaymentInstructionsFragment, orderRef);
  const payment = getFragmentData(PaymentDetailsFragment, paymentRef);
  const intl = useIntl();
  const format = useFormat();
  const label = (id: string) => intl.formatMessage({ id: `order.payment.${id}` });

  const details: { key: string; value: string }[] = !payment
    ? []
    : order.paymentMethod === 'bank_transfer'
      ? [
          { key: 'bankName', value: payment.bankName },
          { key: 'accountHolder', value: payment.accountHolder },
          { key: 'ibanTry', value: payment.ibanTry },
          { key: 'ibanUsd', value: payment.ibanUsd },
          { key: 'swiftCode', value: payment.swiftCode },
        ]
      : order.paymentMethod === 'syriatel_cash'
        ? [{ key: 'syriatelCashNumber', value: payment.syriatelCashNumber }]
        : [{ key: 'mtnCashNumber', value: payment.mtnCashNumber }];
  const shown = details.filter((detail) => detail.value.trim() !== '');

  return (
    <Card.Root
      as="section"
      aria-labelledby="payment-title"
      variant="outline"
      borderColor="brand.200"
      data-testid="payment-instructions"
      data-method={order.paymentMethod}
    >
      <Card.Header>
        <Heading as="h2" size="lg" id="payment-title">
          <FormattedMessage id="order.payment.title" />
        </Heading>
        <Text color="gray.600">
          <FormattedMessage
            id="order.payment.intro"
            values={{ method: intl.formatMessage({ id: `common.payment.${order.paymentMethod}` }) }}
          />
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        <Box bg="brand.50" rounded="md" p="4">
          <Text fontSize="sm" color="gray.700">
            <FormattedMessage id="order.payment.amount" />
          </Text>
          <Text fontSize="2xl" fontWeight="bold" color="brand.800" data-testid="amount-to-pay">
            <bdi>{format.money(order.totalAmount, order.currency)}</bdi>
          </Text>
        </Box>
        {shown.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {shown.map((detail) => (
              <CopyValue
                key={detail.key}
                label={label(detail.key)}
                value={detail.value}
                testId={`payment-${detail.key}`}
              />
            ))}
          </SimpleGrid>
        ) : (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage id="order.payment.unavailable" />
            </Alert.Title>
          </Alert.Root>
        )}
        <Stack gap="1">
          <CopyValue label={label('reference')} value={order.orderNumber} testId="payment-reference" />
          <Text fontSize="sm" color="gray.600">
            <FormattedMessage id="order.payment.referenceHint" />
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
