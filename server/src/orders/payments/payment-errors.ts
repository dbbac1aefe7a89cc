import { featureErrors } from '../../common/errors/app-error.js';

/** How recording a payment, a refund, a waiver or a receipt review refuses, by code (the same on both APIs). */
export const PaymentErrors = featureErrors({
  PAYMENT_AMOUNT_INVALID: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'مبلغ الدفعة يجب أن يكون أكبر من صفر (المبلغ السالب للاسترداد فقط ومع ذكر السبب)',
      tr: 'Ödeme tutarı sıfırdan büyük olmalıdır (eksi tutar yalnızca nedeni belirtilen iadeler içindir)',
      en: 'The payment amount must be greater than zero (a negative amount is only for a refund, with its reason)',
    },
  },
  REFUND_REASON_REQUIRED: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'اذكر سبب الاسترداد',
      tr: 'Lütfen iade nedenini yazın',
      en: 'Please give the reason for the refund',
    },
  },
  PAYMENT_RATE_MISSING: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'لا يوجد سعر صرف مسجّل على هذا الطلب لهذه العملة، فلا يمكن تحويل الدفعة. سجّلها بعملة الطلب',
      tr: 'Bu siparişte bu para birimi için kayıtlı bir kur olmadığından ödeme çevrilemiyor. Ödemeyi siparişin para biriminde kaydedin',
      en: 'This order has no exchange rate recorded for this currency, so the payment cannot be converted. Record it in the order’s currency',
    },
  },
  PAYMENT_OVER_BALANCE: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'المبلغ أكبر من الرصيد المتبقي على الطلب. أكّد الدفعة الزائدة إن كانت مقصودة',
      tr: 'Tutar, siparişin kalan bakiyesinden fazla. Bilerek yapıldıysa fazla ödemeyi onaylayın',
      en: 'The amount is more than the balance left on the order. Confirm the overpayment if it is intended',
    },
  },
  REFUND_EXCEEDS_PAID: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'لا يمكن استرداد أكثر مما دُفع على الطلب',
      tr: 'Siparişe ödenenden fazlası iade edilemez',
      en: 'A refund cannot be more than what was paid on the order',
    },
  },
  PAYMENT_ORDER_CANCELLED: {
    kind: 'CONFLICT',
    message: {
      ar: 'لا تُسجَّل دفعة على طلب ملغي أو مسترد',
      tr: 'İptal veya iade edilmiş bir siparişe ödeme kaydedilemez',
      en: 'A payment cannot be recorded on a cancelled or refunded order',
    },
  },
  PAYMENT_WAIVE_ADMIN_ONLY: {
    kind: 'FORBIDDEN',
    message: {
      ar: 'التنازل عن المبلغ المستحق متاح للمدير فقط',
      tr: 'Kalan tutardan yalnızca yönetici vazgeçebilir',
      en: 'Only an administrator can waive the amount due',
    },
  },
  PAYMENT_NOTHING_TO_WAIVE: {
    kind: 'CONFLICT',
    message: {
      ar: 'لا يوجد رصيد مستحق على هذا الطلب للتنازل عنه',
      tr: 'Bu siparişte vazgeçilecek bir bakiye yok',
      en: 'There is no balance due on this order to waive',
    },
  },
  BALANCE_OUTSTANDING: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'لا يمكن متابعة الطلب قبل سداد المبلغ المستحق: سجّل الدفعة أو اطلب من المدير التنازل عنه مع ذكر السبب',
      tr: 'Kalan tutar ödenmeden sipariş ilerleyemez: ödemeyi kaydedin veya yöneticiden nedenini belirterek bu tutardan vazgeçmesini isteyin',
      en: 'The order cannot go on until the amount due is paid: record the payment or ask an administrator to waive it with a reason',
    },
  },
  RECEIPT_NOT_FOUND: {
    kind: 'NOT_FOUND',
    message: {
      ar: 'إيصال الدفع غير موجود في هذا الطلب',
      tr: 'Ödeme dekontu bu siparişte bulunamadı',
      en: 'The payment receipt was not found on this order',
    },
  },
  RECEIPT_ALREADY_REVIEWED: {
    kind: 'CONFLICT',
    message: {
      ar: 'تمت مراجعة هذا الإيصال من قبل ولا يمكن مراجعته مرة أخرى',
      tr: 'Bu dekont zaten incelendi ve yeniden incelenemez',
      en: 'This receipt has already been reviewed and cannot be reviewed again',
    },
  },
  RECEIPT_REJECT_REASON_REQUIRED: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'اذكر سبب رفض الإيصال ليعرفه العميل',
      tr: 'Müşterinin bilmesi için dekontun ret nedenini yazın',
      en: 'Please give the reason for rejecting the receipt so the client knows',
    },
  },
  RECEIPT_AMOUNT_REQUIRED: {
    kind: 'VALIDATION_FAILED',
    message: {
      ar: 'أدخل المبلغ والعملة كما في الإيصال لقبوله',
      tr: 'Dekontu kabul etmek için üzerindeki tutarı ve para birimini girin',
      en: 'Enter the amount and currency shown on the receipt to accept it',
    },
  },
});
