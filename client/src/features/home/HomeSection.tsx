import { useId, type ReactNode } from 'react';
import { Box, Container, Heading, Text } from '@chakra-ui/react';

/** A section of the home page headed by its CMS title (h2), which also names the section for screen readers. */
export function HomeSection({
  title,
  subtitle,
  children,
  bg,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  bg?: string;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg={bg} py={{ base: '12', md: '16' }}>
      <Container maxW="6xl">
        <Box textAlign="center" maxW="2xl" mx="auto" mb={{ base: '8', md: '10' }}>
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} color="brand.800" dir="auto">
            {title}
          </Heading>
          {subtitle && (
            <Text mt="3" color="gray.600" fontSize={{ base: 'md', md: 'lg' }} dir="auto">
              {subtitle}
            </Text>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
