import { complaintMessages } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/session';
import { createStaffSession } from '../../test/staff';

// Law 4982 art. 6: "Başvuru sahibinin adı ve soyadı, T.C. kimlik numarası, oturma yeri veya iş
// adresi" — electronic applications too. An information request is about no place; a complaint is.

const ayse = { id: '10000000146', password: 'Demo2026' };
const budget = {
  kind: 'bilgi_edinme',
  categoryCode: 'bilgi-edinme',
  description: '2025 yılı bütçe gerçekleşme raporunu istiyorum.',
};
const someKey = '00000000-0000-4000-8000-000000000000';

describe('information requests as Law 4982 asks for them', () => {
  let t: TestApp;
  let member: Record<string, string>;
  let address = 1;
  const call = (name: string, body: unknown, headers?: Record<string, string>) =>
    t.call(name, body, { headers, remoteAddress: `10.4.98.${address++}` });
  const count = async () => (await t.db.select({ id: complaints.id }).from(complaints)).length;

  beforeAll(async () => {
    t = await createTestApp();
    member = await signIn(t, ayse.id, ayse.password);
  });
  afterAll(() => t.close());

  it("takes a member's request about no place with their address, and gives the desk their TCKN from the registry", async () => {
    const lodged = await call(
      'LodgeComplaint',
      { ...budget, applicantAddress: 'Çınar Sokak No: 4 D: 2, Cumhuriyet Mahallesi' },
      member,
    );
    expect(lodged.statusCode).toBe(200);
    expect(lodged.json().law).toBe('4982');
    const { trackingNo } = lodged.json();

    const writer = await createStaffSession(t, 'complaints_operator', 'Yazı İşleri Müdürlüğü');
    const { complaints: queue } = (
      await call('GetComplaintQueue', { categoryCode: 'bilgi-edinme' }, writer.headers)
    ).json();
    const summary = queue.find((c: { trackingNo: string }) => c.trackingNo === trackingNo);
    expect(summary.placeText).toBe('');
    const { complaint } = (await call('GetDeskComplaint', { id: summary.id }, writer.headers)).json();
    expect(complaint).toMatchObject({
      applicantTckn: ayse.id,
      applicantAddress: 'Çınar Sokak No: 4 D: 2, Cumhuriyet Mahallesi',
    });

    // Someone else's data: another unit is refused, and Open311 publishes neither the number nor the address.
    const zabita = await createStaffSession(t, 'complaints_operator', 'Zabıta Müdürlüğü');
    expect((await call('GetDeskComplaint', { id: summary.id }, zabita.headers)).statusCode).toBe(403);
    const published = await t.app.inject({ method: 'GET', url: `/open311/v2/requests/${trackingNo}.json` });
    expect(published.json()[0].address).toBe('');
    expect(published.body).not.toContain(ayse.id);
    expect(published.body).not.toContain('Çınar Sokak No: 4');
  });

  it('asks a visitor for a valid TCKN and an address, and stores nothing without them', async () => {
    const before = await count();
    const visitor = { ...budget, contactName: 'Deniz Kaya', contactPhone: '5327770099', validationKey: someKey };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...visitor, applicantAddress: 'Gül Sokak No: 1' }, 'applicantTckn', complaintMessages.applicantTcknRequired],
      [
        { ...visitor, applicantAddress: 'Gül Sokak No: 1', applicantTckn: '10000000147' },
        'applicantTckn',
        'Geçerli bir T.C. Kimlik No giriniz.',
      ],
      [{ ...visitor, applicantTckn: '10000000146' }, 'applicantAddress', complaintMessages.applicantAddressRequired],
    ];
    for (const [body, field, message] of cases) {
      const refused = await call('LodgeComplaint', body);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json()).toMatchObject({ field, Message: message });
    }
    expect(await count()).toBe(before);
  });

  it('takes a suggestion without a place, but not a complaint', async () => {
    const suggestion = await call(
      'LodgeComplaint',
      { kind: 'oneri', categoryCode: 'diger', description: 'Kütüphane hafta sonu da açık olsun.' },
      member,
    );
    expect(suggestion.statusCode).toBe(200);
    const before = await count();
    const complaint = await call(
      'LodgeComplaint',
      { kind: 'sikayet', categoryCode: 'yol-bozuklugu', description: 'Okulun önünde derin bir çukur var.' },
      member,
    );
    expect(complaint.statusCode).toBe(400);
    expect(complaint.json()).toMatchObject({ field: 'place', Message: complaintMessages.placeRequired });
    expect(await count()).toBe(before);
  });
});
