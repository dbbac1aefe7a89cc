import { featureErrors } from '../../common/errors/app-error.js';

/** How putting an order on hold, answering and resuming it refuse, by code. */
export const HoldErrors = featureErrors({
  HOLD_ORDER_CLOSED: {
    kind: 'CONFLICT',
    message: {
      ar: 'لا يمكن إيقاف طلب مكتمل أو ملغي أو مسترد بانتظار العميل',
      tr: 'Tamamlanmış, iptal edilmiş veya iade edilmiş bir sipariş müşteriyi beklemeye alınamaz',
      en: 'A completed, cancelled or refunded order cannot be put on hold for the client',
    },
  },
  ORDER_ALREADY_ON_HOLD: {
    kind: 'CONFLICT',
    message: {
      ar: 'الطلب متوقف بالفعل بانتظار العميل. استأنفه أولاً قبل طلب شيء جديد',
      tr: 'Sipariş zaten müşteriyi bekliyor. Yeni bir şey istemeden önce siparişi devam ettirin',
      en: 'The order is already on hold for the client. Resume it before asking for something new',
    },
  },
  ORDER_NOT_ON_HOLD: {
    kind: 'CONFLICT',
    message: {
      ar: 'الطلب ليس متوقفاً بانتظار العميل',
      tr: 'Sipariş müşteriyi beklemiyor',
      en: 'The order is not on hold for the client',
    },
  },
  HOLD_ANSWER_OWNER_ONLY: {
    kind: 'FORBIDDEN',
    message: {
      ar: 'الرد على طلب المكتب متاح لصاحب الطلب فقط',
      tr: 'Büronun isteğini yalnızca sipariş sahibi yanıtlayabilir',
      en: 'Only the owner of the order can answer the office’s request',
    },
  },
});
