import type { ReactNode } from 'react';
import { Box, Container, Heading, Text } from '@chakra-ui/react';

/** The coloured band that opens a public page: its one h1 and a sentence about it. */
export function PageBanner({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <Box bg="brand.700" color="white" py={{ base: '10', md: '14' }}>
      <Container maxW="6xl">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {intro && (
          <Text mt="2" color="brand.100" maxW="2xl">
            {intro}
          </Text>
        )}
      </Container>
    </Box>
  );
}
