import { featureErrors } from '../../common/errors/app-error.js';

/** How recording a payment, a refund, a waiver or a receipt review refuses, by code (the same on both APIs). */
export const PaymentErrors = featureErrors({
  PAYMENT_AMOUNT_INVALID: {
    kind: 'VALIDATION_FAILED',
    message: 'مبلغ الدفعة يجب أن يكون أكبر من صفر (المبلغ السالب للاسترداد فقط ومع ذكر السبب)',
  },
  REFUND_REASON_REQUIRED: { kind: 'VALIDATION_FAILED', message: 'اذكر سبب الاسترداد' },
  PAYMENT_RATE_MISSING: {
    kind: 'VALIDATION_FAILED',
    message: 'لا يوجد سعر صرف مسجّل على هذا الطلب لهذه العملة، فلا يمكن تحويل الدفعة. سجّلها بعملة الطلب',
  },
  PAYMENT_OVER_BALANCE: {
    kind: 'VALIDATION_FAILED',
    message: 'المبلغ أكبر من الرصيد المتبقي على الطلب. أكّد الدفعة الزائدة إن كانت مقصودة',
  },
  REFUND_EXCEEDS_PAID: { kind: 'VALIDATION_FAILED', message: 'لا يمكن استرداد أكثر مما دُفع على الطلب' },
  PAYMENT_ORDER_CANCELLED: { kind: 'CONFLICT', message: 'لا تُسجَّل دفعة على طلب ملغي أو مسترد' },
  PAYMENT_WAIVE_ADMIN_ONLY: { kind: 'FORBIDDEN', message: 'التنازل عن المبلغ المستحق متاح للمدير فقط' },
  PAYMENT_NOTHING_TO_WAIVE: { kind: 'CONFLICT', message: 'لا يوجد رصيد مستحق على هذا الطلب للتنازل عنه' },
  BALANCE_OUTSTANDING: {
    kind: 'VALIDATION_FAILED',
    message: 'لا يمكن متابعة الطلب قبل سداد المبلغ المستحق: سجّل الدفعة أو اطلب من المدير التنازل عنه مع ذكر السبب',
  },
  RECEIPT_NOT_FOUND: { kind: 'NOT_FOUND', message: 'إيصال الدفع غير موجود في هذا الطلب' },
  RECEIPT_ALREADY_REVIEWED: {
    kind: 'CONFLICT',
    message: 'تمت مراجعة هذا الإيصال من قبل ولا يمكن مراجعته مرة أخرى',
  },
  RECEIPT_REJECT_REASON_REQUIRED: { kind: 'VALIDATION_FAILED', message: 'اذكر سبب رفض الإيصال ليعرفه العميل' },
  RECEIPT_AMOUNT_REQUIRED: { kind: 'VALIDATION_FAILED', message: 'أدخل المبلغ والعملة كما في الإيصال لقبوله' },
});
