import { complaintMessages, deskAccessMessages, staffMessages } from '@ebelediye/contract';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintPhotos, complaints, staffActions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/session';
import { createStaffSession, signInStaff } from '../../test/staff';

// Decision 056: a complaints operator sees and acts on their own unit's
// applications only; an administrator sees the whole queue and opens one outside their unit only with
// a reason, which the audit trail keeps; the contract-cancellation desk's operators see no complaint.
// Point 8: every read of an application's personal data and every refused attempt is on the trail.

describe('complaints desk: units, roles and recorded reads', () => {
  let t: TestApp;
  /** A street-light complaint: Fen İşleri's (its category's unit), with one photo. */
  let id: number;
  let photoUrl: string;
  let fen: Record<string, string>;
  let zabita: { headers: Record<string, string>; id: number };
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const { streets } = (await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101' })).json();
    const member = await signIn(t, '10000000146', 'Demo2026');
    const lodged = await t.call(
      'LodgeComplaint',
      {
        kind: 'sikayet',
        categoryCode: 'sokak-lambasi',
        description: 'Evimizin önündeki lamba yanmıyor, adım Ayşe.',
        place: { districtCode: '990101', streetCode: streets[0].code },
        kvkkAccepted: true,
      },
      { headers: member },
    );
    expect(lodged.statusCode).toBe(200);
    [{ id }] = await t.db
      .select({ id: complaints.id })
      .from(complaints)
      .where(eq(complaints.trackingNo, lodged.json().trackingNo));
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const photoId = randomUUID();
    await t.db.insert(complaintPhotos).values({
      id: photoId,
      complaintId: id,
      mimeType: 'image/jpeg',
      data: jpeg,
      width: 8,
      height: 8,
      sizeBytes: jpeg.length,
    });
    photoUrl = `/api/complaints/photos/${photoId}`;
    fen = await signInStaff(t, 'demo.operator');
    zabita = await createStaffSession(t, 'complaints_operator', 'Zabıta Müdürlüğü');
    admin = await signInStaff(t, 'demo.yonetici');
  });
  afterAll(() => t.close());

  const refusals = (staffId: number) =>
    t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.staffId, staffId), eq(staffActions.action, 'access.refused')))
      .orderBy(desc(staffActions.id));

  it("keeps a complaints operator to their own unit's applications, and records every refused attempt", async () => {
    const queue = (await t.call('GetComplaintQueue', {}, { headers: zabita.headers })).json();
    expect(queue.complaints.map((c: { id: number }) => c.id)).not.toContain(id);
    // Asking for another unit's queue gives their own.
    const fenUnit = (await t.call('GetStaffUnits', {}, { headers: zabita.headers }))
      .json()
      .units.find((u: { name: string }) => u.name === 'Fen İşleri Müdürlüğü');
    expect(
      (await t.call('GetComplaintQueue', { unitId: fenUnit.id }, { headers: zabita.headers }))
        .json()
        .complaints.map((c: { id: number }) => c.id),
    ).not.toContain(id);

    for (const [name, body] of [
      ['GetDeskComplaint', { id }],
      ['AssignComplaint', { id, unitId: fenUnit.id }],
      ['ChangeComplaintStatus', { id, status: 'in_progress' }],
      ['AddComplaintNote', { id, text: 'Bakıldı.' }],
    ] as const) {
      const refused = await t.call(name, body, { headers: zabita.headers });
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json().Message, name).toBe(complaintMessages.notInYourUnit);
    }
    const photo = await t.app.inject({ method: 'GET', url: photoUrl, headers: zabita.headers });
    expect(photo.statusCode).toBe(403);
    expect(photo.headers['content-type']).toMatch(/json/);

    const rows = await refusals(zabita.id);
    expect(rows.map((row) => row.entityId).reverse()).toEqual([
      'GetDeskComplaint',
      'AssignComplaint',
      'ChangeComplaintStatus',
      'AddComplaintNote',
      '/api/complaints/photos/:id',
    ]);
    expect(rows.every((row) => row.ip && row.requestId && row.at)).toBe(true);
    expect(rows[1].detail).toEqual({ message: complaintMessages.notInYourUnit, target: String(id) });
    // Nothing changed.
    const [row] = await t.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row.status).toBe('received');
  });

  it('lets the unit’s own operator read it, each read of the detail and of a photo on the trail', async () => {
    const detail = await t.call('GetDeskComplaint', { id }, { headers: fen });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().complaint.contactName).toBe('Ayşe Yılmaz');
    const photo = await t.app.inject({ method: 'GET', url: photoUrl, headers: fen });
    expect(photo.statusCode).toBe(200);
    const trail = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.entity, 'complaint'), eq(staffActions.entityId, String(id))))
      .orderBy(desc(staffActions.id));
    expect(trail.slice(0, 2).map((r) => r.action)).toEqual(['complaint.photo_viewed', 'complaint.viewed']);
    expect(trail[1].detail).toEqual({ unitId: expect.any(Number) });
  });

  it('shows an administrator the whole queue, but opens another unit’s application only with a reason, which is recorded', async () => {
    const queue = (await t.call('GetComplaintQueue', {}, { headers: admin })).json();
    expect(queue.complaints.map((c: { id: number }) => c.id)).toContain(id);

    const noReason = await t.call('GetDeskComplaint', { id }, { headers: admin });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      code: 'bad_input',
      field: 'reason',
      Message: deskAccessMessages.readReasonRequired,
    });
    const short = await t.call('GetDeskComplaint', { id, reason: 'bakış' }, { headers: admin });
    expect(short.json()).toMatchObject({ field: 'reason', Message: 'Okuma nedeni en az 10 karakter olmalıdır.' });
    // Not before the reasoned read: neither the photo nor an action.
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: admin })).statusCode).toBe(403);
    const early = await t.call('AddComplaintNote', { id, text: 'Not.' }, { headers: admin });
    expect(early.statusCode).toBe(403);
    expect(early.json().Message).toBe(deskAccessMessages.readReasonFirst);

    const reason = 'Vatandaş telefonla aradı, durumunu soruyor.';
    const read = await t.call('GetDeskComplaint', { id, reason }, { headers: admin });
    expect(read.statusCode).toBe(200);
    const [viewed] = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'complaint.viewed'), eq(staffActions.entityId, String(id))))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(viewed.detail).toEqual({ unitId: expect.any(Number), reason });
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: admin })).statusCode).toBe(200);
    expect(
      (await t.call('AddComplaintNote', { id, text: 'Vatandaşa bilgi verildi.' }, { headers: admin })).statusCode,
    ).toBe(200);
    // An hour later the reasoned read no longer opens it.
    t.setNow(new Date(Date.now() + 61 * 60_000));
    try {
      expect(
        (await t.app.inject({ method: 'GET', url: photoUrl, headers: await signInStaff(t, 'demo.yonetici') }))
          .statusCode,
      ).toBe(403);
    } finally {
      t.setNow(undefined);
    }
  });

  it('refuses the contract-cancellation desk’s operators every complaint call', async () => {
    const abone = await signInStaff(t, 'demo.abone');
    for (const [name, body] of [
      ['GetComplaintQueue', {}],
      ['GetDeskComplaint', { id }],
      ['AssignComplaint', { id, unitId: 1 }],
    ] as const) {
      const refused = await t.call(name, body, { headers: abone });
      expect(refused.statusCode, name).toBe(403);
      expect([deskAccessMessages.complaintsRoleRequired, staffMessages.roleRequired], name).toContain(
        refused.json().Message,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: abone })).statusCode).toBe(403);
  });
});
