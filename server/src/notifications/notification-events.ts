import type { Language } from '../generated/prisma/enums.js';
import type { Settings } from '../settings/settings.schema.js';

/**
 * What a client is told on WhatsApp and SMS (issue 26.2), next to the e-mail announcing the same change. Each event
 * has body parameters in a fixed order (the WhatsApp template the office registered with Meta takes them as
 * {{1}}, {{2}}, …) and, per language, the SMS sentence made of the same parameters.
 */
export const NOTIFICATION_EVENTS = [
  'order_received',
  'payment_instructions',
  'payment_confirmed',
  'documents_requested',
  'document_rejected',
  'result_ready',
  'status_changed',
  'office_message',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Parameters: the client's name, the order number, then what the event adds (a link, a status, a document). */
type Texts = Record<NotificationEvent, (p: string[]) => string>;

const TEXTS: Record<Language, Texts> = {
  ar: {
    order_received: ([name, order, link]) => `مرحباً ${name}، استلمنا طلبك ${order}. تابعه هنا: ${link}`,
    payment_instructions: ([name, order, link]) =>
      `مرحباً ${name}، طلبك ${order} بانتظار الدفع. تعليمات الدفع هنا: ${link}`,
    payment_confirmed: ([name, order, link]) => `مرحباً ${name}، تم تأكيد دفعة طلبك ${order}. ${link}`,
    documents_requested: ([name, order, link]) => `مرحباً ${name}، طلبك ${order} بانتظار وثائق أو معلومات منك: ${link}`,
    document_rejected: ([name, order, document, link]) =>
      `مرحباً ${name}، رُفضت الوثيقة «${document}» في طلبك ${order}. يرجى رفعها من جديد: ${link}`,
    result_ready: ([name, order, link]) => `مرحباً ${name}، نتيجة طلبك ${order} جاهزة: ${link}`,
    status_changed: ([name, order, status, link]) => `مرحباً ${name}، أصبحت حالة طلبك ${order}: ${status}. ${link}`,
    office_message: ([name, order, link]) => `مرحباً ${name}، لديك رسالة جديدة من المكتب بخصوص طلبك ${order}: ${link}`,
  },
  tr: {
    order_received: ([name, order, link]) =>
      `Merhaba ${name}, ${order} numaralı başvurunuzu aldık. Buradan takip edin: ${link}`,
    payment_instructions: ([name, order, link]) =>
      `Merhaba ${name}, ${order} numaralı başvurunuz ödeme bekliyor. Ödeme talimatları: ${link}`,
    payment_confirmed: ([name, order, link]) =>
      `Merhaba ${name}, ${order} numaralı başvurunuzun ödemesi onaylandı. ${link}`,
    documents_requested: ([name, order, link]) =>
      `Merhaba ${name}, ${order} numaralı başvurunuz sizden belge veya bilgi bekliyor: ${link}`,
    document_rejected: ([name, order, document, link]) =>
      `Merhaba ${name}, ${order} numaralı başvurunuzdaki "${document}" belgesi reddedildi. Lütfen yeniden yükleyin: ${link}`,
    result_ready: ([name, order, link]) => `Merhaba ${name}, ${order} numaralı başvurunuzun sonucu hazır: ${link}`,
    status_changed: ([name, order, status, link]) =>
      `Merhaba ${name}, ${order} numaralı başvurunuzun durumu: ${status}. ${link}`,
    office_message: ([name, order, link]) =>
      `Merhaba ${name}, ${order} numaralı başvurunuz hakkında bürodan yeni bir mesajınız var: ${link}`,
  },
  en: {
    order_received: ([name, order, link]) => `Hello ${name}, we received your order ${order}. Track it here: ${link}`,
    payment_instructions: ([name, order, link]) =>
      `Hello ${name}, your order ${order} is awaiting payment. Payment instructions: ${link}`,
    payment_confirmed: ([name, order, link]) =>
      `Hello ${name}, the payment of your order ${order} is confirmed. ${link}`,
    documents_requested: ([name, order, link]) =>
      `Hello ${name}, your order ${order} is waiting for documents or information from you: ${link}`,
    document_rejected: ([name, order, document, link]) =>
      `Hello ${name}, the document "${document}" of your order ${order} was rejected. Please upload it again: ${link}`,
    result_ready: ([name, order, link]) => `Hello ${name}, the result of your order ${order} is ready: ${link}`,
    status_changed: ([name, order, status, link]) => `Hello ${name}, your order ${order} is now: ${status}. ${link}`,
    office_message: ([name, order, link]) =>
      `Hello ${name}, you have a new message from the office about your order ${order}: ${link}`,
  },
};

/** The SMS text (and the e-mail fallback's) of an event in a language. */
export const notificationText = (event: NotificationEvent, language: Language, params: string[]) =>
  TEXTS[language][event](params);

/** The settings' per-event switch: the same ones the e-mails obey (mail/notification-switches.ts). */
export const eventSwitchedOn = (switches: Settings<'notifications'>, event: NotificationEvent) =>
  event === 'order_received'
    ? switches.notify_new_order
    : event === 'payment_instructions' || event === 'payment_confirmed'
      ? switches.notify_payment
      : switches.notify_status_change;

/** The WhatsApp template language codes Meta knows for ours. */
export const WHATSAPP_LANGUAGE: Record<Language, string> = { ar: 'ar', tr: 'tr', en: 'en' };

/** The subject of the e-mail sent instead of a message that could not reach the client's phone. */
export const fallbackSubject = (language: Language, orderNumber: string) =>
  ({
    ar: `تحديث بخصوص طلبك ${orderNumber}`,
    tr: `${orderNumber} numaralı başvurunuz hakkında`,
    en: `News about your order ${orderNumber}`,
  })[language];
