import { useIntl } from 'react-intl';
import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export function PageLoader({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <Center py="24" flex="1">
      <VStack gap="3" role="status" aria-live="polite">
        <Spinner size="xl" color="brand.600" borderWidth="3px" />
        <Text color="gray.600">{label ?? intl.formatMessage({ id: 'common.loading' })}</Text>
      </VStack>
    </Center>
  );
}
