import { useIntl } from 'react-intl';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { CallToAction } from './CallToAction';

export const HomeHeroFragment = graphql(`
  fragment HomeHero on CmsHome {
    heroTitle
    heroSubtitle
    heroDescription
  }
`);

/** The page's one h1 with the office's pitch, the call to action and the way to the catalogue. */
export function HomeHero({ content: ref }: { content: FragmentType<typeof HomeHeroFragment> }) {
  const intl = useIntl();
  const hero = getFragmentData(HomeHeroFragment, ref);
  return (
    <Box
      as="section"
      aria-label={intl.formatMessage({ id: 'home.hero.label' })}
      bgGradient="to-bl"
      gradientFrom="brand.800"
      gradientTo="brand.600"
      color="white"
      py={{ base: '14', md: '24' }}
    >
      <Container maxW="6xl">
        <Stack gap="5" maxW="3xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.3" dir="auto">
            {hero.heroTitle}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" color="brand.50" dir="auto">
            {hero.heroSubtitle}
          </Text>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.100" dir="auto">
            {hero.heroDescription}
          </Text>
          <CallToAction to="/services" label="common.browseServices" />
        </Stack>
      </Container>
    </Box>
  );
}
