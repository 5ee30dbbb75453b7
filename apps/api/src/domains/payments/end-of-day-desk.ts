import { endOfDayMessages, refundApproverRoles, revenueDeskRoles } from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import { defineDomain, type OperationContext } from '../../domain';
import { errors } from '../../errors';
import { recordStaffAction } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import { endOfDay } from './end-of-day';
import { insertDayClose } from './store/end-of-day';

/**
 * The desk's "Gün Sonu" page (decision 084): the revenue desk sees a bank's day; a supervisor or an
 * administrator closes it, once, with a note when differences are still open. The close and the
 * audit row commit together. No personal data is shown: orders, receipts and amounts only.
 */

async function dayOf(context: OperationContext, bankCode: string, day: string) {
  const now = context.now();
  if (day > istanbulToday(now)) throw errors.badInput(endOfDayMessages.futureDay, 'day');
  try {
    const { server } = context.request;
    return await endOfDay(server, bankCode, day, now, { outbound: context.outbound, ...server.endOfDaySources });
  } catch (error) {
    context.request.log.warn({ err: error, bankCode, day }, 'gün sonu: bankanın gün listesi alınamadı');
    throw errors.unavailable(endOfDayMessages.bankUnreachable);
  }
}

export const endOfDayDomain = defineDomain({
  name: 'payments-end-of-day',
  handlers: {
    EndOfDayGetDay: async ({ bankCode, day }, context) => {
      requireStaff(context, ...revenueDeskRoles);
      return dayOf(context, bankCode, day);
    },

    EndOfDayCloseDay: async ({ bankCode, day, note }, context) => {
      const staff = requireStaff(context, ...refundApproverRoles);
      const result = await dayOf(context, bankCode, day);
      if (result.close) throw errors.conflict(endOfDayMessages.alreadyClosed);
      const text = note?.trim() || null;
      if (result.differences.length > 0 && !text) throw errors.badInput(endOfDayMessages.noteRequired, 'note');
      const closedAt = context.now();
      await context.db.transaction(async (tx) => {
        const row = await insertDayClose(tx, {
          bankCode,
          day,
          closedBy: staff.id,
          closedAt,
          portalCount: result.portal.count,
          portalTotalKurus: result.portal.totalKurus,
          bankCount: result.bank.count,
          bankTotalKurus: result.bank.totalKurus,
          refundCount: result.refunds.count,
          refundTotalKurus: result.refunds.totalKurus,
          acknowledgedCount: result.acknowledged.count,
          acknowledgedTotalKurus: result.acknowledged.totalKurus,
          openDifferences: result.differences.length,
          differences: result.differences.map((difference) => ({
            kind: difference.kind,
            orderNo: difference.orderNo,
            receiptNo: difference.receiptNo,
            portalKurus: difference.portalKurus,
            bankKurus: difference.bankKurus,
          })),
          note: text,
        });
        // Someone else closed it between our read and this write.
        if (!row) throw errors.conflict(endOfDayMessages.alreadyClosed);
        await recordStaffAction(context, 'end_of_day.closed', {
          db: tx,
          entity: 'day_close',
          entityId: `${bankCode}:${day}`,
          detail: {
            bankCode,
            day,
            portal: result.portal,
            bank: result.bank,
            acknowledged: result.acknowledged,
            openDifferences: result.differences.length,
            note: text,
          },
        });
      });
      return {
        ...result,
        status: 'closed' as const,
        close: {
          closedAt: closedAt.toISOString(),
          closedBy: staff.fullName,
          openDifferences: result.differences.length,
          note: text,
          portal: result.portal,
          bank: result.bank,
          acknowledged: result.acknowledged,
        },
      };
    },
  },
});
