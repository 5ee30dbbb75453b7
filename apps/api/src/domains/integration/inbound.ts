// STUB: replaced by the inbound helper's module at merge
import {
  accrualCancellationRowSchema,
  accrualRowSchema,
  type BatchResult,
  outsideCollectionRowSchema,
  registryRowSchema,
  type RowResult,
  subscriptionRowSchema,
} from '@ebelediye/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';

export type InboundKind = 'registries' | 'subscriptions' | 'accruals' | 'accrual-cancellations' | 'collections';

const schemas: Record<InboundKind, { schema: z.ZodType; key: string }> = {
  registries: { schema: registryRowSchema, key: 'registryNo' },
  subscriptions: { schema: subscriptionRowSchema, key: 'subscriberNo' },
  accruals: { schema: accrualRowSchema, key: 'accrualNo' },
  'accrual-cancellations': { schema: accrualCancellationRowSchema, key: 'accrualNo' },
  collections: { schema: outsideCollectionRowSchema, key: 'receiptNo' },
};

/** Checks each row against the contract and writes nothing: the door's stand-in until the real module lands. */
export async function applyBatch(
  _db: Database,
  kind: InboundKind,
  rows: unknown[],
  _options: { dryRun: boolean; now: Date },
): Promise<BatchResult> {
  const { schema, key } = schemas[kind];
  const results: RowResult[] = rows.map((row, index) => {
    const keyValue = row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
    const parsed = schema.safeParse(row);
    const base = { row: index + 1, key: typeof keyValue === 'string' ? keyValue : '' };
    if (parsed.success) return { ...base, outcome: 'unchanged' };
    const issue = parsed.error.issues[0];
    return { ...base, outcome: 'error', message: issue.message, field: issue.path.join('.') || undefined };
  });
  return { applied: results.every((result) => result.outcome !== 'error'), results };
}
