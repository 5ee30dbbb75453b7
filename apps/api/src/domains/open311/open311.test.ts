import { defaultPublicNotes } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createStaffSession, signInStaff } from '../../test/staff';

// Open311 GeoReport v2 against the standard's examples (wiki.open311.org/GeoReport_v2): field
// names, open/closed, the errors array, JSON and XML.

describe('Open311 GeoReport v2', () => {
  let t: TestApp;
  let apiKey: string;
  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signInStaff(t, 'demo.yonetici');
    apiKey = (await t.call('IssueOpen311Key', { name: 'Mahalle uygulaması' }, { headers: admin })).json().apiKey;
  });
  afterAll(() => t.close());

  it('describes itself (discovery) and lists services in JSON and XML', async () => {
    const discovery = (await t.app.inject({ method: 'GET', url: '/open311/v2/discovery.json' })).json();
    expect(discovery.endpoints[0]).toMatchObject({
      specification: 'http://wiki.open311.org/GeoReport_v2',
      formats: ['application/json', 'text/xml'],
    });
    const services = await t.app.inject({ method: 'GET', url: '/open311/v2/services.json' });
    expect(services.statusCode).toBe(200);
    expect(services.json().find((s: { service_code: string }) => s.service_code === 'yol-bozuklugu')).toEqual({
      service_code: 'yol-bozuklugu',
      service_name: 'Çukur / yol bozukluğu',
      description: expect.any(String),
      metadata: true,
      type: 'realtime',
      keywords: expect.any(String),
      group: 'Yol ve kaldırım',
    });
    const xml = await t.app.inject({ method: 'GET', url: '/open311/v2/services.xml' });
    expect(xml.headers['content-type']).toMatch(/text\/xml/);
    expect(xml.body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?><services><service><service_code>/);
  });

  it('gives a service definition with its attributes, and the standard 404 for an unknown code', async () => {
    const definition = (await t.app.inject({ method: 'GET', url: '/open311/v2/services/gurultu.json' })).json();
    expect(definition.service_code).toBe('gurultu');
    expect(definition.attributes[0]).toMatchObject({
      code: 'basvuru_turu',
      datatype: 'singlevaluelist',
      variable: true,
      required: false,
      order: 1,
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/open311/v2/services/yok.json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual([{ code: 404, description: 'yok kodlu bir hizmet yok.' }]);
    const unknownXml = await t.app.inject({ method: 'GET', url: '/open311/v2/services/yok.xml' });
    expect(unknownXml.body).toContain(
      '<errors><error><code>404</code><description>yok kodlu bir hizmet yok.</description></error></errors>',
    );
  });

  it('takes POST requests only with a valid key, refuses an unknown service, and stores nothing then', async () => {
    const request = {
      service_code: 'cop-toplanmadi',
      lat: '40.99',
      long: '28.85',
      description: 'Konteynerler üç gündür boşaltılmadı.',
    };
    const noKey = await t.app.inject({ method: 'POST', url: '/open311/v2/requests.json', ...form(request) });
    expect(noKey.statusCode).toBe(403);
    expect(noKey.json()[0].code).toBe(403);
    const badKey = await t.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      ...form({ ...request, api_key: 'yanlis' }),
    });
    expect(badKey.statusCode).toBe(403);
    const unknownService = await t.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      ...form({ ...request, api_key: apiKey, service_code: 'yok' }),
    });
    expect(unknownService.statusCode).toBe(404);
    expect(unknownService.json()).toEqual([{ code: 404, description: 'yok kodlu bir hizmet yok.' }]);
    const noPlace = await t.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      ...form({ service_code: 'cop-toplanmadi', description: 'Konteynerler üç gündür boşaltılmadı.', api_key: apiKey }),
    });
    expect(noPlace.statusCode).toBe(400);
    const listed = (await t.app.inject({ method: 'GET', url: '/open311/v2/requests.json' })).json();
    expect(listed.filter((r: { description: string }) => r.description === request.description)).toEqual([]);
  });

  it('refuses a kind of application that is only a name on every object ("toString", "__proto__")', async () => {
    for (const kind of ['toString', '__proto__', 'hasOwnProperty']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/open311/v2/requests.json',
        ...form({
          api_key: apiKey,
          service_code: 'cop-toplanmadi',
          lat: '40.99',
          long: '28.85',
          description: 'Konteynerler boşaltılmadı.',
          'attribute[basvuru_turu]': kind,
        }),
      });
      expect(refused.statusCode, kind).toBe(400);
      expect(refused.json()[0].description).toContain('attribute[basvuru_turu]');
    }
  });

  it('creates a request that the desk sees, then reads it by id and in the list with filters', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      ...form({
        api_key: apiKey,
        service_code: 'cop-toplanmadi',
        lat: '40.99',
        long: '28.85',
        address_string: 'Çınar Sokak önü',
        description: 'Konteynerler üç gündür boşaltılmadı.',
        first_name: 'Ali',
        last_name: 'Veli',
        'attribute[basvuru_turu]': 'talep',
      }),
    });
    expect(created.statusCode).toBe(201);
    const [{ service_request_id: id }] = created.json();
    expect(id).toMatch(/^BM-\d{4}-\d{6}$/);

    const one = (await t.app.inject({ method: 'GET', url: `/open311/v2/requests/${id}.json` })).json();
    expect(one[0]).toMatchObject({
      service_request_id: id,
      status: 'open',
      service_code: 'cop-toplanmadi',
      service_name: 'Çöp toplanmadı',
      agency_responsible: 'Temizlik İşleri Müdürlüğü',
      lat: 40.99,
      long: 28.85,
      description: 'Konteynerler üç gündür boşaltılmadı.',
    });

    // The unit's own operator (decision 056: a complaints operator sees their unit's applications only).
    const { headers: operator } = await createStaffSession(t, 'complaints_operator', 'Temizlik İşleri Müdürlüğü');
    const queue = (await t.call('GetComplaintQueue', { status: 'open' }, { headers: operator })).json();
    const inDesk = queue.complaints.find((c: { trackingNo: string }) => c.trackingNo === id);
    expect(inDesk).toMatchObject({ source: 'open311', kind: 'talep' });
    await t.call(
      'ChangeComplaintStatus',
      { id: inDesk.id, status: 'answered', text: 'Konteynerler boşaltıldı.' },
      { headers: operator },
    );

    const closed = (
      await t.app.inject({ method: 'GET', url: '/open311/v2/requests.json?status=closed&service_code=cop-toplanmadi' })
    ).json();
    // status_notes is the public sentence of the status, never the answer to the person.
    expect(closed).toContainEqual(
      expect.objectContaining({ service_request_id: id, status: 'closed', status_notes: defaultPublicNotes.answered }),
    );
    expect(
      closed.every(
        (r: { status: string; service_code: string }) => r.status === 'closed' && r.service_code === 'cop-toplanmadi',
      ),
    ).toBe(true);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/open311/v2/requests.json?status=open&service_code=cop-toplanmadi' })
      ).json(),
    ).toEqual([]);
    const xml = await t.app.inject({ method: 'GET', url: `/open311/v2/requests/${id}.xml` });
    expect(xml.body).toContain(
      `<service_requests><request><service_request_id>${id}</service_request_id><status>closed</status>`,
    );
    const badStatus = await t.app.inject({ method: 'GET', url: '/open311/v2/requests.json?status=acik' });
    expect(badStatus.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/open311/v2/requests/BM-2026-999999.json' })).statusCode).toBe(
      404,
    );
  });

  it('does not publish what citizens wrote on the portal (no description, street only)', async () => {
    const { streets } = (await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101' })).json();
    const { signIn } = await import('../../test/session');
    const member = await signIn(t, '10000000146', 'Demo2026');
    const { trackingNo } = (
      await t.call(
        'LodgeComplaint',
        {
          kind: 'sikayet',
          categoryCode: 'gurultu',
          description: 'Üst kattaki komşum her gece gürültü yapıyor.',
          place: { districtCode: '990101', streetCode: streets[0].code, note: 'kapı 4' },
          kvkkAccepted: true,
        },
        { headers: member },
      )
    ).json();
    const [published] = (await t.app.inject({ method: 'GET', url: `/open311/v2/requests/${trackingNo}.json` })).json();
    expect(published.description).toBe('');
    expect(published.address).not.toContain('kapı 4');
    expect(JSON.stringify(published)).not.toContain('5321112233');
  });

  it('shows an integrator trying the demo a few example requests and their updates', async () => {
    t.setNow(new Date('2026-11-23T12:00:00Z'));
    try {
      const examples = (
        await t.app.inject({ method: 'GET', url: '/open311/v2/requests.json?end_date=2026-11-22T00:00:00Z' })
      ).json();
      expect(examples.map((r: { service_code: string; status: string }) => [r.service_code, r.status])).toEqual([
        ['yol-bozuklugu', 'open'],
        ['sokak-lambasi', 'open'],
        ['cop-toplanmadi', 'closed'],
      ]);
      expect(examples[2].status_notes).toBe('Konteynerler boşaltıldı.');
      const updates = (
        await t.app.inject({
          method: 'GET',
          url: '/open311/v2/servicerequestupdates.json?end_date=2026-11-22T00:00:00Z',
        })
      ).json();
      expect(updates.map((u: { status: string }) => u.status)).toEqual([
        'open',
        'open',
        'closed',
        'open',
        'open',
        'open',
      ]);
    } finally {
      t.setNow(undefined);
    }
  });

  it('limits POST requests per key', async () => {
    const limited = await createTestApp();
    try {
      const admin = await signInStaff(limited, 'demo.yonetici');
      const key = (await limited.call('IssueOpen311Key', { name: 'Sınama' }, { headers: admin })).json().apiKey;
      const statuses: number[] = [];
      for (let i = 0; i < 32; i += 1) {
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/open311/v2/requests.json',
              ...form({ api_key: key, service_code: 'yok', description: 'Deneme deneme deneme.' }),
            })
          ).statusCode,
        );
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
      const refused = await limited.app.inject({
        method: 'POST',
        url: '/open311/v2/requests.json',
        ...form({ api_key: key, service_code: 'yok', description: 'Deneme deneme deneme.' }),
      });
      expect(refused.json()[0]).toMatchObject({ code: 429 });
    } finally {
      await limited.close();
    }
  });
});
