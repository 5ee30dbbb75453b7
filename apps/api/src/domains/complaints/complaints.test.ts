import { complaintMessages, formatAccessCode } from '@ebelediye/contract';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintPhotos, complaints, staffActions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { lastSmsTo, signIn, solveCaptcha } from '../../test/session';
import { createStaffSession, signInStaff } from '../../test/staff';

const ayse = { id: '10000000146', password: 'Demo2026', phone: '5321112233' };

/** A JPEG carrying a GPS position and a camera name in its EXIF, as a phone writes one. */
async function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#a05020' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telefon', Model: 'Kamera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 59/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 51/1 0/1' },
    })
    .toBuffer();
}

describe('complaints: lodging and tracking', () => {
  let t: TestApp;
  let place: { districtCode: string; streetCode: string };
  beforeAll(async () => {
    t = await createTestApp();
    const { streets } = (await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101' })).json();
    place = { districtCode: '990101', streetCode: streets[0].code };
  });
  afterAll(() => t.close());

  const base = () => ({
    kind: 'sikayet',
    categoryCode: 'yol-bozuklugu',
    description: 'Okulun önünde derin bir çukur var, araçlar zarar görüyor.',
    place,
    kvkkAccepted: true,
  });

  it('lists the service list with its units, and no map without a tile server', async () => {
    const response = await t.call('GetComplaintCategories', {});
    expect(response.statusCode).toBe(200);
    const { categories, mapTileUrl } = response.json();
    expect(mapTileUrl).toBeNull();
    expect(categories.map((c: { name: string }) => c.name)).toContain('Çukur / yol bozukluğu');
    expect(categories.find((c: { code: string }) => c.code === 'gurultu').unitName).toBe('Zabıta Müdürlüğü');
  });

  it('re-encodes a photo and strips its EXIF (location included); refuses what is not an image', async () => {
    const member = await signIn(t, ayse.id, ayse.password);
    const original = await photoWithLocation();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await t.call(
      'UploadComplaintPhoto',
      { fileName: 'cukur.jpg', contentBase64: original.toString('base64') },
      { headers: member },
    );
    expect(response.statusCode).toBe(200);
    const { photoId, width, height } = response.json();
    expect([width, height]).toEqual([64, 48]);
    const [stored] = await t.db.select().from(complaintPhotos).where(eq(complaintPhotos.id, photoId));
    const metadata = await sharp(stored.data).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.data.includes(Buffer.from('Kamera 1'))).toBe(false);

    const text = await t.call(
      'UploadComplaintPhoto',
      { fileName: 'cukur.jpg', contentBase64: Buffer.from('bu bir fotoğraf değil').toString('base64') },
      { headers: member },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().Message).toBe(complaintMessages.notImage);
  });

  it('refuses a 50 MB upload with a Turkish sentence and stores nothing', async () => {
    const before = (await t.db.select().from(complaintPhotos)).length;
    const response = await t.call('UploadComplaintPhoto', {
      fileName: 'buyuk.jpg',
      contentBase64: 'A'.repeat(50 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toMatch(/büyük/);
    expect((await t.db.select().from(complaintPhotos)).length).toBe(before);
  });

  it('lets a member lodge with their own contact details, numbered BM-<year>-000001, and sends the tracking SMS', async () => {
    const member = await signIn(t, ayse.id, ayse.password);
    const photoId = (
      await t.call(
        'UploadComplaintPhoto',
        { fileName: 'a.jpg', contentBase64: (await photoWithLocation()).toString('base64') },
        { headers: member },
      )
    ).json().photoId;
    // Whatever contact the form sends, a member's own phone is used.
    const response = await t.call(
      'LodgeComplaint',
      { ...base(), photoIds: [photoId], contactPhone: '5559998877' },
      { headers: member },
    );
    expect(response.statusCode).toBe(200);
    const { trackingNo, accessCode, deadline, law, status } = response.json();
    expect(trackingNo).toMatch(/^BM-\d{4}-\d{6}$/);
    expect(accessCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(law).toBe('3071');
    expect(status).toBe('received');
    expect(deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const sms = await lastSmsTo(t, ayse.phone);
    expect(sms).toContain(trackingNo);
    expect(sms).toContain(formatAccessCode(accessCode));

    const mine = (await t.call('GetMyComplaints', {}, { headers: member })).json().complaints;
    expect(mine[0]).toMatchObject({
      trackingNo,
      kindName: 'Şikâyet',
      categoryName: 'Çukur / yol bozukluğu',
      statusName: 'Alındı',
      photoCount: 1,
    });
    expect(mine[0].history).toEqual([{ at: expect.any(String), status: 'received', statusName: 'Alındı', text: null }]);
    // The register's name already says "Mahallesi": no " Mah." after it.
    expect(mine[0].placeText).toMatch(/^\S+ Mahallesi /);
    expect(mine[0].placeText).not.toMatch(/Mahallesi Mah\./);
  });

  it('makes an anonymous citizen prove the phone by SMS code (captcha at the code) and finds it by number + look-up code only', async () => {
    const phone = '5327770011';
    const noCode = await t.call('LodgeComplaint', { ...base(), contactName: 'Deniz Kaya', contactPhone: phone });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().field).toBe('validationKey');

    const { operationReferenceNumber } = (
      await t.call('SendSms', { phone, purpose: 'complaint', altcha: await solveCaptcha(t) })
    ).json();
    const code = (await lastSmsTo(t, phone)).match(/(\d{6})/)![1];
    const wrong = await t.call('ValidateCode', {
      operationReferenceNumber,
      userEntredCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await t.call('ValidateCode', { operationReferenceNumber, userEntredCode: code })).statusCode).toBe(200);
    const lodged = await t.call('LodgeComplaint', {
      ...base(),
      kind: 'bilgi_edinme',
      categoryCode: 'bilgi-edinme',
      contactName: 'Deniz Kaya',
      contactPhone: phone,
      applicantTckn: '10000000146',
      applicantAddress: 'Çınar Sokak No: 4, Cumhuriyet Mah.',
      validationKey: operationReferenceNumber,
    });
    expect(lodged.statusCode).toBe(200);
    const { trackingNo, accessCode, law } = lodged.json();
    expect(law).toBe('4982');
    // The verified code is used up: a second submission needs a new one.
    expect(
      (
        await t.call('LodgeComplaint', {
          ...base(),
          contactName: 'Deniz Kaya',
          contactPhone: phone,
          validationKey: operationReferenceNumber,
        })
      ).statusCode,
    ).toBe(400);

    // Written as the screen shows it, in lower case and with its hyphen: the same code.
    const found = await t.call('GetComplaintByTrackingNo', {
      trackingNo: trackingNo.toLowerCase(),
      accessCode: formatAccessCode(accessCode).toLowerCase(),
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().complaint.trackingNo).toBe(trackingNo);
    const otherCode = await t.call('GetComplaintByTrackingNo', {
      trackingNo,
      accessCode: accessCode === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA',
    });
    expect(otherCode.statusCode).toBe(404);
    expect(otherCode.json().Message).toBe(complaintMessages.notFound);
    const badNumber = await t.call('GetComplaintByTrackingNo', { trackingNo: '123', accessCode });
    expect(badNumber.json()).toMatchObject({ code: 'bad_input', field: 'trackingNo' });
  });

  it('stores nothing for bad input: no place, an unknown category, a street of another district', async () => {
    const member = await signIn(t, ayse.id, ayse.password);
    const count = async () => (await t.db.select().from(complaints)).length;
    const before = await count();
    const { place: _place, ...noPlace } = base();
    const cases: [unknown, string][] = [
      [noPlace, complaintMessages.placeRequired],
      [{ ...base(), categoryCode: 'yok' }, complaintMessages.unknownCategory],
      [{ ...base(), place: { districtCode: '990102', streetCode: place.streetCode } }, complaintMessages.unknownPlace],
      [{ ...base(), description: 'kısa' }, 'Açıklama en az 10 karakter olmalıdır: ne olduğunu kısaca yazınız.'],
      [{ ...base(), photoIds: ['00000000-0000-4000-8000-000000000000'] }, complaintMessages.photoGone],
    ];
    for (const [body, message] of cases) {
      const response = await t.call('LodgeComplaint', body, { headers: member });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().Message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it("keeps a member's list to their own applications", async () => {
    const business = await signIn(t, '4540536920', 'Demo2026');
    expect((await t.call('GetMyComplaints', {}, { headers: business })).json().complaints).toEqual([]);
    expect((await t.call('GetMyComplaints', {})).statusCode).toBe(401);
  });
});

describe('complaints: the staff desk', () => {
  let t: TestApp;
  let trackingNo: string;
  let accessCode: string;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    const { streets } = (await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101' })).json();
    const member = await signIn(t, ayse.id, ayse.password);
    const lodged = await t.call(
      'LodgeComplaint',
      {
        kind: 'sikayet',
        categoryCode: 'sokak-lambasi',
        description: 'Sokağımızdaki lamba bir haftadır yanmıyor.',
        place: { districtCode: '990101', streetCode: streets[0].code },
        kvkkAccepted: true,
      },
      { headers: member },
    );
    ({ trackingNo, accessCode } = lodged.json());
    [{ id }] = await t.db.select({ id: complaints.id }).from(complaints).where(eq(complaints.trackingNo, trackingNo));
  });
  afterAll(() => t.close());

  it('shows the queue to staff only, with the deadline and filters', async () => {
    expect((await t.call('GetComplaintQueue', {})).statusCode).toBe(401);
    const citizen = await signIn(t, ayse.id, ayse.password);
    expect((await t.call('GetComplaintQueue', {}, { headers: citizen })).statusCode).toBe(403);
    const operator = await signInStaff(t, 'demo.operator');
    const queue = (await t.call('GetComplaintQueue', { status: 'open' }, { headers: operator })).json();
    expect(queue.complaints.find((c: { trackingNo: string }) => c.trackingNo === trackingNo)).toMatchObject({
      statusName: 'Alındı',
      unit: { name: 'Fen İşleri Müdürlüğü' },
      overdue: false,
    });
    const byCategory = (await t.call('GetComplaintQueue', { categoryCode: 'gurultu' }, { headers: operator })).json();
    expect(byCategory.complaints).toEqual([]);
    const bad = await t.call('GetComplaintQueue', { status: 'bilinmiyor' }, { headers: operator });
    expect(bad.json()).toMatchObject({ code: 'bad_input', field: 'status' });
    // Overdue once the clock passes the deadline.
    t.setNow(new Date(Date.now() + 40 * 86_400_000));
    try {
      const overdue = (
        await t.call('GetComplaintQueue', { deadline: 'overdue' }, { headers: await signInStaff(t, 'demo.operator') })
      ).json();
      expect(overdue.complaints.find((c: { trackingNo: string }) => c.trackingNo === trackingNo).overdue).toBe(true);
    } finally {
      t.setNow(undefined);
    }
  });

  it("keeps a unit manager to their unit's applications", async () => {
    const zabita = await createStaffSession(t, 'unit_manager', 'Zabıta Müdürlüğü');
    expect((await t.call('GetComplaintQueue', {}, { headers: zabita.headers })).json().complaints).toEqual([]);
    const refused = await t.call('GetDeskComplaint', { id }, { headers: zabita.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(complaintMessages.notInYourUnit);
    const fen = await createStaffSession(t, 'unit_manager', 'Fen İşleri Müdürlüğü');
    expect((await t.call('GetDeskComplaint', { id }, { headers: fen.headers })).statusCode).toBe(200);
  });

  it('assigns, takes in hand, notes, answers — each audited, the citizen SMSed and shown the answer but not the note', async () => {
    const operator = await signInStaff(t, 'demo.operator');
    const units = (await t.call('GetStaffUnits', {}, { headers: operator })).json().units as {
      id: number;
      name: string;
    }[];
    const park = units.find((unit) => unit.name === 'Park ve Bahçeler Müdürlüğü')!;
    const assigned = await t.call('AssignComplaint', { id, unitId: park.id }, { headers: operator });
    expect(assigned.json().complaint.unit.name).toBe('Park ve Bahçeler Müdürlüğü');
    // Now Park ve Bahçeler's: Fen İşleri's operator no longer acts on it; an administrator, after a reasoned read, sends it back.
    expect((await t.call('AssignComplaint', { id, unitId: park.id }, { headers: operator })).statusCode).toBe(403);
    const admin = await signInStaff(t, 'demo.yonetici');
    expect(
      (await t.call('GetDeskComplaint', { id, reason: 'Yanlış birime atanmış, geri alınacak.' }, { headers: admin }))
        .statusCode,
    ).toBe(200);
    const fen = units.find((unit) => unit.name === 'Fen İşleri Müdürlüğü')!;
    expect((await t.call('AssignComplaint', { id, unitId: fen.id }, { headers: admin })).statusCode).toBe(200);

    const wrongJump = await t.call('ChangeComplaintStatus', { id, status: 'closed' }, { headers: operator });
    expect(wrongJump.statusCode).toBe(409);
    expect(wrongJump.json().Message).toBe(complaintMessages.transitionRefused);
    expect(
      (await t.call('ChangeComplaintStatus', { id, status: 'in_progress' }, { headers: operator })).json().complaint
        .statusName,
    ).toBe('İşlemde');
    expect(await lastSmsTo(t, ayse.phone)).toContain('İşlemde');

    await t.call('AddComplaintNote', { id, text: 'Ekip yarın sabah gidecek.' }, { headers: operator });
    const noAnswer = await t.call('ChangeComplaintStatus', { id, status: 'answered' }, { headers: operator });
    expect(noAnswer.json()).toMatchObject({ code: 'bad_input', Message: complaintMessages.answerRequired });
    const answered = await t.call(
      'ChangeComplaintStatus',
      { id, status: 'answered', text: 'Lamba değiştirildi, ilginiz için teşekkür ederiz.' },
      { headers: operator },
    );
    expect(answered.statusCode).toBe(200);
    const desk = answered.json().complaint;
    expect(desk.events.map((e: { kind: string }) => e.kind)).toEqual([
      'status',
      'assigned',
      'assigned',
      'status',
      'note',
      'status',
    ]);
    expect(desk.events.find((e: { kind: string }) => e.kind === 'note')).toMatchObject({
      visibleToCitizen: false,
      staffName: 'Can Demir',
    });
    expect(desk.nextStatuses).toEqual(['closed', 'in_progress']);
    expect(await lastSmsTo(t, ayse.phone)).toContain('Lamba değiştirildi');

    const seen = (await t.call('GetComplaintByTrackingNo', { trackingNo, accessCode })).json().complaint;
    expect(seen).toMatchObject({ status: 'answered', answer: 'Lamba değiştirildi, ilginiz için teşekkür ederiz.' });
    expect(JSON.stringify(seen)).not.toContain('Ekip yarın sabah');
    expect(JSON.stringify(seen)).not.toContain('Can Demir');

    const trail = (
      await t.db
        .select()
        .from(staffActions)
        .where(eq(staffActions.entityId, String(id)))
        .orderBy(desc(staffActions.id))
    ).filter((row) => row.entity === 'complaint' && row.action !== 'complaint.viewed');
    expect(trail.map((row) => row.action)).toEqual([
      'complaint.status_changed',
      'complaint.note_added',
      'complaint.status_changed',
      'complaint.assigned',
      'complaint.assigned',
    ]);
    expect(trail[0].detail).toEqual({ from: 'in_progress', to: 'answered' });
  });

  it('rejects only with a reason', async () => {
    const member = await signIn(t, ayse.id, ayse.password);
    const { streets } = (await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101' })).json();
    const { trackingNo: other } = (
      await t.call(
        'LodgeComplaint',
        {
          kind: 'oneri',
          categoryCode: 'park-bahce',
          description: 'Parka bir bisiklet yolu yapılabilir.',
          place: { districtCode: '990101', streetCode: streets[0].code },
          kvkkAccepted: true,
        },
        { headers: member },
      )
    ).json();
    const [{ id: otherId }] = await t.db
      .select({ id: complaints.id })
      .from(complaints)
      .where(eq(complaints.trackingNo, other));
    const admin = await signInStaff(t, 'demo.yonetici');
    // Park ve Bahçeler's, not the administrator's unit: opened with a reason first (decision 056).
    await t.call(
      'GetDeskComplaint',
      { id: otherId, reason: 'Birim yöneticisi izinli, yanıt bekliyor.' },
      { headers: admin },
    );
    const noReason = await t.call(
      'ChangeComplaintStatus',
      { id: otherId, status: 'rejected', text: '' },
      { headers: admin },
    );
    expect(noReason.json().Message).toBe(complaintMessages.reasonRequired);
    const rejected = await t.call(
      'ChangeComplaintStatus',
      { id: otherId, status: 'rejected', text: 'Bu alan belediyenin sorumluluğunda değil.' },
      { headers: admin },
    );
    expect(rejected.json().complaint).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Bu alan belediyenin sorumluluğunda değil.',
    });
  });

  it('lets administrators, and nobody else, edit the service list', async () => {
    const operator = await signInStaff(t, 'demo.operator');
    const refused = await t.call(
      'SaveComplaintCategory',
      { code: 'kopek', name: 'Sahipsiz hayvan' },
      { headers: operator },
    );
    expect(refused.statusCode).toBe(403);
    const admin = await signInStaff(t, 'demo.yonetici');
    const created = await t.call(
      'SaveComplaintCategory',
      { code: 'sahipsiz-hayvan', name: 'Sahipsiz hayvan' },
      { headers: admin },
    );
    expect(created.statusCode).toBe(200);
    const category = created.json().category;
    expect(
      (await t.call('GetComplaintCategories', {})).json().categories.map((c: { code: string }) => c.code),
    ).toContain('sahipsiz-hayvan');
    await t.call('SaveComplaintCategory', { ...category, active: false }, { headers: admin });
    expect(
      (await t.call('GetComplaintCategories', {})).json().categories.map((c: { code: string }) => c.code),
    ).not.toContain('sahipsiz-hayvan');
    const badCode = await t.call('SaveComplaintCategory', { code: 'Çöp Konteyneri', name: 'x' }, { headers: admin });
    expect(badCode.json().field).toBe('code');
    const duplicate = await t.call('SaveComplaintCategory', { code: 'gurultu', name: 'Gürültü 2' }, { headers: admin });
    expect(duplicate.statusCode).toBe(409);
  });

  it('serves photos to staff only', async () => {
    const member = await signIn(t, ayse.id, ayse.password);
    const photoId = (
      await t.call(
        'UploadComplaintPhoto',
        { fileName: 'a.jpg', contentBase64: (await photoWithLocation()).toString('base64') },
        { headers: member },
      )
    ).json().photoId;
    const { streets } = (await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101' })).json();
    const { trackingNo: withPhoto } = (
      await t.call(
        'LodgeComplaint',
        {
          kind: 'sikayet',
          categoryCode: 'yol-bozuklugu',
          description: 'Kaldırım taşları yerinden çıkmış.',
          place: { districtCode: '990101', streetCode: streets[0].code },
          photoIds: [photoId],
          kvkkAccepted: true,
        },
        { headers: member },
      )
    ).json();
    const [{ id: photoComplaint }] = await t.db
      .select({ id: complaints.id })
      .from(complaints)
      .where(eq(complaints.trackingNo, withPhoto));
    const operator = await signInStaff(t, 'demo.operator');
    const [url] = (await t.call('GetDeskComplaint', { id: photoComplaint }, { headers: operator })).json().complaint
      .photoUrls;
    const image = await t.app.inject({ method: 'GET', url, headers: operator });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await t.app.inject({ method: 'GET', url, headers: member })).statusCode).toBe(401);
  });
});
