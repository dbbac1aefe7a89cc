import { FormattedMessage } from 'react-intl';
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useFormat } from '../../lib/format';
import type { MessageId } from '../../lib/i18n';
import { HomeSection } from './HomeSection';

export const HomeAboutFragment = graphql(`
  fragment HomeAbout on CmsHome {
    aboutTitle
    aboutDescription
  }
`);

export const HomeAboutFiguresFragment = graphql(`
  fragment HomeAboutFigures on CmsAbout {
    yearsExperience
    teamSize
  }
`);

/** Who the office is: the CMS text with its years of experience and team size. */
export function HomeAbout({
  content: ref,
  about: aboutRef,
}: {
  content: FragmentType<typeof HomeAboutFragment>;
  about: FragmentType<typeof HomeAboutFiguresFragment>;
}) {
  const format = useFormat();
  const content = getFragmentData(HomeAboutFragment, ref);
  const about = getFragmentData(HomeAboutFiguresFragment, aboutRef);
  const figures: [MessageId, number][] = [
    ['home.about.years', about.yearsExperience],
    ['home.about.team', about.teamSize],
  ];
  return (
    <HomeSection title={content.aboutTitle} bg="white">
      <Stack gap="8" maxW="3xl" mx="auto" textAlign="center">
        <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700" whiteSpace="pre-line" dir="auto">
          {content.aboutDescription}
        </Text>
        <SimpleGrid as="dl" columns={2} gap="4" maxW="md" mx="auto" w="full">
          {figures.map(([label, value]) => (
            <Box key={label} bg="brand.50" rounded="xl" p="5" display="flex" flexDirection="column-reverse">
              <Text as="dt" color="gray.700">
                <FormattedMessage id={label} />
              </Text>
              <Text as="dd" fontSize="3xl" fontWeight="bold" color="brand.700">
                {format.number(value)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </HomeSection>
  );
}
