import type { ReactNode } from 'react';
import { Center, Heading, Text, VStack } from '@chakra-ui/react';

/** The shared look of empty and error states: an icon, a title, a sentence and an action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  role,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  role?: 'alert';
}) {
  return (
    <Center py="16" px="4" flex="1">
      <VStack gap="3" textAlign="center" maxW="md" role={role}>
        <Center boxSize="16" rounded="full" bg="brand.50" color="brand.600">
          {icon}
        </Center>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {description && <Text color="gray.600">{description}</Text>}
        {action}
      </VStack>
    </Center>
  );
}
