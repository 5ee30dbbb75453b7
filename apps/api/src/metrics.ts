import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createServer, type Server } from 'node:http';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  type Metric,
  Registry,
} from 'prom-client';
import type { DatabaseHandle } from './db/client';
import { addressAllowed } from './domains/integration/credentials';
import { paymentGauges } from './domains/payments/store/metrics';
import { smsOutboxBacklog } from './domains/sms/store/dashboard-figures';
import { webhookDeliveryBacklog } from './domains/events/store/dashboard-figures';

/**
 * The process's vital signs for Prometheus (docs/operations.md, "Metrics"). Labels stay few and
 * bounded: an operation's route pattern, never its path, a TCKN or an order number.
 *
 * The counters that code all over the server adds to are process-wide (module level, in no registry
 * of their own); each app's registry adds them beside its gauges read from its database at scrape.
 */

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'ebelediye_http_requests_total',
  help: 'Yanıtlanan istekler: yöntem, rota kalıbı ve durum koduna göre.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [],
});

export const httpDuration = new Histogram({
  name: 'ebelediye_http_request_duration_seconds',
  help: 'İsteklerin yanıt süresi, rota kalıbına göre.',
  labelNames: ['method', 'route'] as const,
  buckets: latencyBuckets,
  registers: [],
});

export const debtListLookups = new Counter({
  name: 'ebelediye_debt_list_cache_lookups_total',
  help: 'Borç listesi bakışları: saklanan listeden (hit) ya da yeniden hesaplanarak (miss).',
  labelNames: ['result'] as const,
  registers: [],
});

export const lateApprovals = new Counter({
  name: 'ebelediye_payments_late_approvals_total',
  help: 'Sonuçlanmış bir ödeme için bankadan sonradan gelen onaylar.',
  registers: [],
});

export const jobRuns = new Counter({
  name: 'ebelediye_job_runs_total',
  help: 'Arka plan işlerinin turları: yapıldı (ran), başka süreç yapıyordu (skipped), başarısız (failed).',
  labelNames: ['job', 'outcome'] as const,
  registers: [],
});

export const webhookDeliveryLag = new Histogram({
  name: 'ebelediye_webhook_delivery_lag_seconds',
  help: 'Bir olayın oluşmasından alıcının 2xx yanıtına kadar geçen süre.',
  buckets: [0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 1800, 7200],
  registers: [],
});

const processWide: Metric[] = [httpRequests, httpDuration, debtListLookups, lateApprovals, jobRuns, webhookDeliveryLag];

let processRegistry: Registry | undefined;

/** Memory, CPU, event-loop delay and the counters above: once per process, however many apps it builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    for (const metric of processWide) processRegistry.registerMetric(metric);
  }
  return processRegistry;
}

interface DatabaseFigures {
  at: Date;
  payments: Awaited<ReturnType<typeof paymentGauges>>;
  sms: Awaited<ReturnType<typeof smsOutboxBacklog>>;
  webhooks: Awaited<ReturnType<typeof webhookDeliveryBacklog>>;
}

function secondsSince(then: Date | null, now: Date): number {
  return then ? Math.max(0, (now.getTime() - then.getTime()) / 1000) : 0;
}

/**
 * The app's own gauges: its database pool, and counts read from the database at each scrape, one read
 * shared by every gauge of the scrape (the figures of the last 250 ms). Every process of a cluster
 * reads the same database, so those are combined by `max` in the primary, not summed.
 */
function appMetrics(app: FastifyInstance, database: DatabaseHandle): Registry & { forget(): void } {
  const registry = new Registry();
  let reading: { at: number; figures: Promise<DatabaseFigures | undefined> } | undefined;
  const figures = (): Promise<DatabaseFigures | undefined> => {
    const at = Date.now();
    if (!reading || at - reading.at > 250) {
      const now = app.now();
      reading = {
        at,
        figures: Promise.all([
          paymentGauges(app.db, now),
          smsOutboxBacklog(app.db),
          webhookDeliveryBacklog(app.db),
        ]).then(
          ([payments, sms, webhooks]) => ({ payments, sms, webhooks, at: now }),
          // A database that cannot be reached leaves the figures out and says so (the gauge below).
          () => undefined,
        ),
      };
    }
    return reading.figures;
  };
  const fromDatabase = (
    name: string,
    help: string,
    set: (gauge: Gauge, read: DatabaseFigures) => void,
    labelNames: string[] = [],
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      aggregator: 'max',
      async collect() {
        const read = await figures();
        this.reset();
        if (read) set(this, read);
      },
    });

  new Gauge({
    name: 'ebelediye_db_pool_connections',
    help: 'İstek havuzunun bağlantıları: kullanımda, boşta, bağlantı bekleyen istek (PostgreSQL).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'ebelediye_metrics_database_unreachable',
    help: 'Bu ölçüm okumasında veritabanına ulaşılamadı (1) ya da ulaşıldı (0).',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      this.set((await figures()) ? 0 : 1);
    },
  });
  fromDatabase(
    'ebelediye_payments_last_24h',
    'Son 24 saatte güncellenen kart ödemeleri, durumlarına göre.',
    (gauge, read) => {
      for (const [state, count] of Object.entries(read.payments.last24h)) gauge.set({ state }, count);
    },
    ['state'],
  );
  fromDatabase(
    'ebelediye_payments_refund_needed',
    'Bankada onaylanmış ama tahsil edilemediği için iade bekleyen ödemeler.',
    (gauge, read) => gauge.set(read.payments.refundNeeded),
  );
  fromDatabase('ebelediye_sms_outbox_waiting', 'Gönderilmeyi bekleyen SMS sayısı.', (gauge, read) =>
    gauge.set(read.sms.waiting),
  );
  fromDatabase('ebelediye_sms_outbox_oldest_seconds', 'Bekleyen en eski SMS kaç saniyedir bekliyor.', (gauge, read) =>
    gauge.set(secondsSince(read.sms.oldestAt, read.at)),
  );
  fromDatabase('ebelediye_webhook_deliveries_waiting', 'Teslim edilmeyi bekleyen webhook olayları.', (gauge, read) =>
    gauge.set(read.webhooks.pending),
  );
  fromDatabase(
    'ebelediye_webhook_oldest_waiting_seconds',
    'Teslim edilmeyi bekleyen en eski webhook olayı kaç saniyedir bekliyor.',
    (gauge, read) => gauge.set(secondsSince(read.webhooks.oldestAt, read.at)),
  );
  fromDatabase(
    'ebelediye_webhook_endpoints_disabled',
    'Kapalı webhook uç noktaları (üç gün teslim edilemeyen ya da elle kapatılan).',
    (gauge, read) => gauge.set(read.webhooks.disabledEndpoints),
  );
  return Object.assign(registry, { forget: () => (reading = undefined) });
}

export interface Metrics {
  /** The Prometheus text of this process: its counters and its database's figures now. */
  text(): Promise<string>;
  contentType: string;
  /** The registries a cluster's primary collects from this worker (prom-client's AggregatorRegistry). */
  registries: Registry[];
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

async function metricsPlugin(app: FastifyInstance, options: { database: DatabaseHandle }) {
  const own = appMetrics(app, options.database);
  const registries = [processMetrics(), own];
  app.decorate('metrics', {
    text: () => {
      own.forget();
      return Registry.merge(registries).metrics();
    },
    contentType: Registry.PROMETHEUS_CONTENT_TYPE,
    registries,
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'eşleşmeyen';
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}

/** Not encapsulated: it counts every route of the app. */
export const metrics = fp(metricsPlugin, { name: 'metrics' });

/**
 * `/metrics` on a port of its own (METRICS_PORT), only to the addresses in METRICS_ALLOW when given.
 * `collect` is the one process's text, or, in a cluster's primary, every worker's combined.
 */
export function serveMetrics(
  options: { host: string; port: number; allow: readonly string[] },
  collect: () => Promise<{ text: string; contentType: string }>,
): Promise<Server> {
  const server = createServer((request, response) => {
    const address = request.socket.remoteAddress ?? '';
    if (!addressAllowed(options.allow, address)) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Bu adrese izin verilmiyor.\n');
      return;
    }
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Yalnızca GET /metrics.\n');
      return;
    }
    collect().then(
      ({ text, contentType }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Ölçümler okunamadı.\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

/** The primary's view of a cluster: each worker's registries, counters summed, database figures by max. */
export function clusterMetrics(): () => Promise<{ text: string; contentType: string }> {
  const aggregator = new AggregatorRegistry();
  return async () => ({ text: await aggregator.clusterMetrics(), contentType: aggregator.contentType });
}

/** In a worker: what to answer the primary's request for metrics with. */
export function offerToPrimary(metrics: Metrics): void {
  // prom-client starts answering the primary only once an AggregatorRegistry exists in the worker too.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries(metrics.registries);
}
