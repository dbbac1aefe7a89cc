import { Box, Center, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { FileText, Landmark, Languages, MessagesSquare, PackageSearch, Receipt, type LucideIcon } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { HomeSection } from './HomeSection';

export const HomeWhyUsFragment = graphql(`
  fragment HomeWhyUs on CmsHome {
    whyUsTitle
    whyUs {
      title
      text
    }
  }
`);

/** One icon per reason, in the order of the office's six default reasons; more reasons reuse them in turn. */
const ICONS: LucideIcon[] = [Landmark, Receipt, PackageSearch, FileText, Languages, MessagesSquare];

export function HomeWhyUs({ content: ref }: { content: FragmentType<typeof HomeWhyUsFragment> }) {
  const { whyUsTitle, whyUs } = getFragmentData(HomeWhyUsFragment, ref);
  return (
    <HomeSection title={whyUsTitle}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {whyUs.map((reason, index) => {
          const Icon = ICONS[index % ICONS.length];
          return (
            <Box as="li" key={index} bg="white" rounded="xl" borderWidth="1px" p="6">
              <Center boxSize="12" rounded="lg" bg="brand.50" color="brand.600" mb="4">
                <Icon size={24} aria-hidden />
              </Center>
              <Heading as="h3" size="md" mb="2" dir="auto">
                {reason.title}
              </Heading>
              <Text color="gray.600" dir="auto">
                {reason.text}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
    </HomeSection>
  );
}
