import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Heading, HStack, Text, VStack } from '@chakra-ui/react';

/** A route that exists but whose screen is still being built: says so and offers the ways that work. */
export function PlannedPage({ title, description }: { title: string; description: string }) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <VStack gap="4" align="start">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="gray.600">{description}</Text>
        <Text color="gray.600">هذه الصفحة قيد الإعداد. يمكنك حالياً تصفح خدماتنا أو تتبع طلبك.</Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to="/services">تصفح الخدمات</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">الصفحة الرئيسية</RouterLink>
          </Button>
        </HStack>
      </VStack>
    </Container>
  );
}
