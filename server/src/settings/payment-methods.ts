import type { PaymentMethod } from '../generated/prisma/enums.js';
import type { Settings } from './settings.schema.js';

/**
 * The methods a client may choose: a bank transfer when an IBAN is set, each mobile cash service
 * when cash is accepted and its number is set. Cards are not offered: there is no payment gateway.
 */
export function acceptedPaymentMethods(payment: Settings<'payment'>): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (payment.iban_try || payment.iban_usd) methods.push('bank_transfer');
  if (payment.accept_cash && payment.syriatel_cash_number) methods.push('syriatel_cash');
  if (payment.accept_cash && payment.mtn_cash_number) methods.push('mtn_cash');
  return methods;
}
