import { defineOperation, requestBody } from '@ebelediye/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DatabaseHandle } from '../db/client';
import { auditLog, settings } from '../db/schema';
import { defineDomain, type Member, type OperationContext } from '../domain';
import { SettingsStore } from '../domains/settings/snapshot';
import { openTestDatabase } from '../test/database';
import { inject } from 'vitest';
import { errorsPlugin } from './errors';
import { operationsPlugin } from './operations';

// Stand-in operations that exercise every branch of the mounting plugin.
const testOperations = {
  RecordThing: defineOperation({
    name: 'RecordThing',
    domain: 'test',
    summary: 'durum değiştirir',
    access: 'member',
    changesState: true,
    input: requestBody({ amountKurus: z.number().int().positive('Tutar sıfırdan büyük olmalıdır.') }),
    output: z.object({ ok: z.boolean() }),
  }),
  ReadThing: defineOperation({
    name: 'ReadThing',
    domain: 'test',
    summary: 'okur',
    access: 'public',
    changesState: false,
    input: requestBody({}),
    output: z.object({ ok: z.boolean() }),
  }),
  StaffThing: defineOperation({
    name: 'StaffThing',
    domain: 'test',
    summary: 'personel',
    access: 'employee',
    changesState: false,
    input: requestBody({}),
    output: z.object({ ok: z.boolean() }),
  }),
  BrokenThing: defineOperation({
    name: 'BrokenThing',
    domain: 'test',
    summary: 'sözleşmeye uymayan çıktı',
    access: 'public',
    changesState: false,
    input: requestBody({}),
    output: z.object({ ok: z.boolean() }),
  }),
};

const testDomain = defineDomain({
  name: 'test',
  handlers: {
    RecordThing: async (_input: unknown, context: OperationContext) => {
      await context.audit('thing.recorded', { entity: 'thing', entityId: 7, detail: { amountKurus: 5 } });
      return { ok: true };
    },
    ReadThing: async () => ({ ok: true }),
    StaffThing: async () => ({ ok: true }),
    BrokenThing: async () => ({ ok: 'evet' }),
  } as never,
});

describe('operations plugin', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let now = new Date('2026-11-30T09:00:00Z');
  let member: Member | null = null;

  beforeAll(async () => {
    database = await openTestDatabase(inject('databaseTemplate'));
    app = Fastify();
    app.decorate('db', database.db);
    app.decorate('settings', new SettingsStore(database.db, { overrides: {}, demoMode: true, ttlMs: 0 }));
    app.decorate('now', () => now);
    app.decorateRequest('member', null);
    app.addHook('onRequest', async (request) => {
      request.member = member;
    });
    await app.register(errorsPlugin);
    await app.register(operationsPlugin, { domains: [testDomain], operations: testOperations });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (name: string, payload: object = {}) => app.inject({ method: 'POST', url: `/api/${name}`, payload });

  async function setPauseWindow(start: [number, number], finish: [number, number]) {
    const values = {
      OperationPauseStartHours: start[0],
      OperationPauseStartMinute: start[1],
      OperationPauseFinishHours: finish[0],
      OperationPauseFinishMinute: finish[1],
    };
    for (const [key, value] of Object.entries(values)) {
      await database.db
        .update(settings)
        .set({ value: JSON.stringify(value) })
        .where(eq(settings.key, key));
    }
  }

  it('asks a visitor to sign in for a member operation', async () => {
    member = null;
    const response = await post('RecordThing', { amountKurus: 100 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Message: 'Bu işlem için giriş yapmalısınız.', code: 'unauthenticated' });
  });

  it('keeps employee operations from a member who is not staff', async () => {
    member = { memberId: 1, registryOid: 'r1', isEmployee: false, viaEDevlet: false, mustChangePassword: false };
    expect((await post('StaffThing')).statusCode).toBe(403);
    member = { memberId: 1, registryOid: 'r1', isEmployee: true, viaEDevlet: false, mustChangePassword: false };
    expect((await post('StaffThing')).statusCode).toBe(200);
  });

  it('names the field of bad input in Turkish and changes nothing', async () => {
    member = { memberId: 1, registryOid: 'r1', isEmployee: false, viaEDevlet: false, mustChangePassword: false };
    const before = await database.db.select().from(auditLog);
    const response = await post('RecordThing', { amountKurus: -5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Message: 'Tutar sıfırdan büyük olmalıdır.',
      code: 'bad_input',
      field: 'amountKurus',
    });
    expect(await database.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it("says zod's general problems in Turkish too, naming the field: a wrong type, nothing, a body that is no object", async () => {
    member = { memberId: 1, registryOid: 'r1', isEmployee: false, viaEDevlet: false, mustChangePassword: false };
    expect((await post('RecordThing', { amountKurus: 'beş' })).json()).toEqual({
      Message: 'Tutar sayı olmalıdır.',
      code: 'bad_input',
      field: 'amountKurus',
    });
    expect((await post('RecordThing', {})).json()).toEqual({
      Message: 'Tutar zorunludur.',
      code: 'bad_input',
      field: 'amountKurus',
    });
    expect((await post('RecordThing', { amountKurus: 1.5 })).json()).toEqual({
      Message: 'Tutar tam sayı olmalıdır.',
      code: 'bad_input',
      field: 'amountKurus',
    });
    const notAnObject = await app.inject({
      method: 'POST',
      url: '/api/RecordThing',
      payload: '"metin"',
      headers: { 'content-type': 'application/json' },
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toMatchObject({
      Message: 'İstek, alanları olan bir JSON nesnesi olmalıdır.',
      code: 'bad_input',
    });
  });

  it('writes an audit row with who, what and from where for a state change', async () => {
    member = { memberId: 42, registryOid: 'r42', isEmployee: false, viaEDevlet: false, mustChangePassword: false };
    expect((await post('RecordThing', { amountKurus: 100 })).statusCode).toBe(200);
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'thing.recorded'));
    expect(row).toMatchObject({
      actor: 'member:42',
      entity: 'thing',
      entityId: '7',
      ip: '127.0.0.1',
      detail: { amountKurus: 5 },
    });
    expect(row.requestId).toBeTruthy();
  });

  it('answers 503 with the time service resumes for a state change inside the pause window, and keeps reads working', async () => {
    member = { memberId: 1, registryOid: 'r1', isEmployee: false, viaEDevlet: false, mustChangePassword: false };
    await setPauseWindow([23, 45], [0, 15]);
    now = new Date('2026-11-30T20:50:00Z'); // 23:50 in Istanbul
    const paused = await post('RecordThing', { amountKurus: 100 });
    expect(paused.statusCode).toBe(503);
    expect(paused.json().code).toBe('paused');
    expect(paused.json().Message).toContain('00:15');
    expect((await post('ReadThing')).statusCode).toBe(200);

    now = new Date('2026-11-30T21:20:00Z'); // 00:20 the next day: open again
    expect((await post('RecordThing', { amountKurus: 100 })).statusCode).toBe(200);
    await setPauseWindow([0, 0], [0, 0]);
  });

  it('hides a handler that breaks the contract behind a 500 without internals', async () => {
    const response = await post('BrokenThing');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ Message: 'Beklenmedik bir hata oluştu', code: 'server' });
  });

  it('refuses to mount a handler for an operation the contract does not declare', async () => {
    const other = Fastify();
    const bogus = defineDomain({ name: 'bogus', handlers: { NoSuchCall: async () => ({}) } as never });
    await expect(
      other.register(operationsPlugin, { domains: [bogus], operations: testOperations }).ready(),
    ).rejects.toThrow(/sözleşmede/);
  });
});
