import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import type { MessageId } from '../../lib/i18n';
import { usePageTitle } from '../../app/site-config';

/** A route that exists but whose screen is still being built: says so and offers the ways that work. */
export function PlannedPage({ title, description }: { title: MessageId; description: MessageId }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: title }));
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <VStack gap="4" align="start">
        <Heading as="h1" size="2xl">
          <FormattedMessage id={title} />
        </Heading>
        <Text color="gray.600">
          <FormattedMessage id={description} />
        </Text>
        <Text color="gray.600">
          <FormattedMessage id="common.planned.text" />
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to="/services">
              <FormattedMessage id="common.browseServices" />
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">
              <FormattedMessage id="common.error.home" />
            </RouterLink>
          </Button>
        </HStack>
      </VStack>
    </Container>
  );
}
