import { staffActionXlsxHeadings, staffMessages } from '@ebelediye/contract';
import { desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, registries, staffActions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/session';
import { signInStaff } from '../../test/staff';

// Decision 087: the audit trail answers "who looked at this citizen" — searched by their TCKN/VKN,
// which is resolved to their registries and never written to the trail — names its actions in
// Turkish, and exports the filtered rows as XLSX with Turkish dates. Only administrators.

const ayse = { id: '10000000146', password: 'Demo2026' };

describe('the audit trail: by citizen, by action, as XLSX', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let operator: Record<string, string>;
  let complaintId: number;
  let ayseOids: string[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInStaff(t, 'demo.yonetici');
    operator = await signInStaff(t, 'demo.operator');
    const member = await signIn(t, ayse.id, ayse.password);
    const { streets } = (await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101' })).json();
    const lodged = await t.call(
      'LodgeComplaint',
      {
        kind: 'sikayet',
        categoryCode: 'yol-bozuklugu',
        description: 'Okulun önünde derin bir çukur var, araçlar zarar görüyor.',
        place: { districtCode: '990101', streetCode: streets[0].code },
        kvkkAccepted: true,
      },
      { headers: member },
    );
    expect(lodged.statusCode, lodged.body).toBe(200);
    [{ id: complaintId }] = await t.db
      .select({ id: complaints.id })
      .from(complaints)
      .orderBy(desc(complaints.id))
      .limit(1);
    ayseOids = (
      await t.db.select({ oid: registries.oid }).from(registries).where(eq(registries.identityNo, ayse.id))
    ).map((row) => row.oid);
    // The operator of Fen İşleri reads the application in their own unit: a read of Ayşe's data.
    const read = await t.call('GetDeskComplaint', { id: complaintId }, { headers: operator });
    expect(read.statusCode, read.body).toBe(200);
  });
  afterAll(() => t.close());

  it("records the desk's reads of a citizen's application with the citizen's registry", async () => {
    const [row] = await t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'complaint.viewed'))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(ayseOids).toContain(row.subjectRegistryOid);
    expect(row.entityId).toBe(String(complaintId));
  });

  it('finds the actions about a citizen by their TCKN, records the search as a read, and never keeps the number', async () => {
    const response = await t.call('GetStaffActions', { citizen: ayse.id }, { headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const { actions, total } = response.json();
    expect(total).toBeGreaterThan(0);
    for (const action of actions) expect(ayseOids).toContain(action.subjectRegistryOid);
    const viewed = actions.find((a: { action: string }) => a.action === 'complaint.viewed');
    expect(viewed).toMatchObject({ actionName: 'Başvuru görüntülendi', staff: { userName: 'demo.operator' } });

    const [searched] = await t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'staff_actions.citizen_searched'))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(ayseOids).toContain(searched.subjectRegistryOid);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffActions)
      .where(sql`${staffActions.detail}::text like ${`%${ayse.id}%`}`);
    expect(n).toBe(0);
    const [listed] = await t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'staff_actions.listed'))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(listed.detail).toEqual({ filter: { citizen: true }, page: 0 });
  });

  it('combines the citizen with the action filter, and finds nothing for a number the portal does not know', async () => {
    const both = (
      await t.call('GetStaffActions', { citizen: ayse.id, action: 'complaint.viewed' }, { headers: admin })
    ).json();
    expect(both.actions.length).toBeGreaterThan(0);
    expect(both.actions.every((a: { action: string }) => a.action === 'complaint.viewed')).toBe(true);
    const unknown = (await t.call('GetStaffActions', { citizen: '10000000078' }, { headers: admin })).json();
    expect(unknown).toMatchObject({ actions: [], total: 0 });
  });

  it('refuses a malformed number with 400 and a Turkish sentence, and anyone but an administrator with 403', async () => {
    const bad = await t.call('GetStaffActions', { citizen: '12345678901' }, { headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Geçerli bir T.C. Kimlik No veya Vergi No giriniz.');
    const denied = await t.call('GetStaffActions', { citizen: ayse.id }, { headers: operator });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().Message).toBe(staffMessages.roleRequired);
  });

  it('exports the filtered rows as XLSX with Turkish headings, names and dates, and records the export', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff-actions.xlsx',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: { citizen: ayse.id, action: 'complaint.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/personel-islem-kaydi-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...staffActionXlsxHeadings]);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBeInstanceOf(Date);
    expect(row.getCell(1).numFmt).toBe('dd.mm.yyyy hh:mm:ss');
    expect(row.getCell(4).value).toBe('Başvuru görüntülendi');
    expect(row.getCell(5).value).toBe('complaint.viewed');
    expect(ayseOids).toContain(row.getCell(8).value);

    const [exported] = await t.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'staff_actions.exported_xlsx'))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(exported.detail).toEqual({ filter: { citizen: true, action: 'complaint.' }, rows: sheet.rowCount - 1 });
  });

  it('refuses the exports to a non-administrator (403) and a bad filter (400)', async () => {
    for (const url of ['/api/staff-actions.xlsx', '/api/staff-actions.csv']) {
      const denied = await t.app.inject({ method: 'POST', url, headers: operator, payload: {} });
      expect(denied.statusCode, url).toBe(403);
      const bad = await t.app.inject({ method: 'POST', url, headers: admin, payload: { from: '2026-13-01' } });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().Message).toMatch(/Başlangıç tarihi/);
    }
    const csv = await t.app.inject({ method: 'POST', url: '/api/staff-actions.csv', headers: admin, payload: {} });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('\uFEFF"Zaman"')).toBe(true);
  });
});
