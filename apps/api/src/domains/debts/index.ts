import { registryKinds } from '@ebelediye/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  accruals,
  collectionLines,
  collections,
  registries as registryTable,
  revenueTypes,
  subscriptions,
} from '../../db/schema';
import { defineDomain } from '../../domain';
import { errors } from '../../errors';
import { registryByOid } from '../session/registries';
import { loadLaw, shownDueDate } from '../law/law';
import { groupDebts, openDebts } from './debt-list';
import { debtListAnswer } from './debt-list-answers';

type SubscriptionRow = typeof subscriptions.$inferSelect;

function toSubscription(row: SubscriptionRow) {
  return {
    subscriberNo: row.subscriberNo,
    type: row.type,
    typeName: registryKinds[row.type],
    service: row.service,
    address: row.address,
    status: row.status,
    startedAt: row.startedAt,
  };
}

const collectionChannels: Record<number, string> = {
  1: 'Vezne',
  2: 'Banka',
  3: 'Otomatik ödeme',
  4: 'İnternet (kredi kartı)',
};

export const debtsDomain = defineDomain({
  name: 'debts',
  handlers: {
    GetDebtListForEMunicipality: async (_input, context) => debtListAnswer(context),

    GetDebtListWithRevenueCode: async ({ revenueCode }, { db, member, now }) =>
      groupDebts(await openDebts(db, member.registryOid, now(), { revenueCodes: [revenueCode] }), now()),

    GetDebtListWithFeeCodes: async ({ feeCodes }, { db, member, now }) =>
      groupDebts(await openDebts(db, member.registryOid, now(), { feesOnly: true, revenueCodes: feeCodes }), now()),

    GetAccrumentListForEMunicipality: async ({ year }, { db, member }) => {
      const { calendar } = await loadLaw(db);
      const rows = await db
        .select({ accrual: accruals, revenueName: revenueTypes.name })
        .from(accruals)
        .innerJoin(revenueTypes, eq(revenueTypes.code, accruals.revenueCode))
        .where(
          year
            ? and(eq(accruals.registryOid, member.registryOid), eq(accruals.year, year))
            : eq(accruals.registryOid, member.registryOid),
        )
        .orderBy(desc(accruals.year), asc(accruals.dueDate), asc(accruals.id));
      return {
        accruals: rows.map(({ accrual, revenueName }) => ({
          accrualId: accrual.id,
          revenueCode: accrual.revenueCode,
          revenueName,
          year: accrual.year,
          installment: accrual.installment,
          dueDate: shownDueDate(accrual.dueDate, calendar),
          originalDueDate: accrual.dueDate,
          description: accrual.description,
          principalKurus: accrual.principalKurus,
          paidKurus: accrual.paidKurus,
          status: accrualStatus(accrual),
        })),
      };
    },

    GetCollectedList: async (_input, { db, member }) => {
      const rows = await db
        .select()
        .from(collections)
        .where(eq(collections.registryOid, member.registryOid))
        .orderBy(desc(collections.collectedAt));
      const lines = rows.length
        ? await db
            .select({ line: collectionLines, description: accruals.description })
            .from(collectionLines)
            .innerJoin(accruals, eq(accruals.id, collectionLines.accrualId))
            .where(
              inArray(
                collectionLines.collectionId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(collectionLines.id))
        : [];
      return {
        collections: rows.map((row) => ({
          collectionId: row.id,
          receiptNo: row.receiptNo,
          collectedAt: row.collectedAt.toISOString(),
          typeCode: row.typeCode,
          channel: collectionChannels[row.typeCode] ?? 'Diğer',
          orderNo: row.orderNo,
          totalKurus: row.totalKurus,
          lines: lines
            .filter(({ line }) => line.collectionId === row.id)
            .map(({ line, description }) => ({
              accrualId: line.accrualId,
              description,
              principalKurus: line.principalKurus,
              interestKurus: line.interestKurus,
            })),
        })),
      };
    },

    GetSubscriptionList: async (_input, { db, member }) => {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.registryOid, member.registryOid))
        .orderBy(asc(subscriptions.subscriberNo));
      return { subscriptions: rows.map(toSubscription) };
    },

    GetSubscriberListByIdentityNumber: async (_input, { db, member }) => {
      // Every registry of the person's own ID number (a person may be both retail and, say, "other").
      const own = await registryByOid(db, member.registryOid);
      const rows = await db
        .select({ subscription: subscriptions })
        .from(subscriptions)
        .innerJoin(registryTable, eq(registryTable.oid, subscriptions.registryOid))
        .where(eq(registryTable.identityNo, own!.identityNo))
        .orderBy(asc(subscriptions.subscriberNo));
      return { subscriptions: rows.map(({ subscription }) => toSubscription(subscription)) };
    },

    GetSubscriberAddressString: async ({ subscriberNo }, { db, member }) => {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.subscriberNo, subscriberNo));
      if (!row) throw errors.notFound('Bu numarayla bir abonelik bulunamadı.');
      if (row.registryOid !== member.registryOid) throw errors.forbidden('Bu abonelik size ait değil.');
      return { address: row.address };
    },

    ValidateSubscriberNo: async ({ subscriberNo }, { db, member }) => {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.subscriberNo, subscriberNo));
      const own = row && row.registryOid === member.registryOid;
      return { valid: !!own && row.status === 'active', status: own ? row.status : null };
    },
  },
});

/**
 * What a citizen reads beside an accrual in "Tüm tahakkuklar". One taken into a restructuring plan is
 * owed through the plan's installments, not open; an installment of a broken plan is owed no more.
 */
function accrualStatus(
  accrual: typeof accruals.$inferSelect,
): 'open' | 'partial' | 'paid' | 'restructured' | 'cancelled' {
  if (accrual.cancelledAt) return 'cancelled';
  if (accrual.paidKurus >= accrual.principalKurus) return 'paid';
  if (accrual.restructuringPlanId !== null) return 'restructured';
  return accrual.paidKurus > 0 ? 'partial' : 'open';
}
