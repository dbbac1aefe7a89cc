import { Link as RouterLink } from 'react-router-dom';
import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';

export default function NotFoundPage() {
  return (
    <Center py="24" px="4" flex="1">
      <VStack gap="4" textAlign="center">
        <Text fontSize="7xl" fontWeight="bold" color="brand.600" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="xl">
          الصفحة غير موجودة
        </Heading>
        <Text color="gray.600">ربما تغير عنوان الصفحة أو أنها لم تعد موجودة.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">العودة إلى الصفحة الرئيسية</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
