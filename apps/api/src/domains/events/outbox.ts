import type { IntegrationEvent, IntegrationEventType } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import { type EventRowRead, insertCollectionEvent, insertEvent } from './store';

/** For payments' transition statement: the REFUND_NEEDED event written by the same statement. */
export { refundNeededEventInsert } from './store';

/**
 * Writes an event into the outbox. Call it with the transaction that makes the change: the event
 * commits with the change or not at all (decision 078). `data` is the object as it stood, keyed by
 * the revenue system's numbers, without personal data the revenue system does not need.
 */
export async function recordEvent(
  tx: Queryable,
  event: { type: IntegrationEventType; registryOid: string | null; data: Record<string, unknown>; now: Date },
): Promise<void> {
  await insertEvent(tx, event);
}

/** `collection.succeeded` for a card collection posted in `tx` (its receipt number is added when read). */
export async function recordCollectionSucceeded(tx: Queryable, collectionId: number, now: Date): Promise<void> {
  await insertCollectionEvent(tx, collectionId, now);
}

/**
 * `refund.succeeded`: what the bank refund, when it comes, calls in the transaction that records the
 * refund as made.
 */
export async function recordRefundSucceeded(
  tx: Queryable,
  refund: { registryOid: string; orderNo: string; amountKurus: number; refundedAt: Date; bankReference: string | null },
): Promise<void> {
  await insertEvent(tx, {
    type: 'refund.succeeded',
    registryOid: refund.registryOid,
    data: {
      orderNo: refund.orderNo,
      amountKurus: refund.amountKurus,
      refundedAt: refund.refundedAt.toISOString(),
      bankReference: refund.bankReference,
    },
    now: refund.refundedAt,
  });
}

/** An outbox row as the wire carries it, in webhooks and in the feed alike. */
export function integrationEventOf(row: EventRowRead): IntegrationEvent {
  const data = row.receipt_no === null ? row.data : withReceipt(row.data, row.receipt_no);
  return {
    id: `evt_${Number(row.id)}`,
    type: row.type as IntegrationEventType,
    createdAt: new Date(row.created_at).toISOString(),
    registryNo: row.registry_no,
    data,
  };
}

/** The receipt number after the order number, where a reader looks for it. */
function withReceipt(data: Record<string, unknown>, receiptNo: string): Record<string, unknown> {
  const { orderNo, ...rest } = data;
  return { orderNo, receiptNo, ...rest };
}
