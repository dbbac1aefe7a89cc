import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { type CurrencyCode, useFormat } from '../../../lib/format';
import { CopyValue } from './CopyValue';

export const PaymentInstructionsFragment = graphql(`
  fragment PaymentInstructions on Order {
    orderNumber
    paymentMethod
    totalAmount
    currency
    paymentAmounts {
      currency
      amount
      perTry
    }
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

type PaymentAmount = { currency: CurrencyCode; amount: string; perTry?: string | null };

/**
 * What to ask for, from the amounts the server computed at the order's rates: mobile cash in Syrian pounds only
 * (none while the office had no pound rate: it sends the amount; the client is never asked for lira), a bank
 * transfer in lira, and in dollars when the office has a dollar IBAN and the order a dollar rate.
 */
export function paymentAmountsShown(
  order: { paymentMethod: string; totalAmount: string; currency: CurrencyCode; paymentAmounts: PaymentAmount[] },
  ibanUsd: string,
): { main: PaymentAmount | null; dollars: PaymentAmount | null } {
  const find = (currency: CurrencyCode) => order.paymentAmounts.find((amount) => amount.currency === currency) ?? null;
  if (order.paymentMethod !== 'bank_transfer') return { main: find('SYP'), dollars: null };
  return {
    main: find(order.currency) ?? { currency: order.currency, amount: order.totalAmount },
    dollars: ibanUsd.trim() ? find('USD') : null,
  };
}

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
  const amounts = paymentAmountsShown(order, payment?.ibanUsd ?? '');
  /** "1 ₺ = 330.5 SYP": the order's rate, with as many decimals as the office gave it. */
  const rate = (amount: { currency: CurrencyCode; perTry?: string | null }) =>
    `${intl.formatNumber(1)} ${intl.formatMessage({ id: 'common.currency.TRY' })} = ${intl.formatNumber(
      Number(amount.perTry),
      { maximumFractionDigits: 10 },
    )} ${intl.formatMessage({ id: `common.currency.${amount.currency}` })}`;

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
          <FormattedMessage id="order.payment.instructionsTitle" />
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
          {amounts.main ? (
            <Text fontSize="2xl" fontWeight="bold" color="brand.800" data-testid="amount-to-pay">
              <bdi>{format.money(amounts.main.amount, amounts.main.currency)}</bdi>
            </Text>
          ) : (
            <Text fontWeight="semibold" color="brand.800" data-testid="amount-pending">
              <FormattedMessage id="order.payment.poundsPending" />
            </Text>
          )}
          {amounts.main?.perTry ? (
            <Text fontSize="sm" color="gray.700" data-testid="amount-rate">
              <FormattedMessage
                id="order.payment.poundsRate"
                values={{
                  price: <bdi>{format.money(order.totalAmount, order.currency)}</bdi>,
                  rate: <bdi>{rate(amounts.main)}</bdi>,
                }}
              />
            </Text>
          ) : null}
          {amounts.dollars ? (
            <Text fontSize="sm" color="gray.700" mt="2" data-testid="amount-usd">
              <FormattedMessage
                id="order.payment.dollars"
                values={{
                  amount: <bdi>{format.money(amounts.dollars.amount, 'USD')}</bdi>,
                  rate: <bdi>{rate(amounts.dollars)}</bdi>,
                }}
              />
            </Text>
          ) : null}
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
