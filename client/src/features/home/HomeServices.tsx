import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Center, SimpleGrid, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { HomeSection } from './HomeSection';
import { HomeServiceCard, type HomeServiceCardFragment } from './HomeServiceCard';

export const HomeServicesFragment = graphql(`
  fragment HomeServices on CmsHome {
    servicesTitle
    servicesSubtitle
  }
`);

export const TEASER_SIZE = 6;

/** The first six services of the live catalogue under the CMS heading, and the way to all of them. */
export function HomeServices({
  content: ref,
  services,
}: {
  content: FragmentType<typeof HomeServicesFragment>;
  services: ({ id: number } & FragmentType<typeof HomeServiceCardFragment>)[];
}) {
  const content = getFragmentData(HomeServicesFragment, ref);
  return (
    <HomeSection title={content.servicesTitle} subtitle={content.servicesSubtitle} bg="white">
      {services.length ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {services.slice(0, TEASER_SIZE).map((service) => (
            <HomeServiceCard key={service.id} service={service} />
          ))}
        </SimpleGrid>
      ) : (
        <Text textAlign="center" color="gray.600">
          <FormattedMessage id="home.services.empty" />
        </Text>
      )}
      <Center mt="8">
        <Button asChild colorPalette="brand">
          <RouterLink to="/services">
            <FormattedMessage id="home.services.all" />
          </RouterLink>
        </Button>
      </Center>
    </HomeSection>
  );
}
