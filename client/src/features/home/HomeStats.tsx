import { useIntl } from 'react-intl';
import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useFormat } from '../../lib/format';

export const HomeStatsFragment = graphql(`
  fragment HomeStats on CmsHome {
    stats {
      value
      label
    }
  }
`);

/**
 * The four marketing figures, written by the office as they should appear (+5000, 98%, 24/7), in the digits of the
 * interface language like every other number on the page.
 */
export function HomeStats({ content: ref }: { content: FragmentType<typeof HomeStatsFragment> }) {
  const intl = useIntl();
  const format = useFormat();
  const { stats } = getFragmentData(HomeStatsFragment, ref);
  if (!stats.length) return null;
  return (
    <Container as="section" aria-label={intl.formatMessage({ id: 'home.stats.label' })} maxW="6xl" py="10">
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
        {stats.map((stat, index) => (
          <Box
            key={index}
            bg="white"
            rounded="xl"
            borderWidth="1px"
            p={{ base: '4', md: '5' }}
            textAlign="center"
            display="flex"
            flexDirection="column-reverse"
          >
            <Text as="dt" color="gray.600" dir="auto">
              {stat.label}
            </Text>
            <Text as="dd" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.700" dir="ltr">
              {format.digits(stat.value)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
