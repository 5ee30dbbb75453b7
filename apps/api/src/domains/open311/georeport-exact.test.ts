import { defaultPublicNotes, districtAndStreet } from '@ebelediye/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressDistricts,
  addressInnerDoors,
  addressOuterDoors,
  addressStreets,
  complaintCategories,
  complaints,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createStaffSession, signInStaff } from '../../test/staff';

// Where GeoReport v2 leaves a field optional, the portal must too; and mySociety's extensions an
// integrator expects (CORS on reads, servicerequestupdates). Checked against the standard's text,
// not against what the code did before.

describe('Open311 as GeoReport v2 words it', () => {
  let t: TestApp;
  let apiKey: string;
  let admin: Record<string, string>;
  let operator: Record<string, string>;
  let address = 1;
  const post = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ api_key: apiKey, ...fields }).toString(),
      remoteAddress: `10.26.0.${address++}`,
    });
  const stored = async (trackingNo: string) =>
    (await t.db.select().from(complaints).where(eq(complaints.trackingNo, trackingNo)))[0];
  const count = async () => (await t.db.select({ id: complaints.id }).from(complaints)).length;

  beforeAll(async () => {
    t = await createTestApp();
    // Signed in on the real clock: the tests then move the app's clock to days of their own.
    admin = await signInStaff(t, 'demo.yonetici');
    operator = (await createStaffSession(t, 'complaints_operator', 'Fen İşleri Müdürlüğü')).headers;
    t.setNow(new Date('2026-11-16T07:00:00Z'));
    apiKey = (await t.call('IssueOpen311Key', { name: 'Mahalle uygulaması' }, { headers: admin })).json().apiKey;
  });
  afterAll(() => t.close());

  it('takes a request with no description or a short one, and refuses one over 4,000 characters', async () => {
    const photoOnly = await post({ service_code: 'yol-bozuklugu', lat: '40.99', long: '28.85' });
    expect(photoOnly.statusCode).toBe(201);
    const short = await post({ service_code: 'yol-bozuklugu', lat: '40.99', long: '28.85', description: 'Çukur var' });
    expect(short.statusCode).toBe(201);
    expect((await stored(short.json()[0].service_request_id)).description).toBe('Çukur var');

    const before = await count();
    const long = await post({
      service_code: 'yol-bozuklugu',
      lat: '40.99',
      long: '28.85',
      description: 'ç'.repeat(4001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual([{ code: 400, description: 'description en fazla 4000 karakter olabilir.' }]);
    expect(await count()).toBe(before);
  });

  it('answers service_request_id without a token, and a legal deadline written as a Turkish date', async () => {
    const created = await post({ service_code: 'cop-toplanmadi', address_string: 'Çınar Sokak önü' });
    const [answer] = created.json();
    expect(answer.service_request_id).toMatch(/^BM-\d{4}-\d{6}$/);
    expect(answer).not.toHaveProperty('token');
    expect(answer.service_notice).toMatch(
      /^3071 sayılı Dilekçe Hakkının Kullanılmasına Dair Kanun uyarınca yanıt için son gün \d{2}\.\d{2}\.\d{4}\.$/,
    );
    const [published] = (
      await t.app.inject({ method: 'GET', url: `/open311/v2/requests/${answer.service_request_id}.json` })
    ).json();
    expect(published.service_notice).toBe(answer.service_notice);
    expect(published.service_notice).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('normalises a phone written the international way and drops contact fields that do not parse', async () => {
    const spaced = await post({
      service_code: 'cop-toplanmadi',
      address_string: 'Pazar yeri',
      phone: '+90 532 123 45 67',
      email: 'ali@example.com',
    });
    expect(spaced.statusCode).toBe(201);
    expect(await stored(spaced.json()[0].service_request_id)).toMatchObject({
      contactPhone: '5321234567',
      contactEmail: 'ali@example.com',
      contactPhoneVerified: false,
    });

    const garbled = await post({
      service_code: 'cop-toplanmadi',
      address_string: 'Pazar yeri',
      phone: 'yok',
      email: 'ali@',
      first_name: 'Ali',
    });
    expect(garbled.statusCode).toBe(201);
    expect(await stored(garbled.json()[0].service_request_id)).toMatchObject({
      contactPhone: '',
      contactEmail: null,
      contactName: 'Ali',
    });
  });

  it('takes an address-register id as the location and publishes its street, never its door', async () => {
    const [unit] = await t.db
      .select({
        code: addressInnerDoors.code,
        outerDoorCode: addressOuterDoors.code,
        doorNo: addressOuterDoors.doorNo,
        streetCode: addressStreets.code,
        districtCode: addressStreets.districtCode,
        street: addressStreets.name,
        district: addressDistricts.name,
      })
      .from(addressInnerDoors)
      .innerJoin(addressOuterDoors, eq(addressOuterDoors.code, addressInnerDoors.outerDoorCode))
      .innerJoin(addressStreets, eq(addressStreets.code, addressOuterDoors.streetCode))
      .innerJoin(addressDistricts, eq(addressDistricts.code, addressStreets.districtCode))
      .limit(1);
    const created = await post({ service_code: 'sokak-lambasi', address_id: unit.code, description: 'Lamba yanmıyor' });
    expect(created.statusCode).toBe(201);
    const row = await stored(created.json()[0].service_request_id);
    expect(row).toMatchObject({
      districtCode: unit.districtCode,
      streetCode: unit.streetCode,
      outerDoorCode: unit.outerDoorCode,
    });
    expect(row.placeText).toContain(`No: ${unit.doorNo}`);
    const [published] = (
      await t.app.inject({ method: 'GET', url: `/open311/v2/requests/${row.trackingNo}.json` })
    ).json();
    expect(published.address).toBe(districtAndStreet(unit.district, unit.street));
    expect(published.address_id).toBe('');

    const byBuilding = await post({ service_code: 'sokak-lambasi', address_id: unit.outerDoorCode });
    expect(byBuilding.statusCode).toBe(201);

    const before = await count();
    const unknown = await post({ service_code: 'sokak-lambasi', address_id: '999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()[0].description).toBe(
      'address_id 999 adres kaydında yok: bina kodu ya da adres numarası gönderiniz.',
    );
    const halfPoint = await post({ service_code: 'sokak-lambasi', lat: '40.99' });
    expect(halfPoint.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('asks an information request for what Law 4982 art. 6 asks, and publishes none of it', async () => {
    const request = {
      service_code: 'bilgi-edinme',
      address_string: 'Belediye binası',
      description: '2025 bütçe gerçekleşme raporu',
    };
    const before = await count();
    const noIdentity = await post({ ...request, 'attribute[adres]': 'Gül Sokak No: 1' });
    expect(noIdentity.statusCode).toBe(400);
    expect(noIdentity.json()[0].description).toBe(
      'Bilgi edinme başvurusunda attribute[tc_kimlik_no] geçerli bir T.C. Kimlik No olmalıdır (4982 sayılı Kanun md. 6).',
    );
    const badChecksum = await post({
      ...request,
      'attribute[tc_kimlik_no]': '10000000147',
      'attribute[adres]': 'Gül Sokak No: 1',
    });
    expect(badChecksum.statusCode).toBe(400);
    const noAddress = await post({ ...request, 'attribute[tc_kimlik_no]': '10000000146' });
    expect(noAddress.statusCode).toBe(400);
    expect(await count()).toBe(before);

    const created = await post({
      ...request,
      'attribute[tc_kimlik_no]': '10000000146',
      'attribute[adres]': 'Gül Sokak No: 1 D: 3',
    });
    expect(created.statusCode).toBe(201);
    const row = await stored(created.json()[0].service_request_id);
    expect(row).toMatchObject({
      kind: 'bilgi_edinme',
      law: '4982',
      applicantTckn: '10000000146',
      applicantAddress: 'Gül Sokak No: 1 D: 3',
    });
    expect(JSON.stringify(row.attributes)).not.toContain('10000000146');
    const published = await t.app.inject({ method: 'GET', url: `/open311/v2/requests/${row.trackingNo}.json` });
    expect(published.body).not.toContain('10000000146');
    expect(published.body).not.toContain('Gül Sokak');
    const definition = (await t.app.inject({ method: 'GET', url: '/open311/v2/services/bilgi-edinme.json' })).json();
    expect(definition.attributes.map((a: { code: string }) => a.code)).toEqual([
      'basvuru_turu',
      'tc_kimlik_no',
      'adres',
    ]);
  });

  it("moves discovery's changeset when a service changes at the desk", async () => {
    // A service list last changed long ago: the changeset is then the definition's own date.
    await t.db.update(complaintCategories).set({ updatedAt: new Date('2020-01-01T00:00:00Z') });
    const discovery = async () => (await t.app.inject({ method: 'GET', url: '/open311/v2/discovery.json' })).json();
    const before = await discovery();
    expect(before.changeset).toBe('2026-11-27T00:00:00Z');
    expect(before.endpoints[0].changeset).toBe(before.changeset);

    const { categories } = (await t.call('GetDeskComplaintCategories', {}, { headers: admin })).json();
    const noise = categories.find((category: { code: string }) => category.code === 'gurultu');
    t.setNow(new Date('2026-11-27T01:02:03.456Z'));
    try {
      const saved = await t.call(
        'SaveComplaintCategory',
        { ...noise, name: 'Gürültü ve titreşim' },
        { headers: admin },
      );
      expect(saved.statusCode).toBe(200);
      const after = await discovery();
      expect(after.changeset).toBe('2026-11-27T01:02:03Z');
      expect(after.endpoints[0].changeset).toBe('2026-11-27T01:02:03Z');
    } finally {
      t.setNow(new Date('2026-11-16T07:00:00Z'));
    }
  });

  it('lets any origin read, but not post', async () => {
    for (const url of [
      '/open311/v2/discovery.json',
      '/open311/v2/services.xml',
      '/open311/v2/requests.json',
      '/open311/v2/servicerequestupdates.json',
      '/open311/v2/services/yok.json',
    ]) {
      const read = await t.app.inject({ method: 'GET', url, headers: { origin: 'https://pano.example' } });
      expect(read.headers['access-control-allow-origin'], url).toBe('*');
    }
    const posted = await post({ service_code: 'cop-toplanmadi', address_string: 'Pazar yeri' });
    expect(posted.statusCode).toBe(201);
    expect(posted.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("lists status updates with the public note, never the person's answer or contact", async () => {
    t.setNow(new Date('2026-11-17T08:00:00Z'));
    const created = await post({
      service_code: 'yol-bozuklugu',
      lat: '40.99',
      long: '28.85',
      description: 'Çukur var',
      first_name: 'Zeynep',
      phone: '5329998877',
    });
    const id = created.json()[0].service_request_id;
    const { complaints: queue } = (
      await t.call('GetComplaintQueue', { status: 'open', categoryCode: 'yol-bozuklugu' }, { headers: operator })
    ).json();
    const inDesk = queue.find((c: { trackingNo: string }) => c.trackingNo === id);
    t.setNow(new Date('2026-11-18T09:30:00Z'));
    await t.call('ChangeComplaintStatus', { id: inDesk.id, status: 'in_progress' }, { headers: operator });
    expect(
      (
        await t.call(
          'AddComplaintNote',
          { id: inDesk.id, text: 'İç not: ekip yarın sabah gidecek.' },
          { headers: operator },
        )
      ).statusCode,
    ).toBe(200);
    t.setNow(new Date('2026-11-19T10:00:00Z'));
    const answered = await t.call(
      'ChangeComplaintStatus',
      {
        id: inDesk.id,
        status: 'answered',
        text: 'Zeynep Hanım, çukur ekibimizce kapatıldı.',
        publicNote: 'Çukur kapatıldı.',
      },
      { headers: operator },
    );
    expect(answered.statusCode).toBe(200);

    const updates = await t.app.inject({
      method: 'GET',
      url: '/open311/v2/servicerequestupdates.json?start_date=2026-11-17T00:00:00Z&end_date=2026-11-20T00:00:00Z',
    });
    expect(updates.statusCode).toBe(200);
    const ours = updates.json().filter((update: { service_request_id: string }) => update.service_request_id === id);
    expect(ours).toEqual([
      {
        update_id: expect.any(String),
        service_request_id: id,
        status: 'open',
        updated_datetime: '2026-11-17T08:00:00.000Z',
        description: defaultPublicNotes.received,
        media_url: '',
      },
      {
        update_id: expect.any(String),
        service_request_id: id,
        status: 'open',
        updated_datetime: '2026-11-18T09:30:00.000Z',
        description: defaultPublicNotes.in_progress,
        media_url: '',
      },
      {
        update_id: expect.any(String),
        service_request_id: id,
        status: 'closed',
        updated_datetime: '2026-11-19T10:00:00.000Z',
        description: 'Çukur kapatıldı.',
        media_url: '',
      },
    ]);
    expect(updates.body).not.toContain('Zeynep');
    expect(updates.body).not.toContain('İç not');
    expect(updates.body).not.toContain('5329998877');

    const window = (
      await t.app.inject({
        method: 'GET',
        url: '/open311/v2/servicerequestupdates.json?start_date=2026-11-19T00:00:00Z&end_date=2026-11-20T00:00:00Z',
      })
    ).json();
    expect(
      window
        .filter((update: { service_request_id: string }) => update.service_request_id === id)
        .map((update: { status: string }) => update.status),
    ).toEqual(['closed']);
    const xml = await t.app.inject({
      method: 'GET',
      url: '/open311/v2/servicerequestupdates.xml?start_date=2026-11-19T00:00:00Z&end_date=2026-11-20T00:00:00Z',
    });
    expect(xml.body).toContain(`<service_request_updates><request_update><update_id>`);
    expect(xml.body).toContain(`<service_request_id>${id}</service_request_id><status>closed</status>`);

    const badDate = await t.app.inject({ method: 'GET', url: '/open311/v2/servicerequestupdates.json?start_date=dün' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()[0].description).toBe(
      'start_date W3C biçiminde bir tarih olmalıdır (ör. 2026-11-01T00:00:00Z).',
    );
  });
});
