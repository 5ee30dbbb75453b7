import { foldTurkish, turkishCollator } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

interface Valuation {
  year: number;
  districtCode: string;
  districtName: string;
  streetCode: string;
  streetName: string;
  unitValueKurus: number;
}

/** The wear-share table of domain/taxes.md, copied here by hand so the seed is checked against the source. */
const wearShareTable = {
  BETONARME: [4, 6, 10, 15, 20, 25, 32, 40, 50, 60],
  YIGMA: [6, 8, 12, 18, 25, 32, 40, 50, 60, 70],
  AHSAP: [8, 12, 18, 25, 32, 40, 50, 60, 70, 80],
  KERPIC: [10, 17, 25, 35, 45, 55, 65, 75, 85, 95],
};

describe('reference tables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date('2026-06-15T09:00:00Z'));
  });
  afterAll(() => t.close());

  const valuations = async (body: Record<string, unknown>) => {
    const response = await t.call('RetrieveEstateStreetValuations', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      year: number;
      years: number[];
      items: Valuation[];
      totalCount: number;
      pageIndex: number;
      pageSize: number;
    };
  };

  describe('RetrieveEstateStreetValuations', () => {
    it('answers the current year by default, 25 rows a page, in Turkish order of street names', async () => {
      const page = await valuations({ userName: 'EBELEDIYE_WEB' });
      expect(page).toMatchObject({ year: 2026, years: [2024, 2025, 2026], pageIndex: 0, pageSize: 25 });
      expect(page.totalCount).toBeGreaterThan(2500);
      expect(page.items).toHaveLength(25);
      const streetNames = page.items.map((item) => item.streetName);
      expect(streetNames).toEqual([...streetNames].sort(turkishCollator.compare));
      expect(page.items.every((item) => item.year === 2026 && item.unitValueKurus > 0)).toBe(true);
    });

    it('pages continue where the previous one stopped, and a page past the end is empty', async () => {
      const district = '990101';
      const first = await valuations({ districtCode: district, pageSize: 50 });
      const second = await valuations({ districtCode: district, pageSize: 50, pageIndex: 1 });
      const all = await valuations({ districtCode: district, pageSize: 500 });
      expect(all.items.map((item) => item.streetCode)).toEqual(
        expect.arrayContaining([...first.items, ...second.items].map((item) => item.streetCode)),
      );
      expect([...first.items, ...second.items].map((item) => item.streetCode)).toEqual(
        all.items.slice(0, 100).map((item) => item.streetCode),
      );
      const past = await valuations({ districtCode: district, pageIndex: 99 });
      expect(past.items).toEqual([]);
      expect(past.totalCount).toBe(all.totalCount);
    });

    it('sorts by street name descending, by district, and by value in both directions', async () => {
      const descending = (await valuations({ sortDirection: 'desc', pageSize: 100 })).items.map(
        (item) => item.streetName,
      );
      expect(descending).toEqual([...descending].sort(turkishCollator.compare).reverse());
      const byDistrict = (await valuations({ sortBy: 'district', pageSize: 500 })).items.map(
        (item) => item.districtName,
      );
      expect(byDistrict).toEqual([...byDistrict].sort(turkishCollator.compare));
      // Atatürk before Çamlık before Çiftlik before Değirmendere: Ç between C and D.
      const byDistrictDesc = (await valuations({ sortBy: 'district', sortDirection: 'desc', pageSize: 10 })).items;
      expect(byDistrictDesc[0].districtName).toBe('Zafer Mahallesi');
      const highest = (await valuations({ sortBy: 'value', sortDirection: 'desc', pageSize: 100 })).items.map(
        (item) => item.unitValueKurus,
      );
      expect(highest).toEqual([...highest].sort((a, b) => b - a));
      const lowest = (await valuations({ sortBy: 'value', pageSize: 100 })).items.map((item) => item.unitValueKurus);
      expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
      expect(lowest[0]).toBeLessThan(highest[0]);
    });

    it('filters by district and by street', async () => {
      const district = await valuations({ districtCode: '990102', pageSize: 500 });
      expect(district.totalCount).toBe(district.items.length);
      expect(new Set(district.items.map((item) => item.districtName))).toEqual(new Set(['Atatürk Mahallesi']));
      const gul = district.items.find((item) => item.streetName === 'Gül Caddesi')!;
      const one = await valuations({ streetCode: gul.streetCode });
      expect(one.items).toEqual([gul]);
      expect(one.totalCount).toBe(1);
    });

    it('finds streets by a Turkish search: "çay" and "cay" give the same rows, and they include Çay Sokak', async () => {
      const withCedilla = await valuations({ search: 'çay', pageSize: 500 });
      const plain = await valuations({ search: 'cay', pageSize: 500 });
      expect(withCedilla.totalCount).toBeGreaterThan(0);
      expect(plain.items).toEqual(withCedilla.items);
      expect(withCedilla.items.map((item) => item.streetName)).toContain('Çay Sokak');
      expect(withCedilla.items.every((item) => foldTurkish(item.streetName).includes('cay'))).toBe(true);
      const narrowed = await valuations({ search: 'ÇAY sokak', districtCode: '990101' });
      expect(narrowed.items.map((item) => item.streetName)).toContain('Çay Sokak');
    });

    it('keeps each year’s values: 2025 is the 2024 value revalued, 2026 a new assessment', async () => {
      const [cinar] = (await valuations({ districtCode: '990101', search: 'Çınar Sokak', year: 2026 })).items.filter(
        (item) => item.streetName === 'Çınar Sokak',
      );
      const in2024 = (await valuations({ streetCode: cinar.streetCode, year: 2024 })).items[0];
      const in2025 = (await valuations({ streetCode: cinar.streetCode, year: 2025 })).items[0];
      // 1319 art. 29: the 2024 value × (1 + 43.93 % / 2), the 2024 revaluation row, half up to the kuruş.
      expect(in2025.unitValueKurus).toBe(Number((BigInt(in2024.unitValueKurus) * 121_965n * 2n + 100_000n) / 200_000n));
      expect(cinar.unitValueKurus).toBeGreaterThan(in2025.unitValueKurus);
    });

    it('the default year follows the clock, and a year without a table is an empty page', async () => {
      t.setNow(new Date('2025-03-01T09:00:00Z'));
      expect((await valuations({ pageSize: 1 })).year).toBe(2025);
      t.setNow(new Date('2026-06-15T09:00:00Z'));
      const empty = await valuations({ year: 2027 });
      expect(empty).toMatchObject({ year: 2027, items: [], totalCount: 0, years: [2024, 2025, 2026] });
      expect((await valuations({ search: 'böyle bir sokak yok' })).items).toEqual([]);
    });

    it.each([
      [{ year: 1999 }, 'year', 'Yıl 2000 veya sonrası olmalıdır.'],
      [{ year: '2026' }, 'year', 'Yıl sayı olmalıdır.'],
      [{ pageSize: 1000 }, 'pageSize', 'Sayfa büyüklüğü en fazla 500 olabilir.'],
      [{ pageIndex: -1 }, 'pageIndex', 'Sayfa numarası 0 veya büyük olmalıdır.'],
      [{ sortBy: 'price' }, 'sortBy', 'Sıralama alanı "street", "district" veya "value" olmalıdır.'],
      [{ sortDirection: 'up' }, 'sortDirection', 'Sıralama yönü "asc" (artan) veya "desc" (azalan) olmalıdır.'],
      [{ districtCode: 'Cumhuriyet' }, 'districtCode', 'Mahalle kodu yalnızca rakamlardan oluşmalıdır.'],
    ])('refuses %j with a Turkish message naming the field', async (body, field, message) => {
      const response = await t.call('RetrieveEstateStreetValuations', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: message, code: 'bad_input', field });
    });
  });

  describe('RetrieveEstateAbrasionShares', () => {
    it('is the wear-share table of domain/taxes.md, by construction type and age band', async () => {
      const { year, years, items } = (await t.call('RetrieveEstateAbrasionShares')).json();
      expect(year).toBe(2026);
      expect(years).toEqual([2024, 2025, 2026]);
      expect(items).toHaveLength(40);
      for (const [group, percents] of Object.entries(wearShareTable)) {
        expect(
          items
            .filter((item: { wearGroupCode: string }) => item.wearGroupCode === group)
            .map((item: { percent: number }) => item.percent),
        ).toEqual(percents);
      }
      expect(items.slice(0, 10).map((item: { ageBand: string }) => item.ageBand)).toEqual([
        '0–3',
        '4–5',
        '6–10',
        '11–15',
        '16–20',
        '21–30',
        '31–40',
        '41–50',
        '51–75',
        '76 ve üzeri',
      ]);
      expect(items[9]).toMatchObject({
        wearGroupName: 'Çelik veya betonarme karkas',
        ageFrom: 76,
        ageTo: null,
        percent: 60,
      });
    });

    it('filters by group and names the construction types of the group', async () => {
      const { items } = (await t.call('RetrieveEstateAbrasionShares', { year: 2025, wearGroupCode: 'YIGMA' })).json();
      expect(items).toHaveLength(10);
      expect(items[0].constructionTypes.map((type: { name: string }) => type.name)).toEqual([
        'Yığma kagir',
        'Yığma yarı kagir',
      ]);
      expect((await t.call('RetrieveEstateAbrasionShares', { wearGroupCode: 'YOK' })).json().items).toEqual([]);
      expect((await t.call('RetrieveEstateAbrasionShares', { year: 2030 })).json()).toMatchObject({
        year: 2030,
        items: [],
      });
      const bad = await t.call('RetrieveEstateAbrasionShares', { wearGroupCode: 'a b' });
      expect(bad.json()).toEqual({
        Message: 'Yapı türü grubu yalnızca harf, rakam, tire ve alt çizgi içerebilir.',
        code: 'bad_input',
        field: 'wearGroupCode',
      });
    });
  });

  describe('RetrieveEstateConstructionCost', () => {
    it('gives the cost per m² by construction type and class, in the table’s order', async () => {
      const body = (await t.call('RetrieveEstateConstructionCost', { year: 2026 })).json();
      expect(body.constructionClasses.map((c: { name: string }) => c.name)).toEqual([
        'Lüks',
        '1. sınıf',
        '2. sınıf',
        '3. sınıf',
        '4. sınıf',
        'Basit',
      ]);
      expect(body.items[0]).toEqual({
        constructionTypeCode: 'BETONARME',
        constructionTypeName: 'Çelik veya betonarme karkas',
        constructionClassCode: 'LUKS',
        constructionClassName: 'Lüks',
        costPerM2Kurus: 2_105_000,
      });
      expect(body.items.length).toBeGreaterThan(20);
    });

    it('filters by type and class; earlier years cost less; a year without a table is empty', async () => {
      const one = (
        await t.call('RetrieveEstateConstructionCost', {
          year: 2024,
          constructionTypeCode: 'YIGMA_KAGIR',
          constructionClassCode: 'SINIF2',
        })
      ).json().items;
      const latest = (
        await t.call('RetrieveEstateConstructionCost', {
          constructionTypeCode: 'YIGMA_KAGIR',
          constructionClassCode: 'SINIF2',
        })
      ).json().items;
      expect(one).toHaveLength(1);
      expect(one[0].costPerM2Kurus).toBeLessThan(latest[0].costPerM2Kurus);
      const types = (await t.call('RetrieveEstateConstructionCost', { constructionTypeCode: 'KERPIC' })).json().items;
      expect(types.map((item: { constructionClassName: string }) => item.constructionClassName)).toEqual([
        '4. sınıf',
        'Basit',
      ]);
      expect((await t.call('RetrieveEstateConstructionCost', { year: 2023 })).json().items).toEqual([]);
      const bad = await t.call('RetrieveEstateConstructionCost', { constructionClassCode: '' });
      expect(bad.json()).toEqual({
        Message: 'Yapı sınıfı zorunludur.',
        code: 'bad_input',
        field: 'constructionClassCode',
      });
    });
  });

  describe('GetAdvertisingTaxAnnualGroupTariffByProcessYear', () => {
    it('gives the tariff by municipality group and item, with units', async () => {
      const body = (await t.call('GetAdvertisingTaxAnnualGroupTariffByProcessYear', {})).json();
      expect(body.year).toBe(2026);
      expect(body.items).toHaveLength(body.groups.length * body.tariffItems.length);
      expect(body.groups[0]).toEqual({ code: 'BUYUKSEHIR', name: 'Büyükşehir belediyeleri' });
      expect(body.items[1]).toEqual({
        groupCode: 'BUYUKSEHIR',
        groupName: 'Büyükşehir belediyeleri',
        itemCode: 'ISIKLI',
        itemName: 'Işıklı ilan ve reklam',
        unit: 'm2_yil',
        unitName: 'm² başına yıllık',
        amountKurus: 112_000,
      });
    });

    it('filters by group and item; smaller municipalities pay less', async () => {
      const lit = (
        await t.call('GetAdvertisingTaxAnnualGroupTariffByProcessYear', { year: 2025, itemCode: 'ISIKLI' })
      ).json().items;
      expect(lit.map((item: { groupCode: string }) => item.groupCode)).toEqual([
        'BUYUKSEHIR',
        'GRUP1',
        'GRUP2',
        'GRUP3',
        'GRUP4',
        'GRUP5',
      ]);
      const amounts = lit.map((item: { amountKurus: number }) => item.amountKurus);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      const group = (await t.call('GetAdvertisingTaxAnnualGroupTariffByProcessYear', { groupCode: 'GRUP3' })).json()
        .items;
      expect(group.every((item: { groupName: string }) => item.groupName === '3. grup belediyeler')).toBe(true);
      expect((await t.call('GetAdvertisingTaxAnnualGroupTariffByProcessYear', { year: 2031 })).json().items).toEqual(
        [],
      );
      const bad = await t.call('GetAdvertisingTaxAnnualGroupTariffByProcessYear', { groupCode: 'Grup 3' });
      expect(bad.json().field).toBe('groupCode');
    });
  });

  describe('RetrieveECTAnnualPrices', () => {
    it('gives the workplace amounts by municipality type, building group and grade', async () => {
      const { items, years } = (await t.call('RetrieveECTAnnualPrices', {})).json();
      expect(years).toEqual([2024, 2025, 2026]);
      expect(items).toHaveLength(2 * 7 * 5);
      expect(items[0]).toMatchObject({
        municipalityType: 'buyuksehir',
        municipalityTypeName: 'Büyükşehir belediyesi',
        buildingGroup: 1,
        grade: 1,
      });
      const group3 = (await t.call('RetrieveECTAnnualPrices', { municipalityType: 'diger', buildingGroup: 3 })).json()
        .items;
      expect(group3.map((item: { grade: number }) => item.grade)).toEqual([1, 2, 3, 4, 5]);
      const amounts = group3.map((item: { amountKurus: number }) => item.amountKurus);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      const one = (
        await t.call('RetrieveECTAnnualPrices', {
          year: 2024,
          municipalityType: 'buyuksehir',
          buildingGroup: 7,
          grade: 5,
        })
      ).json().items;
      expect(one).toHaveLength(1);
      expect((await t.call('RetrieveECTAnnualPrices', { year: 2020 })).json().items).toEqual([]);
    });

    it.each([
      [{ buildingGroup: 8 }, 'buildingGroup', 'Bina grubu 1 ile 7 arasında olmalıdır.'],
      [{ grade: 0 }, 'grade', 'Derece 1 ile 5 arasında olmalıdır.'],
      [{ municipalityType: 'il' }, 'municipalityType', 'Belediye türü "buyuksehir" veya "diger" olmalıdır.'],
    ])('refuses %j naming the field', async (body, field, message) => {
      const response = await t.call('RetrieveECTAnnualPrices', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: message, code: 'bad_input', field });
    });
  });
});
