import type { Language, PaymentMethod } from '../generated/prisma/enums.js';

/** How each payment method is named, in each language: the PDFs, the exports (the client's catalogues say the same). */
export const PAYMENT_METHOD_NAMES: Record<Language, Record<PaymentMethod, string>> = {
  ar: { bank_transfer: 'تحويل بنكي', syriatel_cash: 'سيرياتيل كاش', mtn_cash: 'MTN كاش' },
  tr: { bank_transfer: 'Banka havalesi', syriatel_cash: 'Syriatel Cash', mtn_cash: 'MTN Cash' },
  en: { bank_transfer: 'Bank transfer', syriatel_cash: 'Syriatel Cash', mtn_cash: 'MTN Cash' },
};
