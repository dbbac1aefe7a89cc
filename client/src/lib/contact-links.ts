/** tap-to-call link for a number written with spaces, dashes or brackets. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A map search for the office's address. */
export const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A wa.me link to a number written in any form, with the message already typed. */
export const whatsappLink = (number: string, text: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
