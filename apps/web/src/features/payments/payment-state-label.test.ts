import { paymentStates } from '@ebelediye/contract';
import { describe, expect, it } from 'vitest';
import { payments } from '../../locales/tr/payments';
import { isFinalPaymentState } from './api/query-online-payment-order-status';
import { outcomeOf } from './payment-state-label';

describe('payment states on the result page', () => {
  it('every state the server can send has a Turkish label and a page title', () => {
    for (const state of paymentStates) {
      expect(payments.states[state], state).toMatch(/\S/);
      expect(payments.result.title[outcomeOf(state)], state).toMatch(/\S/);
    }
  });

  it('money taken but not collected is neither "paid" nor "failed", and the page stops asking', () => {
    expect(outcomeOf('REFUND_NEEDED')).toBe('refund');
    expect(payments.result.title.refund).toBe('Ödemeniz iade edilecek');
    expect(isFinalPaymentState('REFUND_NEEDED')).toBe(true);
    expect(outcomeOf('DECLINED')).toBe('failed');
    expect(outcomeOf('PAID_NOT_POSTED')).toBe('pending');
  });
});
