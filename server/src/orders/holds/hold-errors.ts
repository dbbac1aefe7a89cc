import { featureErrors } from '../../common/errors/app-error.js';

/** How putting an order on hold, answering and resuming it refuse, by code. */
export const HoldErrors = featureErrors({
  HOLD_ORDER_CLOSED: {
    kind: 'CONFLICT',
    message: 'لا يمكن إيقاف طلب مكتمل أو ملغي أو مسترد بانتظار العميل',
  },
  ORDER_ALREADY_ON_HOLD: {
    kind: 'CONFLICT',
    message: 'الطلب متوقف بالفعل بانتظار العميل. استأنفه أولاً قبل طلب شيء جديد',
  },
  ORDER_NOT_ON_HOLD: { kind: 'CONFLICT', message: 'الطلب ليس متوقفاً بانتظار العميل' },
  HOLD_ANSWER_OWNER_ONLY: { kind: 'FORBIDDEN', message: 'الرد على طلب المكتب متاح لصاحب الطلب فقط' },
});
