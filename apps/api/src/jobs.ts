import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseOutageReason } from './db/outage';
import { pruneUsedCaptchas } from './domains/session/captcha';
import { pruneExpiredSessions } from './domains/session/sessions';
import { drainOutbox, releaseStuckSms } from './domains/sms/outbox';
import { smsSender } from './domains/sms';
import { reconcilePayments } from './domains/payments/reconcile';

const pruneEveryMs = 60_000;

/**
 * Background work of every API process: drain the SMS outbox, forget expired sessions and captchas,
 * settle payments left open.
 * Safe with many processes (rows are claimed with SKIP LOCKED). Tests call `app.jobs.runOnce()`.
 */
async function jobsPlugin(app: FastifyInstance, options: { intervalMs: number }) {
  const send = smsSender(app);
  let running = false;
  // Forgetting expired sessions and captchas can wait a minute; the outbox and payments cannot.
  let prunedAt = Number.NEGATIVE_INFINITY;

  async function runOnce() {
    if (running) return;
    running = true;
    try {
      const now = app.now();
      await releaseStuckSms(app.db, now);
      await drainOutbox(app.db, send, now, app.log);
      if (now.getTime() - prunedAt >= pruneEveryMs || now.getTime() < prunedAt) {
        await pruneExpiredSessions(app.db, now);
        await pruneUsedCaptchas(app.db);
        prunedAt = now.getTime();
      }
      await reconcilePayments(app);
    } catch (error) {
      // An outage is no bug: say so in one line and try again on the next tick.
      const outage = databaseOutageReason(error);
      if (outage) app.log.warn({ reason: outage }, 'arka plan işi: veritabanına ulaşılamıyor, bir sonraki turda yeniden denenecek');
      else app.log.error({ err: error }, 'arka plan işi başarısız');
    } finally {
      running = false;
    }
  }

  app.decorate('jobs', { runOnce });
  if (options.intervalMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void runOnce(), options.intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
}

export const jobs = fp(jobsPlugin, { name: 'jobs' });
