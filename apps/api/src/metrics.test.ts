import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { enqueueSms } from './domains/sms/outbox';
import { serveMetrics } from './metrics';
import { createTestApp, type TestApp } from './test/app';
import { signIn } from './test/session';

/** A figure of the Prometheus text: the sample's value, or undefined when the line is absent. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts requests by route pattern and status, never by what was typed', async () => {
    const before = await t.app.metrics.text();
    const line = 'ebelediye_http_requests_total{method="POST",route="/api/ValidateUserForEMunicipality",status="200"}';
    const cookie = await signIn(t, '10000000146', 'Demo2026');
    expect(cookie).toBeTruthy();
    await t.call('ValidateUserForEMunicipality', { userName: '10000000146', password: 'yanlış-şifre-12' });
    const after = await t.app.metrics.text();
    expect((sample(after, line) ?? 0) - (sample(before, line) ?? 0)).toBeGreaterThanOrEqual(1);
    expect(after).toContain('ebelediye_http_request_duration_seconds_bucket{le="0.005"');
    // Labels are route patterns: no TCKN (or any 11-digit number), no order number, no query string.
    expect(after).not.toContain('10000000146');
    for (const labels of after.match(/\{[^}]*\}/g) ?? []) expect(labels).not.toMatch(/\d{10,11}/);
    expect(after).toContain('nodejs_eventloop_lag_seconds');
    expect(after).toContain('process_resident_memory_bytes');
  });

  it('reads the SMS outbox and payments from the database at each scrape', async () => {
    const before = await t.app.metrics.text();
    const waiting = sample(before, 'ebelediye_sms_outbox_waiting') ?? 0;
    await enqueueSms(t.db, { phone: '5440000009', body: 'Ölçüm denemesi', purpose: 'test' });
    const after = await t.app.metrics.text();
    expect(sample(after, 'ebelediye_sms_outbox_waiting')).toBe(waiting + 1);
    expect(sample(after, 'ebelediye_sms_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'ebelediye_payments_refund_needed')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'ebelediye_metrics_database_unreachable')).toBe(0);
    expect(after).toContain('ebelediye_payments_last_24h{state="PAID"}');
    expect(after).toContain('ebelediye_webhook_deliveries_waiting');
  });

  it('counts a job round, and a round another process holds as skipped', async () => {
    const line = 'ebelediye_job_runs_total{job="jobs",outcome="ran"}';
    const before = sample(await t.app.metrics.text(), line) ?? 0;
    await t.app.jobs.runOnce();
    expect(sample(await t.app.metrics.text(), line)).toBe(before + 1);
  });

  it('serves /metrics on a port of its own, only to the addresses allowed', async () => {
    const text = async () => ({ text: await t.app.metrics.text(), contentType: t.app.metrics.contentType });
    const open = await serveMetrics({ host: '127.0.0.1', port: 0, allow: ['127.0.0.1'] }, text);
    const closed = await serveMetrics({ host: '127.0.0.1', port: 0, allow: ['10.0.0.0/8'] }, text);
    try {
      const openPort = (open.address() as AddressInfo).port;
      const served = await get(openPort, '/metrics');
      expect(served.status).toBe(200);
      expect(served.body).toContain('ebelediye_http_requests_total');
      expect((await get(openPort, '/')).status).toBe(404);
      const refused = await get((closed.address() as AddressInfo).port, '/metrics');
      expect(refused.status).toBe(403);
      expect(refused.body).not.toContain('ebelediye_');
    } finally {
      open.close();
      closed.close();
    }
  });
});

describe('metrics settings', () => {
  it('are off unless METRICS_PORT is given, and refuse an allow-list that is not addresses', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).METRICS_PORT).toBeUndefined();
    const config = loadConfig({ NODE_ENV: 'test', METRICS_PORT: '9464', METRICS_ALLOW: '10.0.0.5, 192.168.0.0/16' });
    expect(config.METRICS_PORT).toBe(9464);
    expect(config.METRICS_ALLOW).toEqual(['10.0.0.5', '192.168.0.0/16']);
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_ALLOW: 'herkes' })).toThrow(/METRICS_ALLOW/);
  });
});
