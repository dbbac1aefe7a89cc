import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Center, Link, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { mapLink, telLink, whatsappLink } from '../../lib/contact-links';
import type { MessageId } from '../../lib/i18n';

export const ContactDetailsFragment = graphql(`
  fragment ContactDetails on CmsContact {
    phone
    whatsapp
    email
    address
    workingHours
  }
`);

/** One detail as a dt/dd pair (a dl allows only those inside its divs), the icon beside them in the margin. */
function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: MessageId; children: ReactNode }) {
  return (
    <Box position="relative" ps="14" minH="10">
      <Text as="dt" fontSize="sm" color="gray.600">
        <Center position="absolute" insetStart="0" top="0" boxSize="10" rounded="lg" bg="brand.50" color="brand.600">
          <Icon size={20} aria-hidden />
        </Center>
        <FormattedMessage id={label} />
      </Text>
      <Box as="dd" fontWeight="semibold" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

/** The office's contact details from the CMS, each one a tap away: call, WhatsApp, e-mail, map. */
export function ContactDetails({ contact: ref }: { contact: FragmentType<typeof ContactDetailsFragment> }) {
  const intl = useIntl();
  const contact = getFragmentData(ContactDetailsFragment, ref);
  return (
    <Stack as="dl" gap="5">
      {contact.phone && (
        <Detail icon={Phone} label="pages.contact.phone">
          <Link href={telLink(contact.phone)} color="brand.700" dir="ltr">
            {contact.phone}
          </Link>
        </Detail>
      )}
      {contact.whatsapp && (
        <Detail icon={MessageCircle} label="pages.contact.whatsapp">
          <Link
            href={whatsappLink(contact.whatsapp, intl.formatMessage({ id: 'common.whatsapp.greeting' }))}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.700"
          >
            <FormattedMessage id="pages.contact.whatsappAction" />
          </Link>
          <Text fontWeight="normal" color="gray.600" fontSize="sm">
            <bdi dir="ltr">{contact.whatsapp}</bdi>
          </Text>
        </Detail>
      )}
      {contact.email && (
        <Detail icon={Mail} label="pages.contact.email">
          <Link href={`mailto:${contact.email}`} color="brand.700">
            {contact.email}
          </Link>
        </Detail>
      )}
      {contact.address && (
        <Detail icon={MapPin} label="pages.contact.address">
          <Text dir="auto">{contact.address}</Text>
          <Link
            href={mapLink(contact.address)}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.700"
            fontWeight="normal"
            fontSize="sm"
            textDecoration="underline"
          >
            <FormattedMessage id="pages.contact.map" />
          </Link>
        </Detail>
      )}
      {contact.workingHours && (
        <Detail icon={Clock} label="pages.contact.hours">
          {contact.workingHours}
        </Detail>
      )}
    </Stack>
  );
}
