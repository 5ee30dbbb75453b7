import { integrationBatchMax, integrationDoorMessages, integrationMessages } from '@ebelediye/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signInStaff } from '../../test/staff';
import { pruneIdempotency, requestHash } from './idempotency';
import { applyBatch } from './inbound';
import { integrationWrites } from './openapi';
import { claimIdempotencyKey, idempotencyRecord } from './store/idempotency';

// The door of the integration API (decision 077): the key, the allow-list, the Idempotency-Key, the
// batch bounds and the refusals in Turkish. Whatever the inbound module does with the rows, the write
// it stands for must run once per key.
vi.mock('./inbound', async (importOriginal) => {
  const original = await importOriginal<typeof import('./inbound')>();
  return { ...original, applyBatch: vi.fn(original.applyBatch) };
});

const registry = (registryNo: string, version = 1) => ({
  registryNo,
  kind: 'G',
  identityNo: '10000000146',
  name: 'Ayşe',
  surname: 'Yılmaz',
  version,
});

describe('the integration door', () => {
  let t: TestApp;
  let apiKey: string;
  let clientId: number;
  let listedKey: string;

  const send = (options: InjectOptions) => t.app.inject(options);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}, options: InjectOptions = {}) =>
    send({
      method: 'POST',
      url: `/integration/v1/${path}`,
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      ...options,
    });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signInStaff(t, 'demo.yonetici');
    const issued = (await t.call('IssueIntegrationClient', { name: 'Gelir sistemi' }, { headers: admin })).json();
    apiKey = issued.apiKey;
    clientId = issued.client.id;
    listedKey = (
      await t.call(
        'IssueIntegrationClient',
        { name: 'Banka köprüsü', allowList: ['192.0.2.0/24', '2001:db8::7'] },
        { headers: admin },
      )
    ).json().apiKey;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.mocked(applyBatch).mockClear();
  });

  it('refuses a call with no key, a wrong key or a revoked key, in Turkish', async () => {
    const none = await send({ method: 'GET', url: '/integration/v1/events' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.json()).toEqual({ message: integrationMessages.unauthenticated, code: 'unauthenticated' });

    const wrong = await send({
      method: 'GET',
      url: '/integration/v1/events',
      headers: { authorization: 'Bearer gys_notakeyatall' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('unauthenticated');

    const admin = await signInStaff(t, 'demo.yonetici');
    const doomed = (await t.call('IssueIntegrationClient', { name: 'Eski sistem' }, { headers: admin })).json();
    const before = await send({
      method: 'GET',
      url: '/integration/v1/events',
      headers: { authorization: `Bearer ${doomed.apiKey}` },
    });
    expect(before.statusCode).toBe(200);
    await t.call('RevokeIntegrationClient', { id: doomed.client.id }, { headers: admin });
    const revoked = await send({
      method: 'GET',
      url: '/integration/v1/events',
      headers: { authorization: `Bearer ${doomed.apiKey}` },
    });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ message: integrationMessages.revoked, code: 'revoked' });
  });

  it('refuses an address outside the allow-list and lets one inside it in', async () => {
    const from = (remoteAddress: string) =>
      send({
        method: 'GET',
        url: '/integration/v1/events',
        headers: { authorization: `Bearer ${listedKey}` },
        remoteAddress,
      });
    const outside = await from('198.51.100.7');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ message: integrationMessages.ipNotAllowed, code: 'ip_not_allowed' });
    expect((await from('192.0.2.200')).statusCode).toBe(200);
    expect((await from('::ffff:192.0.2.9')).statusCode).toBe(200);
    expect((await from('2001:db8::7')).statusCode).toBe(200);
    expect((await from('2001:db8::8')).statusCode).toBe(403);
  });

  it('requires a well-formed Idempotency-Key on every write', async () => {
    const missing = await post('registries', { rows: [registry('K-1')] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: integrationMessages.idempotencyKeyRequired,
      code: 'idempotency_key_required',
      field: 'Idempotency-Key',
    });
    const spaced = await post('registries', { rows: [registry('K-1')] }, { 'idempotency-key': 'iki kelime' });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().code).toBe('idempotency_key_invalid');
    expect(applyBatch).not.toHaveBeenCalled();
  });

  it('answers a retry with the same key and body with the first answer, byte for byte, and writes once', async () => {
    const body = JSON.stringify({ rows: [registry('R-100'), registry('R-101')] });
    const first = await post('registries', body, { 'idempotency-key': 'batch-0001' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      applied: true,
      results: [
        { row: 1, key: 'R-100' },
        { row: 2, key: 'R-101' },
      ],
    });
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await post('registries', body, { 'idempotency-key': 'batch-0001' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(applyBatch).toHaveBeenCalledTimes(1);

    // The same key on another path is another request.
    const elsewhere = await post('subscriptions', body, { 'idempotency-key': 'batch-0001' });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().code).toBe('idempotency_key_reused');
  });

  it('refuses the same key with another body, and changes nothing', async () => {
    await post('registries', { rows: [registry('R-200')] }, { 'idempotency-key': 'batch-0002' });
    const other = await post('registries', { rows: [registry('R-200', 2)] }, { 'idempotency-key': 'batch-0002' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: integrationMessages.idempotencyKeyReused,
      code: 'idempotency_key_reused',
      field: 'Idempotency-Key',
    });
    expect(applyBatch).toHaveBeenCalledTimes(1);
  });

  it('refuses a retry while the first request with its key is still running', async () => {
    const body = JSON.stringify({ rows: [registry('R-300')] });
    await claimIdempotencyKey(t.db, {
      clientId,
      key: 'batch-0003',
      requestHash: requestHash('POST', '/integration/v1/registries', body),
      now: t.now(),
    });
    const racing = await post('registries', body, { 'idempotency-key': 'batch-0003' });
    expect(racing.statusCode).toBe(409);
    expect(racing.json()).toEqual({ message: integrationMessages.idempotencyInFlight, code: 'idempotency_in_flight' });
    expect(racing.headers['retry-after']).toBe('1');
    expect(applyBatch).not.toHaveBeenCalled();
  });

  it('answers a duplicate sent while the first runs with 409, and a later retry with the first answer', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { applyBatch: real } = await vi.importActual<typeof import('./inbound')>('./inbound');
    vi.mocked(applyBatch).mockImplementationOnce(async (...args) => {
      await gate;
      return real(...args);
    });
    const body = JSON.stringify({ rows: [registry('R-350')] });
    const first = post('registries', body, { 'idempotency-key': 'batch-0035' });
    await vi.waitFor(async () => expect(await idempotencyRecord(t.db, clientId, 'batch-0035')).toBeDefined());
    const duplicate = await post('registries', body, { 'idempotency-key': 'batch-0035' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('idempotency_in_flight');
    open();
    const answer = await first;
    expect(answer.statusCode).toBe(200);
    const retry = await post('registries', body, { 'idempotency-key': 'batch-0035' });
    expect(retry.body).toBe(answer.body);
    expect(applyBatch).toHaveBeenCalledTimes(1);
  });

  it('answers a batch with errors row by row, writes nothing and frees its key for the corrected batch', async () => {
    const refused = await post(
      'registries',
      { rows: [registry('R-400'), { ...registry('R-401'), identityNo: '123' }] },
      { 'idempotency-key': 'batch-0004' },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: integrationMessages.batchHasErrors,
      code: 'batch_has_errors',
    });
    expect(refused.json().results).toContainEqual({
      row: 2,
      key: 'R-401',
      outcome: 'error',
      field: 'identityNo',
      message: integrationMessages.identityInvalid,
    });
    expect(await idempotencyRecord(t.db, clientId, 'batch-0004')).toBeUndefined();
    const corrected = await post(
      'registries',
      { rows: [registry('R-400'), registry('R-401')] },
      { 'idempotency-key': 'batch-0004' },
    );
    expect(corrected.statusCode).toBe(200);
  });

  it('refuses an empty batch, a body that is not a batch, and a batch of 1,001 rows', async () => {
    const empty = await post('accruals', { rows: [] }, { 'idempotency-key': 'batch-0005' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: integrationMessages.batchEmpty, code: 'batch_empty' });
    const notBatch = await post('accruals', [registry('R-1')], { 'idempotency-key': 'batch-0005' });
    expect(notBatch.statusCode).toBe(400);
    expect(notBatch.json()).toEqual({
      message: integrationDoorMessages.bodyNotBatch,
      code: 'bad_input',
      field: 'rows',
    });
    const rows = Array.from({ length: integrationBatchMax + 1 }, (_, i) => registry(`R-${i}`));
    const tooLarge = await post('registries', { rows }, { 'idempotency-key': 'batch-0005' });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ message: integrationMessages.batchTooLarge, code: 'batch_too_large' });
    expect(applyBatch).not.toHaveBeenCalled();
  });

  it('answers malformed JSON, another content type and an oversize body with 400 in Turkish, never 500', async () => {
    const broken = await post('registries', '{"rows": [', { 'idempotency-key': 'batch-0006' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'İstek gövdesi geçerli bir JSON değil.', code: 'bad_input' });

    const form = await post('registries', 'rows=1', {
      'idempotency-key': 'batch-0006',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toBe('İstek gövdesi JSON olarak (application/json) gönderilmelidir.');

    const huge = await post('registries', `{"rows":["${'a'.repeat(17 * 1024 * 1024)}"]}`, {
      'idempotency-key': 'batch-0006',
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ message: 'Gönderilen veri çok büyük.', code: 'bad_input' });

    const control = await post(
      'registries',
      { rows: [{ ...registry('R-1'), name: 'A\u0000B' }] },
      {
        'idempotency-key': 'batch-0006',
      },
    );
    expect(control.statusCode).toBe(400);
    expect(applyBatch).not.toHaveBeenCalled();
  });

  it('pages the event feed and refuses a limit out of bounds', async () => {
    const feed = await send({
      method: 'GET',
      url: '/integration/v1/events?limit=50',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.json()).toEqual({ data: expect.any(Array), next: expect.toBeOneOf([null, expect.any(String)]) });
    for (const limit of ['0', '501', 'x', '1.5']) {
      const refused = await send({
        method: 'GET',
        url: `/integration/v1/events?limit=${limit}`,
        headers: { authorization: `Bearer ${apiKey}` },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: integrationDoorMessages.limitInvalid,
        code: 'bad_input',
        field: 'limit',
      });
    }
  });

  it('answers an unknown address under the prefix with its own 404', async () => {
    const unknown = await send({ method: 'GET', url: '/integration/v1/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: integrationDoorMessages.notFound, code: 'not_found' });
  });

  it('remembers a key for a day, then forgets it', async () => {
    const body = JSON.stringify({ rows: [registry('R-700')] });
    const at = new Date('2026-11-27T09:00:00Z');
    await claimIdempotencyKey(t.db, {
      clientId,
      key: 'batch-0007',
      requestHash: requestHash('POST', '/x', body),
      now: at,
    });
    await pruneIdempotency(t.db, new Date(at.getTime() + 9 * 60_000));
    expect(await idempotencyRecord(t.db, clientId, 'batch-0007')).toBeDefined();
    // Still running after ten minutes: its process died; the key is free again.
    await pruneIdempotency(t.db, new Date(at.getTime() + 11 * 60_000));
    expect(await idempotencyRecord(t.db, clientId, 'batch-0007')).toBeUndefined();

    const first = await post('registries', body, { 'idempotency-key': 'batch-0008' });
    expect(first.statusCode).toBe(200);
    await pruneIdempotency(t.db, new Date(t.now().getTime() + 23 * 60 * 60_000));
    expect(await idempotencyRecord(t.db, clientId, 'batch-0008')).toMatchObject({ state: 'done' });
    await pruneIdempotency(t.db, new Date(t.now().getTime() + 25 * 60 * 60_000));
    expect(await idempotencyRecord(t.db, clientId, 'batch-0008')).toBeUndefined();
  });

  it('describes every route of the door in its OpenAPI 3.1 document, with an example for every call', async () => {
    const answer = await send({ method: 'GET', url: '/integration/v1/openapi.json' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json();
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((line) => {
        const match = /(\/integration\/v1\/[^\s(]+) \(([^)]+)\)/.exec(line);
        if (!match || match[1].endsWith('*')) return [];
        return match[2]
          .split(', ')
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${match[1]}`);
      });
    expect(routes.length).toBe(integrationWrites.length + 2);
    expect(documented.sort()).toEqual(routes.sort());
    for (const write of integrationWrites) {
      const post = document.paths[`/integration/v1/${write.kind}`].post;
      expect(post.requestBody.content['application/json'].example.rows).toHaveLength(1);
      expect(post.responses['200'].content['application/json'].example).toBeDefined();
      expect(document.components.schemas[write.schemaName].properties).toBeDefined();
    }
    expect(
      document.paths['/integration/v1/events'].get.responses['200'].content['application/json'].example,
    ).toBeDefined();
  });
});
