import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { usePageTitle } from '../lib/site-config';

export default function NotFoundPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'common.notFound.title' }));
  return (
    <Center py="24" px="4" flex="1">
      <VStack gap="4" textAlign="center">
        <Text fontSize="7xl" fontWeight="bold" color="brand.600" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="xl">
          <FormattedMessage id="common.notFound.title" />
        </Heading>
        <Text color="gray.600">
          <FormattedMessage id="common.notFound.text" />
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">
            <FormattedMessage id="common.backHome" />
          </RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
