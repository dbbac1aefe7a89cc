import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { getFragmentData } from '../gql';
import { telLink, whatsappLink } from '../lib/contact-links';
import type { NavItem } from './site';
import { FooterOfficeFragment, useSiteConfig } from '../lib/site-config';

const FOOTER_LINKS: NavItem[] = [
  { to: '/', label: 'common.nav.home' },
  { to: '/services', label: 'common.nav.services' },
  { to: '/track-order', label: 'common.nav.track' },
  { to: '/create-order', label: 'common.nav.createOrder' },
  { to: '/contact', label: 'common.nav.contact' },
  { to: '/privacy', label: 'common.nav.privacy' },
  { to: '/terms', label: 'common.nav.terms' },
];

export function Footer() {
  const intl = useIntl();
  const { config, siteName } = useSiteConfig();
  const office = getFragmentData(FooterOfficeFragment, config);
  const contact = office?.contact;
  return (
    <Box as="footer" bg="brand.900" color="brand.50" mt="auto">
      <Container maxW="6xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="3">
            <Text fontWeight="bold" fontSize="lg">
              {siteName}
            </Text>
            {office && (
              <Text color="brand.100" dir="auto">
                {office.site.description}
              </Text>
            )}
            {contact?.whatsapp && (
              <Button asChild alignSelf="start" bg="green.700" color="white" _hover={{ bg: 'green.800' }}>
                <a
                  href={whatsappLink(contact.whatsapp, intl.formatMessage({ id: 'common.whatsapp.greeting' }))}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageCircle aria-hidden /> <FormattedMessage id="common.footer.whatsapp" />
                </a>
              </Button>
            )}
          </Stack>
          <Stack as="nav" aria-label={intl.formatMessage({ id: 'common.footer.linksLabel' })} gap="2">
            <Text fontWeight="bold">
              <FormattedMessage id="common.footer.links" />
            </Text>
            <Flex wrap="wrap" columnGap="6" rowGap="2">
              {FOOTER_LINKS.map((link) => (
                <Link key={link.to} asChild color="brand.100" _hover={{ color: 'white' }}>
                  <RouterLink to={link.to}>
                    <FormattedMessage id={link.label} />
                  </RouterLink>
                </Link>
              ))}
            </Flex>
          </Stack>
          {contact && (
            <Stack as="address" fontStyle="normal" gap="2" color="brand.100">
              <Text fontWeight="bold" color="brand.50">
                <FormattedMessage id="common.footer.contact" />
              </Text>
              <HStack gap="2">
                <Phone size={16} aria-hidden />
                <Link href={telLink(contact.phone)} color="brand.100" dir="ltr">
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
                <Text dir="auto">{contact.address}</Text>
              </HStack>
              <HStack gap="2" align="start">
                <Clock size={16} aria-hidden style={{ marginTop: 4, flexShrink: 0 }} />
                <Text dir="auto">{contact.workingHours}</Text>
              </HStack>
            </Stack>
          )}
        </SimpleGrid>
        <Text mt="8" pt="6" borderTopWidth="1px" borderColor="brand.700" fontSize="sm" color="brand.200">
          <FormattedMessage id="common.footer.rights" values={{ year: new Date().getFullYear(), site: siteName }} />
        </Text>
      </Container>
    </Box>
  );
}
