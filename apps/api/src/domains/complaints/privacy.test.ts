import { complaintMessages, defaultPublicNotes, formatAccessCode } from '@ebelediye/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, smsOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { lastSmsTo, signIn, solveCaptcha } from '../../test/session';
import { createStaffSession, signInStaff } from '../../test/staff';
import { secretBodyNote } from '../sms/outbox';

// A complaint is read back only by the person who lodged it, and Open311
// publishes nothing that identifies them. Each case is the attack of the review, as a sequence of calls.

const ayse = { id: '10000000146', password: 'Demo2026', phone: '5321112233' };

describe('complaints: only the complainant reads a complaint (point 4)', () => {
  let t: TestApp;
  let place: { districtCode: string; streetCode: string };
  const visitorPhone = '5327770099';
  let trackingNo: string;
  let accessCode: string;
  beforeAll(async () => {
    t = await createTestApp();
    const { streets } = (await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101' })).json();
    place = { districtCode: '990101', streetCode: streets[0].code };
    const { operationReferenceNumber } = (
      await t.call('SendSms', { phone: visitorPhone, purpose: 'complaint', altcha: await solveCaptcha(t) })
    ).json();
    const code = (await lastSmsTo(t, visitorPhone)).match(/(\d{6})/)![1];
    await t.call('ValidateCode', { operationReferenceNumber, userEntredCode: code });
    const lodged = await t.call('LodgeComplaint', {
      kind: 'sikayet',
      categoryCode: 'gurultu',
      description: 'Komşum Ahmet Yılmaz her gece 3 numaralı dairede yüksek sesle müzik dinliyor.',
      place,
      contactName: 'Deniz Kaya',
      contactPhone: visitorPhone,
      validationKey: operationReferenceNumber,
      kvkkAccepted: true,
    });
    expect(lodged.statusCode).toBe(200);
    ({ trackingNo, accessCode } = lodged.json());
  });
  afterAll(() => t.close());

  it('gives a random code at lodging, on screen and by SMS, and keeps only its hash', async () => {
    expect(accessCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await lastSmsTo(t, visitorPhone)).toContain(`sorgulama kodunuz ${formatAccessCode(accessCode)}`);
    const [row] = await t.db.select().from(complaints).where(eq(complaints.trackingNo, trackingNo));
    expect(row.accessCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(accessCode);
    // The sent SMS is a secret like a verification code: the outbox keeps only a note (point 9).
    const sent = await t.db
      .select({ purpose: smsOutbox.purpose, body: smsOutbox.body, status: smsOutbox.status })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, visitorPhone));
    expect(sent.filter((sms) => sms.purpose === 'complaint_code')).toEqual([
      { purpose: 'complaint_code', body: secretBodyNote, status: 'sent' },
    ]);
    expect(JSON.stringify(sent)).not.toContain(formatAccessCode(accessCode));
  });

  it('refuses the neighbour who knows the number and the phone', async () => {
    // The review's attack: the number from the public list, the phone known — today's full text.
    const byPhone = await t.call('GetComplaintByTrackingNo', { trackingNo, phone: visitorPhone });
    expect(byPhone.statusCode).toBe(400);
    expect(byPhone.json()).toMatchObject({ code: 'bad_input', field: 'accessCode' });
    expect(byPhone.body).not.toContain('Ahmet Yılmaz');
    const guessed = await t.call('GetComplaintByTrackingNo', {
      trackingNo,
      accessCode: 'ABCD-EFGH' === formatAccessCode(accessCode) ? 'ABCD-EFGJ' : 'ABCD-EFGH',
    });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().Message).toBe(complaintMessages.notFound);
    const right = await t.call('GetComplaintByTrackingNo', { trackingNo, accessCode });
    expect(right.statusCode).toBe(200);
    expect(right.json().complaint.description).toContain('Ahmet Yılmaz');
  });

  it('limits look-ups of one number across processes: ten an hour, then the right code waits too', async () => {
    const other = await t.anotherProcess();
    try {
      const lookUp = (app: typeof t.app, code: string) =>
        app.inject({ method: 'POST', url: '/api/GetComplaintByTrackingNo', payload: { trackingNo, accessCode: code } });
      const wrong = accessCode === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
      // Two looks-ups were made by the test above; eight more, alternating processes, reach ten.
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) statuses.push((await lookUp(i % 2 === 0 ? t.app : other, wrong)).statusCode);
      expect(statuses).toEqual(Array(8).fill(404));
      const locked = await lookUp(other, accessCode);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().Message).toBe(complaintMessages.lookupLocked.replace('{minutes}', '60'));
      expect(locked.headers['retry-after']).toBe('3600');
      expect((await lookUp(t.app, accessCode)).statusCode).toBe(429);
      // An hour later the right code reads it again.
      t.setNow(new Date(Date.now() + 61 * 60_000));
      expect((await lookUp(other, accessCode)).statusCode).toBe(200);
    } finally {
      t.setNow(undefined);
      await other.close();
    }
  });

  it('gives an application lodged before codes existed a code with its next status SMS', async () => {
    const member = await signIn(t, ayse.id, ayse.password);
    const { trackingNo: old } = (
      await t.call(
        'LodgeComplaint',
        {
          kind: 'talep',
          categoryCode: 'sokak-lambasi',
          description: 'Sokak lambası yanmıyor, gece çok karanlık.',
          place,
          kvkkAccepted: true,
        },
        { headers: member },
      )
    ).json();
    await t.db.update(complaints).set({ accessCodeHash: null }).where(eq(complaints.trackingNo, old));
    const [{ id }] = await t.db.select({ id: complaints.id }).from(complaints).where(eq(complaints.trackingNo, old));
    const operator = await signInStaff(t, 'demo.operator');
    expect(
      (await t.call('ChangeComplaintStatus', { id, status: 'in_progress' }, { headers: operator })).statusCode,
    ).toBe(200);
    const sms = await lastSmsTo(t, ayse.phone);
    const code = sms.match(/Sorgulama kodunuz: ([A-Z0-9]{4}-[A-Z0-9]{4})/)![1];
    expect((await t.call('GetComplaintByTrackingNo', { trackingNo: old, accessCode: code })).statusCode).toBe(200);
  });
});

describe('Open311 publishes nothing that identifies a person (point 3, and 11)', () => {
  let t: TestApp;
  let apiKey: string;
  let place: { districtCode: string; streetCode: string };
  let streetName: string;
  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const answer =
    'Sayın Deniz Kaya, Çınar Sokak No: 7 İç Kapı: 3 adresindeki şikâyetiniz için 0532 777 00 98 numaralı telefonunuzdan size ulaşacağız.';
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signInStaff(t, 'demo.yonetici');
    apiKey = (await t.call('IssueOpen311Key', { name: 'Mahalle uygulaması' }, { headers: admin })).json().apiKey;
    const { streets } = (await t.call('GetStreetListWithoutAuthorization', { districtCode: '990125' })).json();
    place = { districtCode: '990125', streetCode: streets[0].code };
    streetName = streets[0].name;
  });
  afterAll(() => t.close());

  it("publishes a portal complaint's point to ~100 m, its street, and the public note — never the answer to the person", async () => {
    const member = await signIn(t, ayse.id, ayse.password);
    const { trackingNo } = (
      await t.call(
        'LodgeComplaint',
        {
          kind: 'sikayet',
          categoryCode: 'gurultu',
          description: 'Üst kattaki komşum her gece gürültü yapıyor.',
          place,
          point: { lat: 40.991234, lon: 28.851987 },
          kvkkAccepted: true,
        },
        { headers: member },
      )
    ).json();
    const published = async () =>
      (await t.app.inject({ method: 'GET', url: `/open311/v2/requests/${trackingNo}.json` })).json()[0];
    const received = await published();
    expect(received).toMatchObject({
      lat: 40.991,
      long: 28.852,
      status_notes: defaultPublicNotes.received,
      description: '',
    });
    // "Akpınar Mahallesi", as the register names it: no " Mah." after it, no door, no spot (point 11).
    expect(received.address).toBe(`Akpınar Mahallesi ${streetName}`);

    const [{ id }] = await t.db
      .select({ id: complaints.id })
      .from(complaints)
      .where(eq(complaints.trackingNo, trackingNo));
    // The complaint is Zabıta's: its operator answers it (an operator acts on their own unit's work only).
    const { headers: operator } = await createStaffSession(t, 'complaints_operator', 'Zabıta Müdürlüğü');
    // Staff cannot publish the answer as the public note, even re-spaced.
    const pasted = await t.call(
      'ChangeComplaintStatus',
      { id, status: 'answered', text: answer, publicNote: `  ${answer.replace(/ /g, '  ')} ` },
      { headers: operator },
    );
    expect(pasted.statusCode).toBe(400);
    expect(pasted.json()).toMatchObject({ field: 'publicNote', Message: complaintMessages.publicNoteIsAnswer });
    // The review's attack: the answer held a name, an address and a phone, and became public.
    const answered = await t.call(
      'ChangeComplaintStatus',
      { id, status: 'answered', text: answer },
      { headers: operator },
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json().complaint.publicNote).toBe(defaultPublicNotes.answered);
    for (const format of ['json', 'xml']) {
      const body = (
        await t.app.inject({ method: 'GET', url: `/open311/v2/requests.${format}?service_request_id=${trackingNo}` })
      ).body;
      expect(body).toContain(defaultPublicNotes.answered);
      for (const secret of ['Deniz Kaya', 'No: 7', '0532 777 00 98', '40.991234', '28.851987', 'komşum'])
        expect(body).not.toContain(secret);
    }

    // A note staff wrote on purpose is what is published.
    await t.call(
      'ChangeComplaintStatus',
      { id, status: 'closed', publicNote: 'Gürültü kaynağı zabıta denetiminde tespit edildi.' },
      { headers: operator },
    );
    expect((await published()).status_notes).toBe('Gürültü kaynağı zabıta denetiminde tespit edildi.');
  });

  it("generalises an integrator's point too, and never texts the phone it sent (point 11)", async () => {
    const phone = '5328881122';
    const created = await t.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      ...form({
        api_key: apiKey,
        service_code: 'cop-toplanmadi',
        lat: '40.123456',
        long: '28.654321',
        description: 'Konteynerler üç gündür boşaltılmadı.',
        first_name: 'Ali',
        last_name: 'Veli',
        phone,
      }),
    });
    expect(created.statusCode).toBe(201);
    const [{ service_request_id: id, access_code: code }] = created.json();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const [published] = (await t.app.inject({ method: 'GET', url: `/open311/v2/requests/${id}.json` })).json();
    expect(published).toMatchObject({ lat: 40.123, long: 28.654, address: '' });
    expect(JSON.stringify(published)).not.toContain('40.123456');

    const [{ id: complaintId }] = await t.db
      .select({ id: complaints.id })
      .from(complaints)
      .where(eq(complaints.trackingNo, id));
    const { headers: operator } = await createStaffSession(t, 'complaints_operator', 'Temizlik İşleri Müdürlüğü');
    await t.call(
      'ChangeComplaintStatus',
      { id: complaintId, status: 'answered', text: 'Konteynerler boşaltıldı.' },
      { headers: operator },
    );
    await t.app.jobs.runOnce();
    // Nothing queued or sent to a number nobody proved.
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).toEqual([]);
    // The integrator's user reads the answer with the code the POST answered.
    const read = await t.call('GetComplaintByTrackingNo', { trackingNo: id, accessCode: code });
    expect(read.json().complaint).toMatchObject({ answer: 'Konteynerler boşaltıldı.', phoneToVerify: true });

    // Until the phone's owner proves it there: another proven phone does not count, theirs does.
    const prove = async (number: string) => {
      const { operationReferenceNumber } = (
        await t.call('SendSms', { phone: number, purpose: 'complaint', altcha: await solveCaptcha(t) })
      ).json();
      const smsCode = (await lastSmsTo(t, number)).match(/(\d{6})/)![1];
      await t.call('ValidateCode', { operationReferenceNumber, userEntredCode: smsCode });
      return operationReferenceNumber as string;
    };
    const other = await t.call('VerifyComplaintPhone', {
      trackingNo: id,
      accessCode: code,
      validationKey: await prove('5328881199'),
    });
    expect(other.json()).toMatchObject({ field: 'validationKey', Message: complaintMessages.phoneNotThisOne });
    const own = await t.call('VerifyComplaintPhone', {
      trackingNo: id,
      accessCode: code,
      validationKey: await prove(phone),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().complaint.phoneToVerify).toBe(false);
    await t.call('ChangeComplaintStatus', { id: complaintId, status: 'closed' }, { headers: operator });
    expect(await lastSmsTo(t, phone)).toContain('Kapatıldı');
  });

  it('limits made-up keys per address across processes, while a valid key still posts (point 7)', async () => {
    const other = await t.anotherProcess();
    try {
      const post = (app: typeof t.app, key: string) =>
        app.inject({
          method: 'POST',
          url: '/open311/v2/requests.json',
          ...form({
            api_key: key,
            service_code: 'cop-toplanmadi',
            address_string: 'Çınar Sokak',
            description: 'Konteynerler üç gündür boşaltılmadı.',
          }),
        });
      const statuses: number[] = [];
      // A fresh made-up key each time: the per-key limit never sees the same one twice.
      for (let i = 0; i < 12; i += 1)
        statuses.push((await post(i % 2 === 0 ? t.app : other, `uydurma-${i}`)).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
      expect(statuses.slice(10)).toEqual([429, 429]);
      const refused = await post(other, 'uydurma-son');
      expect(refused.json()[0]).toEqual({
        code: 429,
        description: complaintMessages.badOpen311Keys.replace('{minutes}', '15'),
      });
      expect((await post(t.app, apiKey)).statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });
});
