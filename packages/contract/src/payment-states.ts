// The card payment's states and their names, apart from the payment operations' schemas: the citizen's
// sentences read the names without loading the payment contract.

/**
 * REFUND_NEEDED: the bank took the money but it could not be collected (debts paid meanwhile, amount
 * differs); staff refund it at the desk. REFUNDED / VOIDED: the whole amount went back to the card by
 * the bank's Credit / Void (decision 083); a partial refund keeps PAID with a refunded total.
 */
export const paymentStates = [
  'CREATED',
  'AUTHORISING',
  'UNKNOWN',
  'PAID_NOT_POSTED',
  'PAID',
  'DECLINED',
  'FAILED',
  'EXPIRED',
  'REFUND_NEEDED',
  'REFUNDED',
  'VOIDED',
] as const;
export type PaymentState = (typeof paymentStates)[number];

/** Each state's name as a person reads it: the citizen's pages and the desk show the same words. */
export const paymentStateNames: Record<PaymentState, string> = {
  CREATED: 'Bankaya yönlendirildi',
  AUTHORISING: 'Bankada onaylanıyor',
  UNKNOWN: 'Banka yanıtı bekleniyor',
  PAID_NOT_POSTED: 'Tahsilata işleniyor',
  PAID: 'Ödendi',
  DECLINED: 'Reddedildi',
  FAILED: 'Gerçekleşmedi',
  EXPIRED: 'Zaman aşımına uğradı',
  REFUND_NEEDED: 'İade edilecek',
  REFUNDED: 'İade edildi',
  VOIDED: 'İptal edildi',
};
