import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Center, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';
import { MessageCircle, TriangleAlert } from 'lucide-react';
import { FooterOfficeFragment, usePageTitle, useSiteConfig } from '../lib/site-config';
import { getFragmentData } from '../gql';
import { whatsappLink } from '../lib/contact-links';

/** Shown instead of a page that crashed while rendering, with a way back instead of a blank screen. */
export default function ErrorFallback() {
  const error = useRouteError();
  const intl = useIntl();
  const { config } = useSiteConfig();
  usePageTitle(intl.formatMessage({ id: 'common.error.title' }));
  const whatsapp = getFragmentData(FooterOfficeFragment, config)?.contact.whatsapp;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center minH="100dvh" px="4" bg="gray.50">
      <VStack gap="4" textAlign="center" maxW="md" role="alert">
        <Center boxSize="16" rounded="full" bg="red.50" color="red.600">
          <TriangleAlert size={32} aria-hidden />
        </Center>
        <Heading as="h1" size="xl">
          <FormattedMessage id="common.error.title" />
        </Heading>
        <Text color="gray.600">
          <FormattedMessage id="common.error.text" />
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            <FormattedMessage id="common.retry" />
          </Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            <FormattedMessage id="common.error.home" />
          </Button>
        </HStack>
        {whatsapp && (
          <Button asChild variant="ghost" colorPalette="green">
            <a
              href={whatsappLink(whatsapp, intl.formatMessage({ id: 'common.whatsapp.supportGreeting' }))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden /> <FormattedMessage id="common.error.support" />
            </a>
          </Button>
        )}
      </VStack>
    </Center>
  );
}
