import { guaranteed } from '../../errors';
import type { BillRange, Cancellation } from '@ebelediye/contract';
import type { Queryable } from '../../db/client';
import type { subscriptions } from '../../db/schema';
import type { CancellationRow } from './cancellation-state';
import { staffFullNames } from '../staff/accounts';
import { tariffRowOn } from './store';

// The final bill's plausible range (decision 057): the consumption since the subscription's last
// billed reading × the price of one m³ on the tariff for its type on the reading's day, ±20 %, widened
// by the tariff's allowance for fixed charges and rounding. A bill outside it — or one with no range
// to compare with (no previous reading, no tariff) — waits for a second subscriptions operator.

/** How far a bill may stray from consumption × price before a second person must look: ±20 %. */
export const billTolerancePercent = 20;

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The tariff row in force on a day for a subscription type: the newest one that started by then. */
export async function tariffOn(db: Queryable, subscriptionType: string, day: string) {
  return tariffRowOn(db, subscriptionType, day);
}

/** Worked: 19 m³ × 42,50 TL = 807,50 TL; ±20 % → 646,00 – 969,00; ∓150,00 allowance → 496,00 – 1.119,00 TL. */
export function billRangeOf(consumptionM3: number, pricePerM3Kurus: number, marginKurus: number): BillRange {
  const expectedKurus = consumptionM3 * pricePerM3Kurus;
  return {
    consumptionM3,
    pricePerM3Kurus,
    expectedKurus,
    lowKurus: Math.max(0, Math.floor((expectedKurus * (100 - billTolerancePercent)) / 100) - marginKurus),
    highKurus: Math.ceil((expectedKurus * (100 + billTolerancePercent)) / 100) + marginKurus,
  };
}

/** The range for an application whose final reading is recorded; null when there is nothing to compare with. */
export async function billRangeFor(
  db: Queryable,
  row: CancellationRow,
  subscription: SubscriptionRow,
): Promise<BillRange | null> {
  if (row.finalReading === null || subscription.lastReading === null) return null;
  const tariff = await tariffOn(db, subscription.type, row.finalReadingOn ?? row.moveOutDate);
  if (!tariff) return null;
  return billRangeOf(row.finalReading - subscription.lastReading, tariff.pricePerM3Kurus, tariff.marginKurus);
}

export function isPlausible(range: BillRange | null, amountKurus: number): boolean {
  return range !== null && amountKurus >= range.lowKurus && amountKurus <= range.highKurus;
}

/** What only the desk sees of an application: the range, a bill awaiting approval, who issued and approved. */
export async function deskPartOf(
  db: Queryable,
  row: CancellationRow,
  subscription: SubscriptionRow,
): Promise<NonNullable<Cancellation['desk']>> {
  const ids = [row.proposedBy, row.finalBillIssuedBy, row.finalBillApprovedBy].filter(
    (id): id is number => id !== null,
  );
  const people = ids.length ? await staffFullNames(db, ids) : [];
  const person = (id: number | null) =>
    id === null ? null : (people.find((p) => p.id === id) ?? { id, fullName: '' });
  return {
    billRange: await billRangeFor(db, row, subscription),
    pendingBill:
      row.proposedBillKurus !== null && row.proposedDueDate && row.proposedBy !== null && row.proposedAt
        ? {
            amountKurus: row.proposedBillKurus,
            dueDate: row.proposedDueDate,
            proposedBy: guaranteed(person(row.proposedBy), 'proposedBy'),
            proposedAt: row.proposedAt.toISOString(),
          }
        : null,
    finalBillIssuedBy: person(row.finalBillIssuedBy),
    finalBillApprovedBy: person(row.finalBillApprovedBy),
  };
}
