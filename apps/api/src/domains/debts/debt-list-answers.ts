import { istanbulToday, type IsoDate } from '@ebelediye/finance';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CheckedAnswer, checkedAnswer } from '../../checked-answer';
import type { DatabaseHandle } from '../../db/client';
import { HeardCache } from '../../db/heard-cache';
import type { MemberContext } from '../../domain';
import { debtListLookups } from '../../metrics';
import { loadLaw } from '../law/law';
import { groupDebts, openDebts } from './debt-list';

/**
 * The debt lists an API process has computed today, so a citizen who opens the debt page again —
 * after choosing debts, after the payment page, on the deadline day's fifth refresh — costs a look-up
 * instead of a query, the interest of every debt and a serialization (decision 046).
 *
 * A kept list is true until something it was computed from changes; migration 0017's triggers
 * announce every such change at its commit (`registry:<oid>` for a registry's accruals and holds;
 * `all` for the revenue types, the late-interest rates and the holidays), and HeardCache believes
 * nothing while those announcements cannot be heard. A list is also computed anew on a new Istanbul
 * day (interest runs by the day) and after `DEBT_LIST_CACHE_MS` in any case.
 */
export type DebtListAnswers = HeardCache<{ day: IsoDate; answer: CheckedAnswer }>;

export const debtNoticeChannel = 'ebelediye_debts';

/** A registry's debts, in the names migration 0017's notices use. */
export const registryTag = (registryOid: string) => `registry:${registryOid}`;

/** The signed-in citizen's whole debt list, to today: kept, or computed and kept. */
export async function debtListAnswer({ db, member, now, request, log }: MemberContext): Promise<CheckedAnswer> {
  const kept = request.server.debtLists;
  const key = registryTag(member.registryOid);
  const at = now();
  const today = istanbulToday(at);
  const hit = kept.get(key);
  if (hit?.day === today) {
    debtListLookups.inc({ result: 'hit' });
    return hit.answer;
  }
  debtListLookups.inc({ result: 'miss' });
  const ticket = kept.ticket();
  const answer = checkedAnswer(
    'GetDebtListForEMunicipality',
    groupDebts(await openDebts(db, member.registryOid, at), at),
    log,
  );
  kept.set(key, { day: today, answer }, ticket);
  return answer;
}

async function debtListAnswersPlugin(app: FastifyInstance, options: { database: DatabaseHandle }) {
  const kept: DebtListAnswers = new HeardCache({ maxAgeMs: app.config.DEBT_LIST_CACHE_MS, maxEntries: 5_000 });
  app.decorate('debtLists', kept);
  // Never listening, it never goes live and keeps nothing (DEBT_LIST_CACHE_MS=0).
  if (app.config.DEBT_LIST_CACHE_MS > 0) {
    const stopListening = options.database.listen(debtNoticeChannel, {
      onNotice: (notice) => {
        // The law (rates, holidays, revenue types) changed: read it again, not from loadLaw's seconds-old copy.
        if (notice === 'all') loadLaw.forget();
        kept.hear(notice);
      },
      onLive: (live) => kept.setLive(live),
    });
    app.addHook('onClose', async () => stopListening());
  }
}

export const debtListAnswers = fp(debtListAnswersPlugin, { name: 'debt-list-answers' });
