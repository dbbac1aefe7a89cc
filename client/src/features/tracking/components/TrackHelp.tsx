import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Center, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { CircleHelp } from 'lucide-react';
import { useSession } from '../../../lib/session';

/** Where to find a tracking number: the order's e-mail or the user's account. */
export function TrackHelp() {
  const session = useSession();
  return (
    <VStack
      as="section"
      aria-labelledby="track-help-title"
      gap="3"
      p={{ base: '6', md: '8' }}
      bg="white"
      rounded="xl"
      borderWidth="1px"
      textAlign="center"
    >
      <Center boxSize="12" rounded="full" bg="brand.50" color="brand.600">
        <CircleHelp size={26} aria-hidden />
      </Center>
      <Heading as="h2" size="lg" id="track-help-title">
        <FormattedMessage id="track.help.title" />
      </Heading>
      <Text color="gray.600" maxW="xl">
        <FormattedMessage id="track.help.text" />
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="brand">
          <RouterLink to={session ? '/profile' : '/login'}>
            <FormattedMessage id={session ? 'common.nav.profile' : 'common.nav.login'} />
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/contact">
            <FormattedMessage id="common.nav.contact" />
          </RouterLink>
        </Button>
      </HStack>
    </VStack>
  );
}
