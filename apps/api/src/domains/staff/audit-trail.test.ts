import { staffActionCsvHeadings, staffMessages } from '@ebelediye/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffActions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/session';
import { signInStaff } from '../../test/staff';

// Decision 058: an audit trail an inspector can trust. The request id is the
// server's; `staff_actions` refuses UPDATE, DELETE and TRUNCATE; administrators list it with filters,
// page by page, and export it as CSV with Turkish headings — and nobody else does.

/** Every message along an error's causes: the driver's own sentence sits below the query builder's. */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const messages: string[] = [];
    for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause)
      messages.push(String((current as { message?: string }).message));
    return messages.join(' | ');
  }
  return 'no failure';
}

describe('the staff audit trail', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let operator: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInStaff(t, 'demo.yonetici');
    operator = await signInStaff(t, 'demo.operator');
  });
  afterAll(() => t.close());

  it('takes the request id from the server, never from the caller’s header', async () => {
    const chosen = 'a-forged-request-id-1234';
    const response = await t.call(
      'GetStaffActions',
      {},
      { headers: { ...admin, 'x-request-id': chosen, 'request-id': chosen } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).not.toBe(chosen);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const [row] = await t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'staff_actions.listed'))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(row.requestId).toBe(response.headers['x-request-id']);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of staff_actions, whoever asks', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(staffActions);
    expect(before.n).toBeGreaterThan(0);
    expect(await failureOf(t.db.execute(sql`update staff_actions set action = 'nothing.happened'`))).toContain(
      'staff_actions is append-only (UPDATE)',
    );
    expect(await failureOf(t.db.execute(sql`delete from staff_actions`))).toContain(
      'staff_actions is append-only (DELETE)',
    );
    expect(await failureOf(t.db.execute(sql`truncate staff_actions`))).toContain(
      'staff_actions is append-only (TRUNCATE)',
    );
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(staffActions);
    expect(after.n).toBe(before.n);
    const [{ n: renamed }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffActions)
      .where(eq(staffActions.action, 'nothing.happened'));
    expect(renamed).toBe(0);
  });

  it('lists the trail for administrators with filters by who, action, record and days, newest first, page by page', async () => {
    // Some rows of the operator's: refused calls at the administrators' list.
    for (let i = 0; i < 3; i += 1)
      expect((await t.call('GetStaffActions', {}, { headers: operator })).statusCode).toBe(403);
    const mine = (
      await t.call('GetStaffActions', { staffUserName: 'demo.operator', action: 'access.' }, { headers: admin })
    ).json();
    expect(mine.total).toBe(3);
    expect(mine.actions[0]).toMatchObject({
      staff: { userName: 'demo.operator', fullName: 'Can Demir' },
      action: 'access.refused',
      entity: 'operation',
      entityId: 'GetStaffActions',
    });
    expect(JSON.parse(mine.actions[0].detail)).toEqual({ message: staffMessages.roleRequired });
    expect(mine.actions[0].id).toBeGreaterThan(mine.actions[2].id);

    const all = (await t.call('GetStaffActions', {}, { headers: admin })).json();
    expect(all.pageSize).toBe(50);
    expect(all.total).toBeGreaterThanOrEqual(8);
    const days = (await t.call('GetStaffActions', { from: '2020-01-01', to: '2020-01-31' }, { headers: admin })).json();
    expect(days).toMatchObject({ total: 0, actions: [] });
    expect(
      (
        await t.call(
          'GetStaffActions',
          { entity: 'operation', entityId: 'GetStaffActions', from: '2020-01-01' },
          { headers: admin },
        )
      ).json().total,
    ).toBe(3);
    expect((await t.call('GetStaffActions', { page: 1000 }, { headers: admin })).json().actions).toEqual([]);
  });

  it('refuses bad filters with a Turkish sentence naming the field, and everyone but an administrator', async () => {
    expect((await t.call('GetStaffActions', { from: '31.12.2026' }, { headers: admin })).json()).toMatchObject({
      code: 'bad_input',
      field: 'from',
      Message: 'Başlangıç tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.',
    });
    expect((await t.call('GetStaffActions', { action: "x' or 1=1 --" }, { headers: admin })).json()).toMatchObject({
      code: 'bad_input',
      field: 'action',
    });
    expect((await t.call('GetStaffActions', { page: -1 }, { headers: admin })).json()).toMatchObject({
      code: 'bad_input',
      field: 'page',
    });
    expect((await t.call('GetStaffActions', {})).statusCode).toBe(401);
    const citizen = await signIn(t, '10000000146', 'Demo2026');
    expect((await t.call('GetStaffActions', {}, { headers: citizen })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff-actions.csv', headers: operator })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/staff-actions.csv' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff-actions.csv?to=2026-02-30', headers: admin })).json(),
    ).toMatchObject({
      code: 'bad_input',
      field: 'to',
      Message: 'Bitiş tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.',
    });
  });

  it('exports the filtered trail as CSV with Turkish headings, formulas defused, and records the export', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff-actions.csv?staffUserName=demo.operator&action=access.',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="personel-islem-kaydi-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(staffActionCsvHeadings.map((h) => `"${h}"`).join(';'));
    expect(lines[0]).toBe(
      '"Zaman";"Personel";"Kullanıcı adı";"İşlem";"Kayıt türü";"Kayıt no";"IP adresi";"İstek no";"Ayrıntı"',
    );
    expect(lines).toHaveLength(1 + 4);
    // Newest first: the refused export, then the three refused list calls.
    expect(lines[1]).toMatch(
      /^"\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}";"Can Demir";"demo.operator";"access.refused";"route";"\/api\/staff-actions.csv";/,
    );
    expect(lines[2]).toContain('"access.refused";"operation";"GetStaffActions"');
    // A value a spreadsheet would run as a formula is written as text.
    await t.db.insert(staffActions).values({
      action: 'complaint.viewed',
      entity: 'complaint',
      entityId: '=HYPERLINK("http://x")',
      detail: { reason: '+1' },
    });
    const formula = (
      await t.app.inject({ method: 'GET', url: '/api/staff-actions.csv?action=complaint.viewed', headers: admin })
    ).body;
    expect(formula).toContain('"\'=HYPERLINK(""http://x"")"');
    const [exported] = await t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'staff_actions.exported'))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(exported.detail).toMatchObject({ rows: 1, filter: { action: 'complaint.viewed' } });
    const [first] = await t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'staff_actions.exported'))
      .orderBy(staffActions.id)
      .limit(1);
    expect(first.detail).toMatchObject({ rows: 4, filter: { staffUserName: 'demo.operator', action: 'access.' } });
  });
});
