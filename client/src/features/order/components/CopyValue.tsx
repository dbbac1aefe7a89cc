import { Box, HStack, Text } from '@chakra-ui/react';
import { CopyButton } from '../../../components/CopyButton';

/** A labelled value that reads left to right (numbers, IBANs) with its copy button; long values wrap, never overflow. */
export function CopyValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <HStack gap="1" align="center">
        <Text as="bdi" dir="ltr" fontWeight="semibold" color="gray.800" wordBreak="break-all" data-testid={testId}>
          {value}
        </Text>
        <CopyButton value={value} label={label} />
      </HStack>
    </Box>
  );
}
