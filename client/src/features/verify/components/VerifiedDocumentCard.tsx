import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useFormat } from '../../../lib/format';

export const VerifiedDocumentCardFragment = graphql(`
  fragment VerifiedDocumentCard on VerifiedDocument {
    issuer
    kind
    number
    code
    issuedAt
    amount
    currency
    status
    paidAt
  }
`);

/** One line of the document: its label, then its value (a row of the description list's two columns). */
function Item({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <>
      <Box as="dt" color="gray.600">
        {label}
      </Box>
      <Box as="dd" fontWeight="semibold" color="gray.800" data-testid={testId}>
        {children}
      </Box>
    </>
  );
}

/** A genuine document: who issued it, what it is, its number, date, amount and status; nothing about the client. */
export function VerifiedDocumentCard({
  document: ref,
}: {
  document: FragmentType<typeof VerifiedDocumentCardFragment>;
}) {
  const document = getFragmentData(VerifiedDocumentCardFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const kind = intl.formatMessage({ id: `verify.kind.${document.kind}` });
  return (
    <Card.Root as="article" variant="elevated" aria-labelledby="verified-title">
      <Card.Header>
        <Alert.Root status="success" alignItems="start" data-testid="verify-genuine">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Heading as="h2" size="md" id="verified-title">
                <FormattedMessage id="verify.genuine.title" />
              </Heading>
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage id="verify.genuine.text" values={{ issuer: document.issuer, kind }} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Card.Header>
      <Card.Body>
        <SimpleGrid
          as="dl"
          templateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
          columnGap="8"
          rowGap={{ base: '1', sm: '3' }}
        >
          <Item label={<FormattedMessage id="verify.field.issuer" />} testId="verify-issuer">
            {document.issuer}
          </Item>
          <Item label={<FormattedMessage id="verify.field.kind" />} testId="verify-kind">
            {kind}
          </Item>
          <Item label={<FormattedMessage id="verify.field.number" />} testId="verify-number">
            <bdi dir="ltr">{document.number}</bdi>
          </Item>
          <Item label={<FormattedMessage id="verify.field.issuedAt" />} testId="verify-issued-at">
            <time dateTime={document.issuedAt}>{format.istanbulDateTime(document.issuedAt)}</time>
          </Item>
          {document.paidAt && (
            <Item
              label={
                <FormattedMessage
                  id={document.status === 'refunded' ? 'verify.field.refundedAt' : 'verify.field.paidAt'}
                />
              }
              testId="verify-paid-at"
            >
              <time dateTime={document.paidAt}>{format.istanbulDateTime(document.paidAt)}</time>
            </Item>
          )}
          <Item label={<FormattedMessage id="verify.field.amount" />} testId="verify-amount">
            <bdi dir="ltr">{format.money(document.amount, document.currency)}</bdi>
          </Item>
          <Item label={<FormattedMessage id="verify.field.status" />} testId="verify-status">
            <Text as="span" data-status={document.status}>
              <FormattedMessage id={`verify.status.${document.status}`} />
            </Text>
          </Item>
          <Item label={<FormattedMessage id="verify.field.code" />} testId="verify-code">
            <bdi dir="ltr">{document.code}</bdi>
          </Item>
        </SimpleGrid>
        <Stack mt="6">
          <Text color="gray.600" fontSize="sm">
            <FormattedMessage id="verify.genuine.note" />
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
