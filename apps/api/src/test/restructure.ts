import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { smsOutbox, throttles } from '../db/schema';
import type { TestApp } from './app';

/**
 * Restructures debts as the citizen does on the screen: the open campaign's quote, the SMS code (read
 * from the outbox before it is sent) and the save. The SMS limits are cleared first, so a test may
 * restructure as often as it needs. Answers SaveRestructuring's response (or the quote's, when refused).
 */
export async function restructure(
  t: TestApp,
  cookie: Record<string, string>,
  phone: string,
  accrualIds: number[],
  options: { installments?: number; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const { installments = 6, remoteAddress } = options;
  const call = (name: string, body: unknown) =>
    t.call(name, body, { headers: cookie, ...(remoteAddress ? { remoteAddress } : {}) });
  const current = (await call('GetRestructuringCurrentParameter', {})).json();
  const campaignId = current.current.campaignId as number;
  const quote = await call('AdjustRestructuring', { campaignId, accrualIds });
  if (quote.statusCode !== 200) return quote;
  const option = quote
    .json()
    .options.find((candidate: { installments: number }) => candidate.installments === installments);
  await t.db.delete(throttles);
  const sent = await call('SendRestructuringConfirmationCode', {});
  if (sent.statusCode !== 200) return sent;
  const [row] = await t.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = /(\d{6})/.exec(row.body)![1];
  return call('SaveRestructuring', {
    campaignId,
    accrualIds,
    installments,
    expectedTotalKurus: option.totalKurus,
    acceptTerms: true,
    operationReferenceNumber: sent.json().operationReferenceNumber,
    userEntredCode: code,
  });
}
