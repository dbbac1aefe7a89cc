import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useSiteConfig, whatsappLink } from './site-config';

const FOOTER_LINKS = [
  { to: '/', label: 'الرئيسية' },
  { to: '/services', label: 'خدماتنا' },
  { to: '/track-order', label: 'تتبع طلبك' },
  { to: '/create-order', label: 'طلب خدمة' },
  { to: '/privacy', label: 'سياسة الخصوصية' },
  { to: '/terms', label: 'الشروط والأحكام' },
];

export function Footer() {
  const { config, siteName } = useSiteConfig();
  const contact = config?.contact;
  return (
    <Box as="footer" bg="brand.900" color="brand.50" mt="auto">
      <Container maxW="6xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="3">
            <Text fontWeight="bold" fontSize="lg">
              {siteName}
            </Text>
            {config && <Text color="brand.200">{config.site.description}</Text>}
            {contact?.whatsapp && (
              <Button asChild alignSelf="start" bg="green.600" color="white" _hover={{ bg: 'green.700' }}>
                <a href={whatsappLink(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
                  <MessageCircle aria-hidden /> تواصل عبر واتساب
                </a>
              </Button>
            )}
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
          {contact && (
            <Stack as="address" fontStyle="normal" gap="2" color="brand.100">
              <Text fontWeight="bold" color="brand.50">
                تواصل معنا
              </Text>
              <HStack gap="2">
                <Phone size={16} aria-hidden />
                <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} color="brand.100" dir="ltr">
                  {contact.phone}
                </Link>
              </HStack>
              <HStack gap="2">
                <Mail size={16} aria-hidden />
                <Link href={`mailto:${contact.email}`} color="brand.100">
                  {contact.email}
                </Link>
              </HStack>
              <HStack gap="2" align="start">
                <MapPin size={16} aria-hidden style={{ marginTop: 4, flexShrink: 0 }} />
                <Text>{contact.address}</Text>
              </HStack>
              <HStack gap="2" align="start">
                <Clock size={16} aria-hidden style={{ marginTop: 4, flexShrink: 0 }} />
                <Text>{contact.workingHours}</Text>
              </HStack>
            </Stack>
          )}
        </SimpleGrid>
        <Text mt="8" pt="6" borderTopWidth="1px" borderColor="brand.700" fontSize="sm" color="brand.300">
          © {new Date().getFullYear()} {siteName}. جميع الحقوق محفوظة.
        </Text>
      </Container>
    </Box>
  );
}
