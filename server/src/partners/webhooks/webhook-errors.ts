import { featureErrors } from '../../common/errors/app-error.js';
import { WEBHOOK_EVENT_TYPES } from './webhook-event-types.js';

const EVENTS = WEBHOOK_EVENT_TYPES.join(', ');

/** How webhook management refuses, by code (REST `code`, GraphQL `extensions.reason`). */
export const WebhookErrors = featureErrors({
  WEBHOOK_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: {
      ar: 'لم يتم العثور على نقطة الاستقبال',
      tr: 'Webhook uç noktası bulunamadı',
      en: 'The webhook endpoint was not found',
    },
  },
  WEBHOOK_DELIVERY_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: {
      ar: 'لم يتم العثور على الإرسال',
      tr: 'Webhook gönderimi bulunamadı',
      en: 'The webhook delivery was not found',
    },
  },
  WEBHOOK_OWNER_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: {
      ar: 'لا يوجد شريك بهذا الرقم',
      tr: 'Bu numarada bir iş ortağı yok',
      en: 'There is no partner with this id',
    },
  },
  WEBHOOK_UNKNOWN_EVENT: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: `حدث غير معروف؛ الأحداث المتاحة: ${EVENTS}`,
      tr: `Bilinmeyen olay; kullanılabilen olaylar: ${EVENTS}`,
      en: `Unknown event; the events are: ${EVENTS}`,
    },
  },
  WEBHOOK_URL_INVALID: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'عنوان نقطة الاستقبال غير صحيح',
      tr: 'Webhook adresi geçerli değil',
      en: 'The webhook URL is not valid',
    },
  },
  WEBHOOK_URL_NOT_HTTPS: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'يجب أن يبدأ عنوان نقطة الاستقبال بـ https://',
      tr: 'Webhook adresi https:// ile başlamalıdır',
      en: 'The webhook URL must start with https://',
    },
  },
  WEBHOOK_URL_INWARD: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'عنوان نقطة الاستقبال يشير إلى شبكة داخلية أو خاصة، أو لا يمكن الوصول إليه',
      tr: 'Webhook adresi dahili veya özel bir ağı gösteriyor ya da çözümlenemiyor',
      en: 'The webhook URL points to an internal or private network, or cannot be resolved',
    },
  },
  WEBHOOK_DISABLED: {
    kind: 'CONFLICT',
    message: {
      ar: 'نقطة الاستقبال معطلة؛ فعّلها أولاً',
      tr: 'Webhook uç noktası devre dışı; önce etkinleştirin',
      en: 'The webhook endpoint is disabled; enable it first',
    },
  },
});
