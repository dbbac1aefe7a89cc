import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Center, Heading, HStack, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useFormat } from '../../lib/format';
import { HomeSection } from './HomeSection';

export const HomeStepsFragment = graphql(`
  fragment HomeSteps on CmsHome {
    stepsTitle
    steps {
      title
      text
    }
  }
`);

/** How ordering works, as numbered steps (an ordered list, so the numbers are also read out). */
export function HomeSteps({ content: ref }: { content: FragmentType<typeof HomeStepsFragment> }) {
  const format = useFormat();
  const { stepsTitle, steps } = getFragmentData(HomeStepsFragment, ref);
  return (
    <HomeSection title={stepsTitle}>
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {steps.map((step, index) => (
          <Box as="li" key={index} bg="white" rounded="xl" borderWidth="1px" p="6" textAlign="center">
            <Center
              boxSize="12"
              mx="auto"
              mb="4"
              rounded="full"
              bg="brand.600"
              color="white"
              fontSize="xl"
              fontWeight="bold"
              aria-hidden
            >
              {format.number(index + 1)}
            </Center>
            <Heading as="h3" size="md" mb="2" dir="auto">
              {step.title}
            </Heading>
            <Text color="gray.600" dir="auto">
              {step.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <HStack justify="center" gap="2" mt="8" wrap="wrap" color="gray.700">
        <Text>
          <FormattedMessage id="home.steps.help" />
        </Text>
        <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
          <RouterLink to="/contact">
            <FormattedMessage id="common.nav.contact" />
          </RouterLink>
        </Link>
      </HStack>
    </HomeSection>
  );
}
