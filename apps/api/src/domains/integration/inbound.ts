import {
  accrualCancellationRowSchema,
  accrualRowSchema,
  collectionTypeCodes,
  inboundMessages,
  integrationBatchMax,
  integrationMessages,
  outsideCollectionRowSchema,
  registryRowSchema,
  subscriptionRowSchema,
  type AccrualCancellationRow,
  type AccrualRow,
  type BatchResult,
  type OutsideCollectionRow,
  type RegistryRow,
  type RowResult,
  type SubscriptionRow,
} from '@ebelediye/contract';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { guaranteed } from '../../errors';
import { definedRevenueCodes, lockAccrualsByNo, upsertAccrualsFromSource } from '../debts/accruals';
import { cancelAccrualsByNo, collect, collectionsWithReceipts, lastReceiptOn } from '../debts/collecting';
import {
  lockPortalOnlyRegistries,
  lockRegistriesByNo,
  newRegistryOid,
  registryOidsByNo,
  upsertRegistriesFromSource,
  type SourceRegistry,
} from '../session/registries';
import { subscriptionsWithNos, upsertSubscriptionsFromSource } from '../subscriptions/from-revenue-system';

/**
 * The rows the municipality's revenue system pushes in by its own keys (docs/integration.md, "Keys,
 * versions and the one collectability rule"), for the integration API and the file import alike. A
 * batch is checked whole — every row against the contract's schema, then against the database — and
 * written only when no row is an error, in one transaction and a handful of set-based statements
 * whatever the batch's size (the API's budget is thousands of accruals a second).
 */
export type InboundKind = 'registries' | 'subscriptions' | 'accruals' | 'accrual-cancellations' | 'collections';

export const inboundKinds: readonly InboundKind[] = [
  'registries',
  'subscriptions',
  'accruals',
  'accrual-cancellations',
  'collections',
];

export function isInboundKind(value: string): value is InboundKind {
  return (inboundKinds as readonly string[]).includes(value);
}

interface RowsOf {
  registries: RegistryRow;
  subscriptions: SubscriptionRow;
  accruals: AccrualRow;
  'accrual-cancellations': AccrualCancellationRow;
  collections: OutsideCollectionRow;
}

const schemas: { [K in InboundKind]: z.ZodType<RowsOf[K]> } = {
  registries: registryRowSchema,
  subscriptions: subscriptionRowSchema,
  accruals: accrualRowSchema,
  'accrual-cancellations': accrualCancellationRowSchema,
  collections: outsideCollectionRowSchema,
};

/** The field holding each kind's key: a row's key names it in the answer, and may appear once per batch. */
export const inboundKeyFields: { [K in InboundKind]: keyof RowsOf[K] & string } = {
  registries: 'registryNo',
  subscriptions: 'subscriberNo',
  accruals: 'accrualNo',
  'accrual-cancellations': 'accrualNo',
  collections: 'receiptNo',
};

/** A row that passed its schema, with its place in the batch. */
interface Parsed<T> {
  index: number;
  row: T;
}

/** What the check decided for the rows that passed their schema, and how to write them. */
interface Plan {
  /** The write, run only when no row of the batch is an error and it is not a dry run. */
  apply: (tx: Transaction) => Promise<void>;
}

interface Context {
  tx: Transaction;
  now: Date;
  results: RowResult[];
}

/**
 * Checks the rows and, unless any is an error or it is a dry run, writes them in one transaction.
 * A row whose stored version is newer is `stale` (the stored row wins), an equal one `unchanged`:
 * the same batch twice has one effect.
 */
export async function applyBatch(
  db: Database,
  kind: InboundKind,
  rows: unknown[],
  options: { dryRun: boolean; now: Date },
): Promise<BatchResult> {
  const refusal = batchSizeRefusal(rows);
  if (refusal) return refusal;
  return db.transaction((tx) => applyBatchIn(tx, kind, rows, options));
}

function batchSizeRefusal(rows: unknown[]): BatchResult | undefined {
  if (rows.length === 0)
    return {
      applied: false,
      results: [{ row: 0, key: '', outcome: 'error', message: integrationMessages.batchEmpty }],
    };
  if (rows.length > integrationBatchMax)
    return {
      applied: false,
      results: [{ row: 0, key: '', outcome: 'error', message: integrationMessages.batchTooLarge }],
    };
  return undefined;
}

/** `applyBatch` inside the caller's transaction (the file import applies all of a file's chunks in one). */
export async function applyBatchIn(
  tx: Transaction,
  kind: InboundKind,
  rows: unknown[],
  options: { dryRun: boolean; now: Date },
): Promise<BatchResult> {
  const refusal = batchSizeRefusal(rows);
  if (refusal) return refusal;
  const keyField = inboundKeyFields[kind];
  const results: RowResult[] = rows.map((raw, index) => ({
    row: index + 1,
    key: rawKey(raw, keyField),
    outcome: 'unchanged',
  }));
  const parsed: Parsed<RowsOf[typeof kind]>[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, index) => {
    const outcome = schemas[kind].safeParse(raw);
    if (!outcome.success) {
      const [issue] = outcome.error.issues;
      results[index] = { ...results[index], outcome: 'error', message: issue.message, field: fieldOf(issue.path) };
      return;
    }
    const key = String(outcome.data[keyField as keyof typeof outcome.data]);
    results[index].key = key;
    const first = seen.get(key);
    if (first !== undefined) {
      results[index] = {
        ...results[index],
        outcome: 'error',
        message: `${integrationMessages.duplicateKeyInBatch} (${first + 1}. satır)`,
        field: keyField,
      };
      return;
    }
    seen.set(key, index);
    parsed.push({ index, row: outcome.data });
  });

  const context: Context = { tx, now: options.now, results };
  const plan = await planners[kind](context, parsed as never);
  if (results.some((result) => result.outcome === 'error')) {
    return {
      applied: false,
      results: results.map((result) =>
        result.outcome === 'error' ? result : { row: result.row, key: result.key, outcome: result.outcome },
      ),
    };
  }
  if (options.dryRun) return { applied: false, results };
  await plan.apply(tx);
  return { applied: true, results };
}

function rawKey(raw: unknown, keyField: string): string {
  if (raw && typeof raw === 'object' && keyField in raw) {
    const value = (raw as Record<string, unknown>)[keyField];
    if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  }
  return '';
}

/** A zod path as the answer names a field: `lines.0.accrualNo`. */
export function fieldOf(path: PropertyKey[]): string | undefined {
  return path.length ? path.map(String).join('.') : undefined;
}

/** Marks the row an error; a row already an error keeps its first problem (one message per row). */
function fail(context: Context, index: number, message: string, field: string): void {
  if (context.results[index].outcome === 'error') return;
  context.results[index] = { ...context.results[index], outcome: 'error', message, field };
}

/** Compares the row's version with the stored one: stale, unchanged or (to write) updated. */
function byVersion(context: Context, index: number, stored: number | null, version: number): boolean {
  const result = context.results[index];
  if (stored !== null && stored > version) {
    context.results[index] = {
      ...result,
      outcome: 'stale',
      message: inboundMessages.staleVersion.replace('{stored}', String(stored)).replace('{version}', String(version)),
      field: 'version',
    };
    return false;
  }
  if (stored !== null && stored === version) {
    context.results[index] = { ...result, outcome: 'unchanged' };
    return false;
  }
  context.results[index] = { ...result, outcome: 'updated' };
  return true;
}

function created(context: Context, index: number): void {
  context.results[index] = { ...context.results[index], outcome: 'created' };
}

type Planner<K extends InboundKind> = (context: Context, rows: Parsed<RowsOf[K]>[]) => Promise<Plan>;

const planners: { [K in InboundKind]: Planner<K> } = {
  registries: planRegistries,
  subscriptions: planSubscriptions,
  accruals: planAccruals,
  'accrual-cancellations': planCancellations,
  collections: planCollections,
};

/**
 * Registries by registryNo. A registry number new to the portal whose identity number belongs to a
 * registry the revenue system never pushed (a citizen who signed up first) claims that registry, so
 * the citizen's account sees what the revenue system pushes for it; otherwise a new registry.
 */
async function planRegistries(context: Context, rows: Parsed<RegistryRow>[]): Promise<Plan> {
  const { tx, now } = context;
  const stored = new Map(
    (
      await lockRegistriesByNo(
        tx,
        rows.map(({ row }) => row.registryNo),
      )
    ).map((registry) => [registry.registryNo, registry]),
  );
  const fresh = rows.filter(({ row }) => !stored.has(row.registryNo));
  const portalOnly = await lockPortalOnlyRegistries(
    tx,
    fresh.map(({ row }) => row.identityNo),
  );
  const claimed = new Set<string>();
  const toWrite: SourceRegistry[] = [];
  for (const { index, row } of rows) {
    const known = stored.get(row.registryNo);
    let oid: string;
    if (known) {
      if (!byVersion(context, index, known.sourceVersion, row.version)) continue;
      oid = known.oid;
    } else {
      const candidates = portalOnly.filter(
        (registry) => registry.identityNo === row.identityNo && !claimed.has(registry.oid),
      );
      const claim = candidates.find((registry) => registry.kind === row.kind) ?? candidates[0];
      oid = claim?.oid ?? newRegistryOid();
      claimed.add(oid);
      created(context, index);
    }
    toWrite.push({
      oid,
      registryNo: row.registryNo,
      kind: row.kind,
      identityNo: row.identityNo,
      name: row.name,
      surname: row.surname,
      phone: row.phone ?? null,
      email: row.email ?? null,
      address: row.address ?? null,
      version: row.version,
    });
  }
  return {
    apply: async (write) => {
      await upsertRegistriesFromSource(write, toWrite, now);
    },
  };
}

/** The portal's oid of each registry number the rows name; an unknown one is an error of its row. */
async function resolveRegistries(
  context: Context,
  rows: Parsed<{ registryNo: string }>[],
): Promise<Map<string, string>> {
  const oids = await registryOidsByNo(
    context.tx,
    rows.map(({ row }) => row.registryNo),
  );
  for (const { index, row } of rows)
    if (!oids.has(row.registryNo)) fail(context, index, integrationMessages.registryUnknown, 'registryNo');
  return oids;
}

const isError = (context: Context, index: number) => context.results[index].outcome === 'error';

async function planSubscriptions(context: Context, rows: Parsed<SubscriptionRow>[]): Promise<Plan> {
  const { tx, now } = context;
  const oids = await resolveRegistries(context, rows);
  const stored = new Map(
    (
      await subscriptionsWithNos(
        tx,
        rows.map(({ row }) => row.subscriberNo),
      )
    ).map((subscription) => [subscription.subscriberNo, subscription]),
  );
  const toWrite = rows.flatMap(({ index, row }) => {
    if (isError(context, index)) return [];
    const known = stored.get(row.subscriberNo);
    if (known) {
      // One made by the portal (no version) is the revenue system's to overwrite: it is the book of record.
      if (!byVersion(context, index, known.sourceVersion, row.version)) return [];
    } else created(context, index);
    return [{ ...row, registryOid: guaranteed(oids.get(row.registryNo), 'registry') }];
  });
  return {
    apply: async (write) => {
      await upsertSubscriptionsFromSource(write, toWrite, now);
    },
  };
}

/**
 * Accruals by accrualNo. An amount may change, but not below what was already collected on it; a
 * card payment at the bank for it keeps its amount and is judged by the collectability rule when it
 * lands. `cancelled` cancels it (terkin).
 */
async function planAccruals(context: Context, rows: Parsed<AccrualRow>[]): Promise<Plan> {
  const { tx, now } = context;
  const oids = await resolveRegistries(context, rows);
  const codes = await definedRevenueCodes(
    tx,
    rows.map(({ row }) => row.revenueCode),
  );
  const subscriberNos = rows.flatMap(({ row }) => (row.subscriberNo ? [row.subscriberNo] : []));
  const subscriptions = new Set((await subscriptionsWithNos(tx, subscriberNos)).map((row) => row.subscriberNo));
  const stored = new Map(
    (
      await lockAccrualsByNo(
        tx,
        rows.map(({ row }) => row.accrualNo),
      )
    ).map((accrual) => [accrual.accrualNo, accrual]),
  );
  const toWrite = rows.flatMap(({ index, row }) => {
    if (!codes.has(row.revenueCode)) fail(context, index, integrationMessages.revenueTypeUnknown, 'revenueCode');
    if (row.subscriberNo && !subscriptions.has(row.subscriberNo))
      fail(context, index, integrationMessages.subscriptionUnknown, 'subscriberNo');
    if (isError(context, index)) return [];
    const known = stored.get(row.accrualNo);
    if (known) {
      if (!byVersion(context, index, known.sourceVersion, row.version)) return [];
      // A plan's installments were computed from this accrual: its amount, status and registry stay while the plan runs.
      const registryOid = guaranteed(oids.get(row.registryNo), 'registry');
      if (
        known.restructuringPlanId !== null &&
        (row.amountKurus !== known.principalKurus || row.status === 'cancelled' || registryOid !== known.registryOid)
      ) {
        fail(
          context,
          index,
          inboundMessages.accrualRestructured,
          row.amountKurus !== known.principalKurus ? 'amountKurus' : 'status',
        );
        return [];
      }
      if (row.amountKurus < known.paidKurus) {
        fail(context, index, inboundMessages.amountBelowPaid.replace('{paid}', String(known.paidKurus)), 'amountKurus');
        return [];
      }
    } else created(context, index);
    return [
      {
        accrualNo: row.accrualNo,
        registryOid: guaranteed(oids.get(row.registryNo), 'registry'),
        revenueCode: row.revenueCode,
        year: row.year,
        installment: row.installment,
        dueDate: row.dueDate,
        principalKurus: row.amountKurus,
        description: row.description,
        subscriberNo: row.subscriberNo ?? null,
        cancelled: row.status === 'cancelled',
        version: row.version,
      },
    ];
  });
  return {
    apply: async (write) => {
      await upsertAccrualsFromSource(write, toWrite, now);
    },
  };
}

/** Terkin by accrualNo: the accrual leaves every list; a card payment landing on it later is refunded. */
async function planCancellations(context: Context, rows: Parsed<AccrualCancellationRow>[]): Promise<Plan> {
  const { tx, now } = context;
  const stored = new Map(
    (
      await lockAccrualsByNo(
        tx,
        rows.map(({ row }) => row.accrualNo),
      )
    ).map((accrual) => [accrual.accrualNo, accrual]),
  );
  const toWrite = rows.flatMap(({ index, row }) => {
    const known = stored.get(row.accrualNo);
    if (!known) {
      fail(context, index, integrationMessages.accrualUnknown, 'accrualNo');
      return [];
    }
    if (!byVersion(context, index, known.sourceVersion, row.version)) return [];
    if (known.restructuringPlanId !== null) {
      fail(context, index, inboundMessages.accrualRestructured, 'accrualNo');
      return [];
    }
    return [row];
  });
  return {
    apply: async (write) => {
      await cancelAccrualsByNo(write, toWrite, now);
    },
  };
}

/**
 * Collections made elsewhere (counter, bank branch). The receipt number makes them idempotent. The
 * accruals are locked here, so the rule read now is the rule the posting meets: a cancelled,
 * restructured or unknown accrual is an error; one already collected (by card on the portal) makes
 * the row `refund_needed` — not recorded, the money taken elsewhere is to be returned; a card
 * attempt's hold does not stand in the way (the card payment is refunded when it lands).
 */
async function planCollections(context: Context, rows: Parsed<OutsideCollectionRow>[]): Promise<Plan> {
  const { tx } = context;
  const oids = await resolveRegistries(context, rows);
  const posted = new Map(
    (
      await collectionsWithReceipts(
        tx,
        rows.map(({ row }) => row.receiptNo),
      )
    ).map((collection) => [collection.receiptNo, collection]),
  );
  const accruals = new Map(
    (
      await lockAccrualsByNo(
        tx,
        rows.flatMap(({ row }) => row.lines.map((line) => line.accrualNo)),
      )
    ).map((accrual) => [accrual.accrualNo, accrual]),
  );
  /** What the batch's earlier rows take from each accrual, and which receipt took it. */
  const taken = new Map<number, { kurus: number; receiptNo: string }>();
  const refunds: { index: number; accrualIds: number[] }[] = [];
  const toPost: {
    row: OutsideCollectionRow;
    registryOid: string;
    lines: { accrualId: number; principalKurus: number; interestKurus: number }[];
  }[] = [];
  for (const { index, row } of rows) {
    if (isError(context, index)) continue;
    const registryOid = guaranteed(oids.get(row.registryNo), 'registry');
    const typeCode = collectionTypeCodes[row.channel];
    const already = posted.get(row.receiptNo);
    if (already) {
      if (already.registryOid !== registryOid || already.typeCode !== typeCode)
        fail(context, index, inboundMessages.receiptTaken, 'receiptNo');
      continue; // the same receipt again: one collection
    }
    const lines: { accrualId: number; principalKurus: number; interestKurus: number }[] = [];
    const collectedOn: number[] = [];
    row.lines.forEach((line, lineIndex) => {
      const field = `lines.${lineIndex}.accrualNo`;
      const accrual = accruals.get(line.accrualNo);
      if (!accrual) return fail(context, index, integrationMessages.accrualUnknown, field);
      if (accrual.registryOid !== registryOid)
        return fail(context, index, inboundMessages.accrualOfAnotherRegistry, field);
      if (lines.some((other) => other.accrualId === accrual.id))
        return fail(context, index, inboundMessages.duplicateAccrualInCollection, field);
      if (accrual.cancelledAt !== null) return fail(context, index, refused(inboundMessages.refusalCancelled), field);
      if (accrual.restructuringPlanId !== null)
        return fail(context, index, refused(inboundMessages.refusalRestructured), field);
      const owed = accrual.principalKurus - accrual.paidKurus - (taken.get(accrual.id)?.kurus ?? 0);
      if (owed < line.principalKurus) collectedOn.push(accrual.id);
      lines.push({ accrualId: accrual.id, principalKurus: line.principalKurus, interestKurus: line.interestKurus });
    });
    if (isError(context, index)) continue;
    if (collectedOn.length > 0) {
      context.results[index] = { ...context.results[index], outcome: 'refund_needed' };
      refunds.push({ index, accrualIds: collectedOn });
      continue;
    }
    for (const line of lines)
      taken.set(line.accrualId, {
        kurus: (taken.get(line.accrualId)?.kurus ?? 0) + line.principalKurus,
        receiptNo: row.receiptNo,
      });
    created(context, index);
    toPost.push({ row, registryOid, lines });
  }
  // Name the receipt the money was already taken with: the portal's, or an earlier row's of this batch.
  const receipts = await lastReceiptOn(
    tx,
    refunds.flatMap((refund) => refund.accrualIds),
  );
  for (const { index, accrualIds } of refunds) {
    const names = [...new Set(accrualIds.map((id) => taken.get(id)?.receiptNo ?? receipts.get(id) ?? '?'))];
    context.results[index] = {
      ...context.results[index],
      message: inboundMessages.alreadyCollected.replace('{receiptNo}', names.join(', ')),
    };
  }
  return {
    apply: async (write) => {
      for (const { row, registryOid, lines } of toPost)
        await collect(write, {
          registryOid,
          typeCode: collectionTypeCodes[row.channel],
          orderNo: null,
          receiptNo: row.receiptNo,
          holder: null,
          overridesHolds: true,
          totalKurus: row.totalKurus,
          collectedAt: new Date(row.collectedAt),
          lines,
        });
    },
  };
}

const refused = (reason: string) => integrationMessages.collectionRefused.replace('{reason}', reason);
