import { turkishCollator } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

const names = (items: { name: string }[]) => items.map((item) => item.name);
const inTurkishOrder = (values: string[]) => [...values].sort(turkishCollator.compare);

describe('address calls (county → district → street → outer door → inner door)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('AddressGetCountyListWithoutAuthorization lists the province’s counties in Turkish order', async () => {
    const response = await t.call('AddressGetCountyListWithoutAuthorization', { userName: 'EBELEDIYE_WEB' });
    expect(response.statusCode).toBe(200);
    // Ç after C, I before İ, Ş after S: a byte sort would put Çınarlı and Şahinkaya last.
    expect(names(response.json().counties)).toEqual(['Çınarlı', 'Gölova', 'Ilıcapınar', 'Şahinkaya', 'Yeşilvadi']);
    expect(response.json().counties[0]).toEqual({ code: '9902', name: 'Çınarlı', cityCode: '99' });
  });

  it('AddressGetCountyListWithoutAuthorization answers an empty list for another province and 400 for a malformed code', async () => {
    expect((await t.call('AddressGetCountyListWithoutAuthorization', { cityCode: '06' })).json()).toEqual({
      counties: [],
    });
    const bad = await t.call('AddressGetCountyListWithoutAuthorization', { cityCode: 'ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      Message: 'İl kodu yalnızca rakamlardan oluşmalıdır.',
      code: 'bad_input',
      field: 'cityCode',
    });
  });

  it('GetDistrictListWithoutAuthorization gives the municipality’s districts, closed ones marked, in Turkish order', async () => {
    const { districts } = (await t.call('GetDistrictListWithoutAuthorization')).json();
    expect(districts).toHaveLength(26);
    expect(names(districts)).toEqual(inTurkishOrder(names(districts)));
    expect(districts.find((d: { name: string }) => d.name === 'Eski Çarşı Mahallesi')).toMatchObject({
      isActive: false,
      countyCode: '9901',
    });
    expect(names(districts).indexOf('Çamlık Mahallesi')).toBeGreaterThan(
      names(districts).indexOf('Cumhuriyet Mahallesi'),
    );
    expect(names(districts).indexOf('Ilıca Mahallesi')).toBeLessThan(names(districts).indexOf('İnönü Mahallesi'));
  });

  it('GetDistrictListFromActiveAddressSource leaves closed districts out', async () => {
    const { districts } = (await t.call('GetDistrictListFromActiveAddressSource', {})).json();
    expect(districts).toHaveLength(25);
    expect(districts.every((d: { isActive: boolean }) => d.isActive)).toBe(true);
    const other = (await t.call('GetDistrictListFromActiveAddressSource', { countyCode: '9903' })).json().districts;
    expect(names(other)).toEqual(['Göl Mahallesi', 'Hamidiye Mahallesi', 'Kuşluk Mahallesi', 'Sahil Mahallesi']);
  });

  it('GetDistrictListViaCountyCode needs a county code and answers an empty list for an unknown one', async () => {
    const { districts } = (await t.call('GetDistrictListViaCountyCode', { countyCode: '9902' })).json();
    expect(names(districts)).toEqual([
      'Bağlarbaşı Mahallesi',
      'Kavaklı Mahallesi',
      'Merkez Mahallesi',
      'Ömerli Mahallesi',
      'Pınarbaşı Mahallesi',
    ]);
    expect((await t.call('GetDistrictListViaCountyCode', { countyCode: '1234' })).json()).toEqual({ districts: [] });
    const missing = await t.call('GetDistrictListViaCountyCode', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ Message: 'İlçe kodu zorunludur.', code: 'bad_input', field: 'countyCode' });
  });

  it('GetDistrictByCode tells the district, its county and how many streets it has', async () => {
    const { district } = (await t.call('GetDistrictByCode', { districtCode: '990101' })).json();
    expect(district).toMatchObject({
      code: '990101',
      name: 'Cumhuriyet Mahallesi',
      countyCode: '9901',
      countyName: 'Yeşilvadi',
      isActive: true,
    });
    expect(district.streetCount).toBeGreaterThanOrEqual(100);
    const unknown = await t.call('GetDistrictByCode', { districtCode: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('999999 kodlu bir mahalle bulunamadı.');
    const bad = await t.call('GetDistrictByCode', { districtCode: 'Cumhuriyet' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('districtCode');
  });

  it('GetStreetListWithoutAuthorization lists a district’s streets in Turkish order', async () => {
    const { streets } = (await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101' })).json();
    expect(streets.length).toBeGreaterThanOrEqual(100);
    expect(names(streets)).toEqual(inTurkishOrder(names(streets)));
    expect(streets.find((s: { name: string }) => s.name === 'Çınar Sokak')).toMatchObject({
      type: 'sokak',
      typeName: 'Sokak',
      districtCode: '990101',
    });
    // Numbered streets by value (9. before 10.), before any name.
    const numbered = names(streets).filter((name) => /^\d/.test(name));
    expect(numbered.map((name) => Number.parseInt(name, 10))).toEqual(
      [...numbered.map((name) => Number.parseInt(name, 10))].sort((a, b) => a - b),
    );
    expect(names(streets).slice(0, numbered.length)).toEqual(numbered);
  });

  it('GetStreetListWithoutAuthorization searches the Turkish way: "çay", "cay" and "ÇAY" all find Çay Sokak', async () => {
    for (const search of ['çay', 'cay', 'ÇAY', ' Çay  sok ']) {
      const { streets } = (
        await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101', search })
      ).json();
      expect(names(streets), search).toContain('Çay Sokak');
    }
    const { streets } = (
      await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101', search: 'çay sok' })
    ).json();
    expect(
      streets.every((s: { name: string }) => /çay|cay/i.test(s.name.toLocaleLowerCase('tr-TR')) && /sok/i.test(s.name)),
    ).toBe(true);
    expect(
      (await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101', search: 'zzzqqq' })).json(),
    ).toEqual({ streets: [] });
  });

  it('GetStreetListWithoutAuthorization refuses a missing district and an over-long search', async () => {
    const missing = await t.call('GetStreetListWithoutAuthorization', {});
    expect(missing.json()).toEqual({ Message: 'Mahalle kodu zorunludur.', code: 'bad_input', field: 'districtCode' });
    const long = await t.call('GetStreetListWithoutAuthorization', { districtCode: '990101', search: 'a'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ Message: 'Sokak araması en fazla 100 karakter olabilir.', field: 'search' });
  });

  it('GetOuterDoorListWithoutAuthorization gives a street’s buildings by door number, and GetConcreteInnerDoorListWithoutAuthorization their units', async () => {
    const { streets } = (
      await t.call('GetStreetListWithoutAuthorization', { districtCode: '990102', search: 'Gül Caddesi' })
    ).json();
    const gul = streets.find((s: { name: string }) => s.name === 'Gül Caddesi');
    const { outerDoors } = (await t.call('GetOuterDoorListWithoutAuthorization', { streetCode: gul.code })).json();
    expect(outerDoors.length).toBeGreaterThanOrEqual(6);
    expect(outerDoors.map((d: { doorNo: string }) => Number.parseInt(d.doorNo, 10))).toEqual(
      outerDoors.map((_: unknown, i: number) => i + 1),
    );
    expect(outerDoors.find((d: { doorNo: string }) => d.doorNo === '3A')).toBeDefined();
    expect(
      outerDoors.every(
        (d: { code: string; innerDoorCount: number }) => /^\d{8}$/.test(d.code) && d.innerDoorCount >= 1,
      ),
    ).toBe(true);

    const block = outerDoors.find((d: { buildingName: string | null }) => d.buildingName !== null);
    expect(block.buildingName).toMatch(/ Apartmanı$/);
    const { innerDoors } = (
      await t.call('GetConcreteInnerDoorListWithoutAuthorization', { outerDoorCode: block.code })
    ).json();
    expect(innerDoors).toHaveLength(block.innerDoorCount);
    expect(innerDoors.map((d: { innerDoorNo: string }) => d.innerDoorNo)).toEqual(
      innerDoors.map((_: unknown, i: number) => String(i + 1)),
    );
    expect(innerDoors.every((d: { code: string }) => /^\d{10}$/.test(d.code))).toBe(true);
    // On an avenue the ground-floor units of a block are shops.
    expect(innerDoors[0]).toMatchObject({ usage: 'isyeri', usageName: 'İşyeri', outerDoorCode: block.code });
  });

  it('door lists are empty for unknown codes and refuse malformed ones', async () => {
    expect((await t.call('GetOuterDoorListWithoutAuthorization', { streetCode: '1' })).json()).toEqual({
      outerDoors: [],
    });
    expect((await t.call('GetConcreteInnerDoorListWithoutAuthorization', { outerDoorCode: '1' })).json()).toEqual({
      innerDoors: [],
    });
    const bad = await t.call('GetOuterDoorListWithoutAuthorization', { streetCode: '12a' });
    expect(bad.json()).toEqual({
      Message: 'Cadde/sokak kodu yalnızca rakamlardan oluşmalıdır.',
      code: 'bad_input',
      field: 'streetCode',
    });
    const missing = await t.call('GetConcreteInnerDoorListWithoutAuthorization', {});
    expect(missing.json()).toEqual({ Message: 'Dış kapı kodu zorunludur.', code: 'bad_input', field: 'outerDoorCode' });
  });

  it('GetAddressParameter tells where address selection starts', async () => {
    const response = await t.call('GetAddressParameter');
    expect(response.json()).toMatchObject({
      cityCode: '99',
      cityName: 'Örnekşehir',
      countyCode: '9901',
      countyName: 'Yeşilvadi',
      addressSource: 'UAVT',
    });
    expect(response.json().levels.map((level: { name: string }) => level.name)).toEqual([
      'İlçe',
      'Mahalle',
      'Cadde/Sokak',
      'Dış kapı no',
      'İç kapı no',
    ]);
  });
});
