import type { Language } from '../../generated/prisma/enums.js';
import { COMMON_TEXTS, mailNumber, renderMail } from '../../mail/mail-layout.js';
import type { OutgoingMail } from '../../mail/mail-outbox.js';

const WEBHOOK_DISABLED = {
  ar: {
    subject: 'تم إيقاف نقطة استقبال الإشعارات (Webhook)',
    stopped: (failures: string) =>
      `أوقفنا إرسال الإشعارات إلى نقطة الاستقبال التالية بعد فشل ${failures} عمليات إرسال متتالية:`,
    next: 'تحقق من أن العنوان يعمل ويرد بحالة 2xx، ثم أعد تفعيله من واجهة البرمجة. لن تُرسل الأحداث الجديدة إليه حتى ذلك الحين.',
    action: 'دليل واجهة البرمجة',
  },
  tr: {
    subject: 'Webhook uç noktanız devre dışı bırakıldı',
    stopped: (failures: string) =>
      `Art arda ${failures} başarısız gönderimden sonra aşağıdaki uç noktaya bildirim göndermeyi durdurduk:`,
    next: 'Adresin çalıştığını ve 2xx durum koduyla yanıt verdiğini kontrol edip API üzerinden yeniden etkinleştirin. O zamana kadar yeni olaylar gönderilmeyecek.',
    action: 'API kılavuzu',
  },
  en: {
    subject: 'Your webhook endpoint was disabled',
    stopped: (failures: string) =>
      `We stopped sending events to this endpoint after ${failures} failed deliveries in a row:`,
    next: 'Check that the URL works and answers with a 2xx status, then enable it again through the API. New events are not sent to it until then.',
    action: 'The API guide',
  },
};

/** The owner of an endpoint the sender disabled: which URL, why, and how to enable it again. */
export function webhookDisabledMail(input: {
  to: string;
  language: Language;
  fullName: string;
  url: string;
  failures: number;
  siteName: string;
  /** The API's documentation, where enabling an endpoint again is described. */
  docsLink: string;
}): Promise<OutgoingMail> {
  const t = WEBHOOK_DISABLED[input.language];
  return renderMail(
    { kind: 'webhook_disabled', to: input.to, subject: t.subject },
    {
      language: input.language,
      siteName: input.siteName,
      paragraphs: [
        COMMON_TEXTS[input.language].greeting(input.fullName),
        t.stopped(mailNumber(input.language, input.failures)),
        input.url,
        t.next,
      ],
      action: { href: input.docsLink, label: t.action },
    },
  );
}
