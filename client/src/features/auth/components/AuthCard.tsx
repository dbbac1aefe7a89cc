import type { ReactNode } from 'react';
import { Box, Container, Heading, Text } from '@chakra-ui/react';

/** The card every account page sits in: the page's one h1, a sentence, the form, then the links under it. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container maxW="md" py={{ base: '8', md: '14' }} px={{ base: '4', md: '6' }}>
      <Box bg="white" p={{ base: '5', md: '8' }} rounded="xl" borderWidth="1px" boxShadow="sm">
        <Heading as="h1" size="2xl" mb="2">
          {title}
        </Heading>
        {intro && (
          <Text color="gray.600" mb="6">
            {intro}
          </Text>
        )}
        {children}
        {footer}
      </Box>
    </Container>
  );
}
