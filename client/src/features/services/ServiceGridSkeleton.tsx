import { Box, SimpleGrid, Skeleton, VisuallyHidden } from '@chakra-ui/react';

/** The catalogue's grid while it loads: cards of a real card's size, so what follows does not move when they arrive. */
export function ServiceGridSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-hidden>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h="72" rounded="lg" />
        ))}
      </SimpleGrid>
    </Box>
  );
}
