import { useIntl } from 'react-intl';
import { IconButton } from '@chakra-ui/react';
import { MessageCircle, Phone } from 'lucide-react';
import { telLink, whatsappLink } from '../../../../lib/contact-links';

/** Tap-to-call and a WhatsApp chat built from the phone's digits, with the order named in the first message. */
export function ContactActions({
  fullName,
  phone,
  orderNumber,
}: {
  fullName: string;
  phone: string;
  orderNumber: string;
}) {
  const intl = useIntl();
  const message = intl.formatMessage({ id: 'adminOrders.chat.message' }, { name: fullName, orderNumber });
  return (
    <>
      <IconButton
        asChild
        variant="ghost"
        size="sm"
        aria-label={intl.formatMessage({ id: 'adminOrders.action.call' }, { name: fullName })}
      >
        <a href={telLink(phone)}>
          <Phone aria-hidden />
        </a>
      </IconButton>
      <IconButton
        asChild
        variant="ghost"
        size="sm"
        colorPalette="green"
        aria-label={intl.formatMessage({ id: 'adminOrders.action.chat' }, { name: fullName })}
      >
        <a href={whatsappLink(phone, message)} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden />
        </a>
      </IconButton>
    </>
  );
}
