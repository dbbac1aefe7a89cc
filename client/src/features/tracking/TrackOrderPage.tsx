import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../lib/site-config';
import { TrackForm } from './components/TrackForm';
import { TrackHelp } from './components/TrackHelp';
import { TrackResult } from './components/TrackResult';
import { useTrackingLookup } from './hooks/useTrackingLookup';

/** Public order tracking by tracking number, without signing in. */
export default function TrackOrderPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'track.title' }));
  const { number, order, searching, failure, search } = useTrackingLookup();

  return (
    <>
      <Box bg="brand.700" color="white" py={{ base: '10', md: '14' }}>
        <Container maxW="3xl">
          <Stack gap="5">
            <Box>
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                <FormattedMessage id="track.title" />
              </Heading>
              <Text mt="2" color="brand.100">
                <FormattedMessage id="track.intro" />
              </Text>
            </Box>
            <TrackForm value={number} searching={searching} onSearch={search} />
          </Stack>
        </Container>
      </Box>
      <Container maxW="3xl" py="10" flex="1">
        <Stack gap="6">
          {failure && failure.kind !== 'not-found' && (
            <Alert.Root status={failure.kind === 'rate-limited' ? 'warning' : 'error'} role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure.message}</Alert.Title>
            </Alert.Root>
          )}
          {order ? <TrackResult order={order} /> : !searching && <TrackHelp />}
        </Stack>
      </Container>
    </>
  );
}
