import { foldTurkish } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

interface Summary {
  id: number;
  kind: string;
  year: number;
  number: number;
  decidedOn: string;
  typeCode: string;
  typeName: string;
  subject: string;
  hasAttachment: boolean;
}

describe('council and committee resolutions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (body: Record<string, unknown>) => {
    const response = await t.call('GetResolutionList', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      items: Summary[];
      totalCount: number;
      pageIndex: number;
      pageSize: number;
      years: number[];
    };
  };
  const detail = async (id: number) => (await t.call('GetResolution', { id })).json().resolution;

  it('GetResolutionTypeList gives each organ its own types', async () => {
    const council = (await t.call('GetResolutionTypeList', { userName: 'EBELEDIYE_WEB', kind: 'council' })).json()
      .types;
    const committee = (await t.call('GetResolutionTypeList', { kind: 'committee' })).json().types;
    expect(council[0]).toEqual({ code: 'IMAR', name: 'İmar planı ve değişiklikleri', kind: 'council' });
    expect(committee.map((type: { code: string }) => type.code)).toContain('IHALE');
    expect(council.every((type: { kind: string }) => type.kind === 'council')).toBe(true);
    const bad = await t.call('GetResolutionTypeList', { kind: 'meclis' });
    expect(bad.json()).toEqual({
      Message: 'Karar organı "council" (meclis) veya "committee" (encümen) olmalıdır.',
      code: 'bad_input',
      field: 'kind',
    });
    expect((await t.call('GetResolutionTypeList', {})).json().field).toBe('kind');
  });

  it('GetResolutionList lists several hundred decisions of an organ, the newest first, 25 a page', async () => {
    const council = await list({ kind: 'council' });
    const committee = await list({ kind: 'committee' });
    expect(council.totalCount + committee.totalCount).toBeGreaterThan(500);
    expect(council.years).toEqual([2024, 2025, 2026]);
    expect(council.items).toHaveLength(25);
    expect(council.items.every((item) => item.kind === 'council')).toBe(true);
    const dates = council.items.map((item) => item.decidedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(council.items[0].year).toBe(2026);
    const oldest = await list({ kind: 'council', sortDirection: 'asc', pageSize: 1 });
    expect(oldest.items[0]).toMatchObject({ year: 2024, number: 1 });
  });

  it('filters by year, date range, number and type', async () => {
    const year = await list({ kind: 'committee', year: 2025, pageSize: 500 });
    expect(year.items.length).toBe(year.totalCount);
    expect(year.items.every((item) => item.year === 2025)).toBe(true);
    // Numbers run from 1 each year without gaps.
    expect(year.items.map((item) => item.number).sort((a, b) => a - b)).toEqual(
      year.items.map((_, index) => index + 1),
    );

    const range = await list({ kind: 'council', dateFrom: '2025-03-01', dateTo: '2025-05-31', pageSize: 500 });
    expect(range.totalCount).toBeGreaterThan(0);
    expect(range.items.every((item) => item.decidedOn >= '2025-03-01' && item.decidedOn <= '2025-05-31')).toBe(true);

    const numbered = await list({ kind: 'council', year: 2026, number: 1 });
    expect(numbered.items).toHaveLength(1);
    expect(numbered.items[0]).toMatchObject({ year: 2026, number: 1, kind: 'council' });

    const tenders = await list({ kind: 'committee', typeCode: 'IHALE', pageSize: 100 });
    expect(tenders.totalCount).toBeGreaterThan(0);
    expect(tenders.items.every((item) => item.typeCode === 'IHALE' && item.typeName === 'İhale kararları')).toBe(true);
  });

  it('searches subject and text the Turkish way: "ağaçlandırma", "AĞAÇLANDIRMA" and "agaclandirma" find the same decisions', async () => {
    const turkish = await list({ kind: 'committee', search: 'ağaçlandırma', pageSize: 500 });
    expect(turkish.totalCount).toBeGreaterThan(0);
    expect((await list({ kind: 'committee', search: 'AĞAÇLANDIRMA', pageSize: 500 })).items).toEqual(turkish.items);
    expect((await list({ kind: 'committee', search: 'agaclandirma', pageSize: 500 })).items).toEqual(turkish.items);
    const first = await detail(turkish.items[0].id);
    expect(foldTurkish(`${first.subject} ${first.body}`)).toContain('agaclandirma');
  });

  it('every word of a search must appear; the search also reads the text, not only the subject', async () => {
    const both = await list({ kind: 'council', search: 'imar planı kabulüne', pageSize: 500 });
    expect(both.totalCount).toBeGreaterThan(0);
    for (const item of both.items.slice(0, 5)) {
      const text = foldTurkish(`${item.subject} ${(await detail(item.id)).body}`);
      expect(text).toContain('imar');
      expect(text).toContain('kabulune');
    }
    // "4734 sayılı Kamu İhale Kanunu" is cited only in the text of tender decisions.
    const law = await list({ kind: 'committee', search: 'kamu ihale kanununun', pageSize: 500 });
    expect(law.items.every((item) => item.typeCode === 'IHALE')).toBe(true);
    expect(law.totalCount).toBe((await list({ kind: 'committee', typeCode: 'IHALE' })).totalCount);
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await list({ kind: 'council', search: 'uzay mekiği' })).toMatchObject({ items: [], totalCount: 0 });
    expect(await list({ kind: 'council', year: 2020 })).toMatchObject({ items: [], totalCount: 0 });
    const past = await list({ kind: 'council', pageIndex: 1000 });
    expect(past.items).toEqual([]);
    expect(past.totalCount).toBeGreaterThan(0);
  });

  it('pages do not overlap', async () => {
    const first = await list({ kind: 'committee', pageSize: 10 });
    const second = await list({ kind: 'committee', pageSize: 10, pageIndex: 1 });
    const both = await list({ kind: 'committee', pageSize: 20 });
    expect([...first.items, ...second.items]).toEqual(both.items);
  });

  it.each([
    [
      { kind: 'council', dateFrom: '2026-02-30' },
      'dateFrom',
      'Başlangıç tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.',
    ],
    [
      { kind: 'council', dateTo: '01.02.2026' },
      'dateTo',
      'Bitiş tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.',
    ],
    [
      { kind: 'council', dateFrom: '2026-05-01', dateTo: '2026-04-01' },
      'dateTo',
      'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    ],
    [{ kind: 'council', number: 0 }, 'number', 'Karar numarası 1 veya büyük olmalıdır.'],
    [{ kind: 'council', number: '12' }, 'number', 'Karar numarası sayı olmalıdır.'],
    [{ kind: 'council', year: 3000 }, 'year', 'Yıl 2100 veya öncesi olmalıdır.'],
    [{ kind: 'council', search: 'x'.repeat(101) }, 'search', 'Arama metni en fazla 100 karakter olabilir.'],
    [
      { kind: 'council', typeCode: 'İMAR PLANI' },
      'typeCode',
      'Karar türü yalnızca harf, rakam, tire ve alt çizgi içerebilir.',
    ],
  ])('GetResolutionList refuses %j naming the field', async (body, field, message) => {
    const response = await t.call('GetResolutionList', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: message, code: 'bad_input', field });
  });

  it('GetResolution gives the full text and the meeting; the attached PDF is served at its own address', async () => {
    const withPdf = (await list({ kind: 'council', pageSize: 100 })).items.find((item) => item.hasAttachment)!;
    const resolution = await detail(withPdf.id);
    expect(resolution).toMatchObject({ ...withPdf, attachment: { url: `/api/resolutions/${withPdf.id}/attachment` } });
    expect(resolution.body).toMatch(
      /^Belediye Meclisinin \d{2}\.\d{2}\.\d{4} tarihli .* toplantısında gündemin \d+\. maddesi görüşüldü\./,
    );
    expect(resolution.body).toContain('karar verildi.');
    expect(resolution.meeting).toMatch(/Ayı Olağan Toplantısı, [12]\. Birleşim$/);
    expect(resolution.attachment.fileName).toBe(`meclis-karari-${withPdf.year}-${withPdf.number}.pdf`);

    const pdf = await t.app.inject({ method: 'GET', url: resolution.attachment.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${resolution.attachment.fileName}"`);
    expect(pdf.rawPayload.length).toBe(resolution.attachment.sizeBytes);
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  });

  it('a decision without a PDF says so, and its attachment address answers 404', async () => {
    const withoutPdf = (await list({ kind: 'committee', pageSize: 100 })).items.find((item) => !item.hasAttachment)!;
    expect((await detail(withoutPdf.id)).attachment).toBeNull();
    const missing = await t.app.inject({ method: 'GET', url: `/api/resolutions/${withoutPdf.id}/attachment` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Message: 'Bu kararın ekli bir PDF dosyası yok.', code: 'not_found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/resolutions/abc/attachment' })).statusCode).toBe(400);
  });

  it('GetResolution answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.call('GetResolution', { id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: 'Aradığınız karar bulunamadı.', code: 'not_found' });
    expect((await t.call('GetResolution', { id: 'bir' })).json()).toEqual({
      Message: 'Karar kimliği sayı olmalıdır.',
      code: 'bad_input',
      field: 'id',
    });
    expect((await t.call('GetResolution', {})).json().field).toBe('id');
  });
});
