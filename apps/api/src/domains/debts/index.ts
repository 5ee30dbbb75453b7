import { collectionTypeNames, registryKinds } from '@ebelediye/contract';
import { defineDomain } from '../../domain';
import { errors, guaranteed } from '../../errors';
import { registryByOid } from '../session/registries';
import { loadLaw, shownDueDate } from '../law/law';
import { groupDebts, openDebts } from './debt-list';
import type { AccrualRow } from './accruals';
import { collectionsOfRegistry } from './collections';
import { debtListAnswer } from './debt-list-answers';
import {
  accrualsOfRegistry,
  subscriptionByNo,
  subscriptionsOfIdentityNo,
  subscriptionsOfRegistry,
  type SubscriptionRow,
} from './store';

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
      const rows = await accrualsOfRegistry(db, member.registryOid, year);
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

    GetCollectedList: async (_input, { db, member }) => ({
      collections: (await collectionsOfRegistry(db, member.registryOid)).map((collection) => ({
        collectionId: collection.collectionId,
        receiptNo: collection.receiptNo,
        collectedAt: collection.collectedAt,
        typeCode: collection.typeCode,
        channel: collectionTypeNames[collection.typeCode] ?? 'Diğer',
        orderNo: collection.orderNo,
        totalKurus: collection.totalKurus,
        lines: collection.lines,
      })),
    }),

    GetSubscriptionList: async (_input, { db, member }) => ({
      subscriptions: (await subscriptionsOfRegistry(db, member.registryOid)).map(toSubscription),
    }),

    GetSubscriberListByIdentityNumber: async (_input, { db, member }) => {
      // Every registry of the person's own ID number (a person may be both retail and, say, "other").
      const own = await registryByOid(db, member.registryOid);
      return {
        subscriptions: (await subscriptionsOfIdentityNo(db, guaranteed(own, 'own registry').identityNo)).map(
          toSubscription,
        ),
      };
    },

    GetSubscriberAddressString: async ({ subscriberNo }, { db, member }) => {
      const row = await subscriptionByNo(db, subscriberNo);
      if (!row) throw errors.notFound('Bu numarayla bir abonelik bulunamadı.');
      if (row.registryOid !== member.registryOid) throw errors.forbidden('Bu abonelik size ait değil.');
      return { address: row.address };
    },

    ValidateSubscriberNo: async ({ subscriberNo }, { db, member }) => {
      const row = await subscriptionByNo(db, subscriberNo);
      const own = row && row.registryOid === member.registryOid;
      return { valid: !!own && row.status === 'active', status: own ? row.status : null };
    },
  },
});

/**
 * What a citizen reads beside an accrual in "Tüm tahakkuklar". One taken into a restructuring plan is
 * owed through the plan's installments, not open; an installment of a broken plan is owed no more.
 */
function accrualStatus(accrual: AccrualRow): 'open' | 'partial' | 'paid' | 'restructured' | 'cancelled' {
  if (accrual.cancelledAt) return 'cancelled';
  if (accrual.paidKurus >= accrual.principalKurus) return 'paid';
  if (accrual.restructuringPlanId !== null) return 'restructured';
  return accrual.paidKurus > 0 ? 'partial' : 'open';
}
