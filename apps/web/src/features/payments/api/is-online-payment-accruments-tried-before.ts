import { callOperation } from '../../../lib/api-client';

/**
 * Which open payment holds some of these debts: asked after a refused attempt (409), so the screen
 * can link to that payment's status instead of only saying that one exists.
 */
export async function findOpenPaymentFor(accrualIds: number[]): Promise<string | null> {
  try {
    const { openOrderNo } = await callOperation('IsOnlinePaymentAccrumentsTriedBefore', { accrualIds });
    return openOrderNo;
  } catch {
    // Only a link is lost; the refusal's own sentence is still shown.
    return null;
  }
}
