import { useId } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { CallToAction } from './CallToAction';

export const HomeCtaFragment = graphql(`
  fragment HomeCta on CmsHome {
    ctaTitle
    ctaText
  }
`);

/** The closing call to action, with the way to the office for those who prefer to ask first. */
export function HomeCta({ content: ref }: { content: FragmentType<typeof HomeCtaFragment> }) {
  const cta = getFragmentData(HomeCtaFragment, ref);
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="3xl">
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }}>
            {cta.ctaTitle}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.100">
            {cta.ctaText}
          </Text>
          <CallToAction to="/contact" label="common.nav.contact" justify="center" />
        </Stack>
      </Container>
    </Box>
  );
}
