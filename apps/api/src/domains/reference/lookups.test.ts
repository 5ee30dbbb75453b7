import { turkishCollator } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

describe('lookups the declaration forms need', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date('2026-06-15T09:00:00Z'));
  });
  afterAll(() => t.close());

  const items = async (name: string, body: Record<string, unknown> = {}) => {
    const response = await t.call(name, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items;
  };

  it('RetrieveEstateUsageTypes lists the uses of a building', async () => {
    const usages = await items('RetrieveEstateUsageTypes', { userName: 'EBELEDIYE_WEB' });
    expect(usages.slice(0, 2)).toEqual([
      { code: 'KONUT', name: 'Konut' },
      { code: 'ISYERI', name: 'İşyeri' },
    ]);
  });

  it('RetrieveLandTypes gives the land kinds with the year’s unit value, or none for a year without values', async () => {
    const lands = await items('RetrieveLandTypes');
    expect(lands[0]).toEqual({ code: 'KIRAC', name: 'Kıraç arazi', unitValueKurus: 4_500 });
    const earlier = await items('RetrieveLandTypes', { year: 2024 });
    expect(earlier[0].unitValueKurus).toBeLessThan(4_500);
    const none = (await t.call('RetrieveLandTypes', { year: 2035 })).json();
    expect(none.year).toBe(2035);
    expect(none.items.every((land: { unitValueKurus: number | null }) => land.unitValueKurus === null)).toBe(true);
  });

  it('RetrieveEstateTypes tells the tax class of each kind and filters by kind', async () => {
    const all = await items('RetrieveEstateTypes');
    expect(all.find((type: { code: string }) => type.code === 'DUKKAN')).toEqual({
      code: 'DUKKAN',
      name: 'Dükkân ve mağaza',
      kind: 'bina',
      taxClass: 'isyeri',
      taxClassName: 'İşyeri',
    });
    const buildings = await items('RetrieveEstateTypes', { kind: 'bina' });
    expect(buildings.length).toBeGreaterThan(5);
    expect(buildings.every((type: { kind: string }) => type.kind === 'bina')).toBe(true);
    const bad = await t.call('RetrieveEstateTypes', { kind: 'tarla' });
    expect(bad.json()).toEqual({
      Message: 'Emlak cinsi "arsa", "arazi" veya "bina" olmalıdır.',
      code: 'bad_input',
      field: 'kind',
    });
  });

  it('RetrieveEntertainmentPlaceTypes and RetrieveEntertainmentTypes: by place, a share of takings or a daily amount', async () => {
    const places = await items('RetrieveEntertainmentPlaceTypes');
    expect(places.map((place: { code: string }) => place.code)).toContain('STADYUM');
    const all = await items('RetrieveEntertainmentTypes');
    expect(all.find((type: { code: string }) => type.code === 'KONSER')).toMatchObject({
      basis: 'hasilat',
      rateBasisPoints: 1000,
      dailyAmountKurus: null,
    });
    expect(all.find((type: { code: string }) => type.code === 'BILARDO_MASA')).toMatchObject({
      basis: 'gunluk',
      rateBasisPoints: null,
      dailyAmountKurus: 2_500,
    });
    const stadium = await items('RetrieveEntertainmentTypes', { placeTypeCode: 'STADYUM' });
    expect(stadium.map((type: { code: string }) => type.code)).toEqual(['KONSER', 'MAC']);
    expect(await items('RetrieveEntertainmentTypes', { placeTypeCode: 'YOK' })).toEqual([]);
    expect((await t.call('RetrieveEntertainmentTypes', { placeTypeCode: 'stad yum' })).json().field).toBe(
      'placeTypeCode',
    );
  });

  it('RetrieveAdvertisingTypes names the tariff item and unit each type is taxed by; RetrieveAdvertisingTaxLocations lists the places', async () => {
    const types = await items('RetrieveAdvertisingTypes');
    expect(types.find((type: { code: string }) => type.code === 'TOTEM')).toEqual({
      code: 'TOTEM',
      name: 'Totem',
      tariffItemCode: 'ISIKLI',
      unit: 'm2_yil',
      unitName: 'm² başına yıllık',
    });
    const locations = await items('RetrieveAdvertisingTaxLocations');
    expect(locations[0]).toEqual({ code: 'CEPHE', name: 'Bina cephesi' });
  });

  it('RetrieveECTActivityTypes lists activities in Turkish order and searches "cay" and "çay" alike', async () => {
    const all = await items('RetrieveECTActivityTypes');
    const names = all.map((type: { name: string }) => type.name);
    expect(names).toEqual([...names].sort(turkishCollator.compare));
    expect(names.indexOf('Çay ocağı')).toBeGreaterThan(names.indexOf('Büfe'));
    expect(names.indexOf('Çay ocağı')).toBeLessThan(names.indexOf('Dernek ve vakıf lokali'));
    for (const search of ['çay', 'cay', 'ÇAY']) {
      expect(await items('RetrieveECTActivityTypes', { search })).toEqual([
        { code: expect.any(String), name: 'Çay ocağı', buildingGroup: 5 },
      ]);
    }
    expect(await items('RetrieveECTActivityTypes', { search: 'uzay istasyonu' })).toEqual([]);
    expect((await t.call('RetrieveECTActivityTypes', { search: 42 })).json()).toEqual({
      Message: 'Faaliyet araması metin olmalıdır.',
      code: 'bad_input',
      field: 'search',
    });
  });
});
