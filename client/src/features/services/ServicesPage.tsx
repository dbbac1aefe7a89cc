import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Button, Container, Heading, HStack, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { PackageSearch } from 'lucide-react';
import { graphql } from '../../gql';
import { usePageTitle } from '../../app/site-config';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailedState } from '../../components/LoadFailedState';
import { PageBanner } from '../../components/PageBanner';
import { useSession } from '../../lib/session';
import { ServiceCard } from './ServiceCard';
import { ServiceGridSkeleton } from './ServiceGridSkeleton';

export const PublicServicesDocument = graphql(`
  query PublicServices {
    services {
      id
      ...ServiceCard
    }
  }
`);

export default function ServicesPage() {
  const intl = useIntl();
  const session = useSession();
  const { data, loading, error, refetch } = useQuery(PublicServicesDocument);
  usePageTitle(intl.formatMessage({ id: 'services.title' }));

  return (
    <>
      <PageBanner title={<FormattedMessage id="services.title" />} intro={<FormattedMessage id="services.intro" />} />
      <Container maxW="6xl" py="10" flex="1" display="flex" flexDirection="column">
        {loading && !data ? (
          <ServiceGridSkeleton label={intl.formatMessage({ id: 'services.loading' })} />
        ) : error ? (
          <LoadFailedState
            error={error}
            title={intl.formatMessage({ id: 'services.error.title' })}
            description={intl.formatMessage({ id: 'services.error.text' })}
            onRetry={() => void refetch()}
          />
        ) : !data?.services.length ? (
          <EmptyState
            icon={<PackageSearch size={30} aria-hidden />}
            title={intl.formatMessage({ id: 'services.empty' })}
            action={
              <Button asChild colorPalette="brand">
                <RouterLink to="/">
                  <FormattedMessage id="common.backHome" />
                </RouterLink>
              </Button>
            }
          />
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
            {data.services.map((service) => (
              <ServiceCard key={service.id} service={service} signedIn={Boolean(session)} />
            ))}
          </SimpleGrid>
        )}
        <VStack mt="12" p="6" gap="3" bg="white" rounded="xl" borderWidth="1px" textAlign="center">
          <Heading as="h2" size="md">
            <FormattedMessage id="services.help.title" />
          </Heading>
          <Text color="gray.600">
            <FormattedMessage id="services.help.text" />
          </Text>
          <HStack gap="3" wrap="wrap" justify="center">
            <Button asChild colorPalette="brand">
              <RouterLink to="/contact">
                <FormattedMessage id="common.nav.contact" />
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/track-order">
                <FormattedMessage id="common.nav.track" />
              </RouterLink>
            </Button>
          </HStack>
        </VStack>
      </Container>
    </>
  );
}
