import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import { usePageTitle } from '../../lib/site-config';
import { errorCode, errorMessage, isNetworkError } from '../../lib/errors';
import { VerifiedDocumentCard } from './components/VerifiedDocumentCard';
import { VerifyCodeForm } from './components/VerifyCodeForm';

export const VerifyDocumentDocument = graphql(`
  query VerifyDocument($code: String!) {
    verifyDocument(code: $code) {
      code
      ...VerifiedDocumentCard
    }
  }
`);

/**
 * The page a document's QR code opens (`/verify/<code>`): whether the office issued the invoice or receipt, and what
 * it says (number, date, amount, status), without any personal data. Anyone may open it; lookups are limited per IP.
 * At `/verify` (and under every answer) a code printed on the document can be typed in instead.
 */
export default function VerifyDocumentPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage({ id: 'verify.title' }));
  const code = useParams<{ code: string }>().code?.trim() ?? '';
  const { data, error, loading } = useQuery(VerifyDocumentDocument, {
    variables: { code },
    fetchPolicy: 'network-only',
    skip: !code,
  });

  return (
    <>
      <Box bg="brand.700" color="white" py={{ base: '10', md: '12' }}>
        <Container maxW="3xl">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="verify.title" />
          </Heading>
          <Text mt="2" color="brand.100">
            {code ? (
              <>
                <FormattedMessage id="verify.intro" />{' '}
                <Text as="bdi" dir="ltr" fontWeight="semibold" color="white" data-testid="verify-requested-code">
                  {code.toUpperCase()}
                </Text>
              </>
            ) : (
              <FormattedMessage id="verify.form.intro" />
            )}
          </Text>
        </Container>
      </Box>
      <Container maxW="3xl" py="10" flex="1">
        <Stack gap="6">
          {loading && (
            <Stack align="center" py="10">
              <Spinner size="lg" color="brand.600" />
              <Text color="gray.600">
                <FormattedMessage id="verify.checking" />
              </Text>
            </Stack>
          )}
          {!loading && data?.verifyDocument && <VerifiedDocumentCard document={data.verifyDocument} />}
          {!loading && error && <VerifyFailure error={error} />}
          <VerifyCodeForm
            key={code}
            value={code.toUpperCase()}
            onVerify={(typed) => void navigate(`/verify/${encodeURIComponent(typed)}`)}
          />
        </Stack>
      </Container>
    </>
  );
}

/** Why there is nothing to show: no document with this code, too many lookups, or no answer. */
function VerifyFailure({ error }: { error: unknown }) {
  const intl = useIntl();
  const code = errorCode(error);
  if (code === 'NOT_FOUND')
    return (
      <Alert.Root status="error" alignItems="start" role="alert" data-testid="verify-unknown">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id="verify.unknown.title" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id="verify.unknown.text" />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  const message =
    code === 'TOO_MANY_REQUESTS'
      ? errorMessage(error, intl.formatMessage({ id: 'verify.rateLimited' }))
      : isNetworkError(error)
        ? intl.formatMessage({ id: 'common.error.network' })
        : errorMessage(error, intl.formatMessage({ id: 'common.error.generic' }));
  return (
    <Alert.Root status={code === 'TOO_MANY_REQUESTS' ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
