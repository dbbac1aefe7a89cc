import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SITE_NAME } from './site';

const FOOTER_LINKS = [
  { to: '/', label: 'الرئيسية' },
  { to: '/services', label: 'خدماتنا' },
  { to: '/track-order', label: 'تتبع طلبك' },
  { to: '/create-order', label: 'طلب خدمة' },
  { to: '/privacy', label: 'سياسة الخصوصية' },
  { to: '/terms', label: 'الشروط والأحكام' },
];

export function Footer() {
  return (
    <Box as="footer" bg="brand.900" color="brand.50" mt="auto">
      <Container maxW="6xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
          <Stack gap="2">
            <Text fontWeight="bold" fontSize="lg">
              {SITE_NAME}
            </Text>
            <Text color="brand.200" maxW="md">
              نستخرج الوثائق الرسمية من سوريا وننجز المعاملات القنصلية والترجمة والتوثيق، وتتابع طلبك برقم تتبع.
            </Text>
          </Stack>
          <Stack as="nav" aria-label="روابط التذييل" gap="2">
            <Text fontWeight="bold">روابط سريعة</Text>
            <Flex wrap="wrap" columnGap="6" rowGap="2">
              {FOOTER_LINKS.map((link) => (
                <Link key={link.to} asChild color="brand.100" _hover={{ color: 'white' }}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </Flex>
          </Stack>
        </SimpleGrid>
        <Text mt="8" pt="6" borderTopWidth="1px" borderColor="brand.700" fontSize="sm" color="brand.300">
          © {new Date().getFullYear()} {SITE_NAME}. جميع الحقوق محفوظة.
        </Text>
      </Container>
    </Box>
  );
}
