import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from './db/client';
import { databaseOutageReason } from './db/outage';
import { pruneUsedCaptchas } from './domains/session/captcha';
import { pruneRateLimitCounts } from './plugins/rate-limit-store';
import { pruneExpiredSessions } from './domains/session/sessions';
import { pruneExpiredStaffSessions } from './domains/staff/sessions';
import { pruneSignInGuards } from './domains/staff/sign-in-guard';
import { pruneWaitingPhotos } from './domains/complaints/store';
import { pruneIdempotency } from './domains/integration/idempotency';
import { drainOutbox, releaseStuckSms } from './domains/sms/outbox';
import { smsSender } from './domains/sms';
import { reconcilePayments } from './domains/payments/reconcile';
import { isPastOneInIstanbul, reconcileYesterdayIfDue } from './domains/payments/daily-reconciliation';
import { applyPlanRules } from './domains/restructuring/plans';
import { istanbulToday } from '@ebelediye/finance';
import { deliverWebhooks } from './domains/events/webhooks';
import { jobRuns } from './metrics';
import { createOutbound } from './outbound';

const pruneEveryMs = 60_000;
/**
 * Webhooks go out on a loop of their own, at most this far apart: the budget is a p99 lag under 5 s
 * while payments complete, which the main round (paced for the SMS outbox and the banks) cannot promise.
 */
const webhookEveryMs = 1_000;

/**
 * Runs `job` unless another process is running the same one: a PostgreSQL advisory lock, taken in a
 * transaction that stays open for the run (on a connection of its own; the job uses others) and so
 * goes with it even when the process dies. Returns whether the job ran. Without `shared` (PGlite:
 * one process by construction) the job just runs.
 */
export async function runAlone(
  db: Database,
  name: string,
  job: () => Promise<void>,
  shared: boolean,
): Promise<boolean> {
  try {
    const ran = shared
      ? await db.transaction(async (tx) => {
          // Both drivers answer execute() with { rows }.
          const result = (await tx.execute(
            sql`select pg_try_advisory_xact_lock(hashtext(${`ebelediye:${name}`})) as locked`,
          )) as unknown as { rows: { locked: boolean }[] };
          if (!result.rows[0]?.locked) return false;
          await job();
          return true;
        })
      : (await job(), true);
    jobRuns.inc({ job: name, outcome: ran ? 'ran' : 'skipped' });
    return ran;
  } catch (error) {
    jobRuns.inc({ job: name, outcome: 'failed' });
    throw error;
  }
}

/**
 * Background work: drain the SMS outbox, forget expired sessions and captchas, settle payments left
 * open. Every API process ticks; on PostgreSQL one round runs at a time across all of them (runAlone),
 * so the bank is not asked about the same payment by each process. Each step is safe run twice anyway
 * (rows claimed with SKIP LOCKED, conditional state updates). Tests call `app.jobs.runOnce()`.
 */
async function jobsPlugin(app: FastifyInstance, options: { intervalMs: number; shared: boolean }) {
  const send = smsSender(app);
  let running = false;
  // Forgetting expired sessions and captchas can wait a minute; the outbox and payments cannot.
  let prunedAt = Number.NEGATIVE_INFINITY;
  // Restructuring plans are judged once a day (a deadline is a day); the first round of a process runs it too.
  let plansCheckedOn = '';
  // The daily reconciliation of the day before (after 01:00 Istanbul): asked for once a day per process;
  // a run already kept in the database (another process's, or before a restart) is not made again.
  let reconciledOn = '';
  let reconcileAgainAt = Number.NEGATIVE_INFINITY;

  async function round() {
    const now = app.now();
    await releaseStuckSms(app.db, now);
    await drainOutbox(app.db, send, now, app.log);
    if (now.getTime() - prunedAt >= pruneEveryMs || now.getTime() < prunedAt) {
      await pruneExpiredSessions(app.db, now);
      await pruneExpiredStaffSessions(app.db, now);
      await pruneWaitingPhotos(app.db, now);
      await pruneUsedCaptchas(app.db);
      await pruneRateLimitCounts(app.db, now);
      await pruneSignInGuards(app.db, now);
      await pruneIdempotency(app.db, now);
      prunedAt = now.getTime();
    }
    await reconcilePayments(app);
    const today = istanbulToday(now);
    if (plansCheckedOn !== today) {
      await applyPlanRules(app.db, now);
      plansCheckedOn = today;
    }
  }

  async function runOnce() {
    if (running) return;
    running = true;
    try {
      await runAlone(app.db, 'jobs', round, options.shared);
      // Apart from the round: asking the banks about a whole day takes a while, and the SMS outbox must
      // not wait behind it in the other processes. A failed run is tried again an hour later, not every
      // minute (each try asks the banks about the whole day again).
      const now = app.now();
      const today = istanbulToday(now);
      if (reconciledOn !== today && now.getTime() >= reconcileAgainAt && isPastOneInIstanbul(now)) {
        reconcileAgainAt = now.getTime() + 60 * 60_000;
        await runAlone(app.db, 'daily-reconciliation', () => reconcileYesterdayIfDue(app, now), options.shared);
        reconciledOn = today;
        reconcileAgainAt = Number.NEGATIVE_INFINITY;
      }
    } catch (error) {
      // An outage is no bug: say so in one line and try again on the next tick.
      const outage = databaseOutageReason(error);
      if (outage)
        app.log.warn(
          { reason: outage },
          'arka plan işi: veritabanına ulaşılamıyor, bir sonraki turda yeniden denenecek',
        );
      else app.log.error({ err: error }, 'arka plan işi başarısız');
    } finally {
      running = false;
    }
  }

  const outbound = createOutbound(app);
  let delivering = false;
  async function deliverOnce() {
    if (delivering) return;
    delivering = true;
    try {
      await runAlone(
        app.db,
        'webhooks',
        async () => {
          await deliverWebhooks(app.db, outbound, app.now(), app.log);
        },
        options.shared,
      );
    } catch (error) {
      const outage = databaseOutageReason(error);
      if (outage) app.log.warn({ reason: outage }, 'webhook teslimi: veritabanına ulaşılamıyor, yeniden denenecek');
      else app.log.error({ err: error }, 'webhook teslimi başarısız');
    } finally {
      delivering = false;
    }
  }

  app.decorate('jobs', { runOnce, deliverWebhooks: deliverOnce });
  if (options.intervalMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    let webhookTimer: NodeJS.Timeout | undefined;
    // The rounds the timers started and that have not ended (neither ever rejects).
    const started = new Set<Promise<void>>();
    const start = (run: () => Promise<void>) => {
      const round = run().finally(() => started.delete(round));
      started.add(round);
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => start(runOnce), options.intervalMs);
      timer.unref();
      webhookTimer = setInterval(() => start(deliverOnce), Math.min(options.intervalMs, webhookEveryMs));
      webhookTimer.unref();
    });
    // A stop begins no new round, and lets a running one end before the database closes (main.ts):
    // a round cut short could leave an SMS handed to the provider but not marked sent, sent again later.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      clearInterval(webhookTimer);
    });
    app.addHook('onClose', async () => {
      await Promise.all(started);
    });
  }
}

export const jobs = fp(jobsPlugin, { name: 'jobs' });
