import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accruals,
  ectActivityTypes,
  ectAnnualPrices,
  estateAbrasionShares,
  estateConstructionCosts,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildingDeclaration, firstStreet } from '../../test/declarations';
import { signIn } from '../../test/session';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF').toString('base64');

describe('declarations', () => {
  let t: TestApp;
  let ayse: Record<string, string>;
  let streetCode: string;
  let streetUnit: number;
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(new Date('2026-11-22T09:00:00Z'));
    ayse = await signIn(t, '10000000146', 'Demo2026');
    ({ streetCode, unitValueKurus: streetUnit } = await firstStreet(t));
  });
  afterAll(() => t.close());

  const building = (overrides: Record<string, unknown> = {}) =>
    buildingDeclaration(streetCode, { block: '112', parcel: '7' }, overrides);

  it('computes a building declaration from the tables and writes its installments into the debts', async () => {
    const [cost] = await t.db
      .select()
      .from(estateConstructionCosts)
      .where(
        and(
          eq(estateConstructionCosts.year, 2026),
          eq(estateConstructionCosts.constructionTypeCode, 'BETONARME'),
          eq(estateConstructionCosts.constructionClassCode, 'SINIF3'),
        ),
      );
    const bands = await t.db
      .select()
      .from(estateAbrasionShares)
      .where(and(eq(estateAbrasionShares.year, 2026), eq(estateAbrasionShares.wearGroupCode, 'BETONARME')));
    const wear = bands.find((b) => b.ageFrom <= 12 && (b.ageTo === null || b.ageTo >= 12))!.percent;
    // By hand: land share 800 × 40/800 × unit; construction 120 × cost; less wear; konut in a büyükşehir 2 ‰.
    const landShare = 40 * streetUnit;
    const construction = 120 * cost.costPerM2Kurus;
    const value = landShare + construction - Math.round((construction * wear) / 100);
    const tax = Math.round((value * 2) / 1000);
    const culture = Math.round(tax / 10);

    const preview = (await t.call('PreviewEMunicipalityEstateDeclaration', building(), { headers: ayse })).json();
    expect(preview.totalKurus).toBe(tax + culture);
    const response = await t.call('RecordEMunicipalityEstateDeclaration', building(), { headers: ayse });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.declarationNo).toMatch(/^BYN-2026-\d{6}$/);
    expect(
      result.computation.installments.map(
        (i: { revenueCode: string; amountKurus: number }) => `${i.revenueCode}:${i.amountKurus}`,
      ),
    ).toEqual([
      `EMLAK:${Math.ceil(tax / 2)}`,
      `KVKP:${Math.ceil(culture / 2)}`,
      `EMLAK:${Math.floor(tax / 2)}`,
      `KVKP:${Math.floor(culture / 2)}`,
    ]);
    const debts = (await t.call('GetDebtListForEMunicipality', {}, { headers: ayse })).json();
    const declared = debts.groups
      .flatMap((g: { debts: { description: string; principalKurus: number }[] }) => g.debts)
      .filter((d: { description: string }) => d.description.includes('(ada 112, parsel 7, bağımsız bölüm 3)'));
    expect(declared).toHaveLength(4);
    const summary = (await t.call('RetrieveDeclarationSummary', {}, { headers: ayse })).json().declarations;
    expect(summary[0]).toMatchObject({
      declarationNo: result.declarationNo,
      totalKurus: tax + culture,
      paidKurus: 0,
      openKurus: tax + culture,
      kindName: 'Emlak beyanı',
    });
    const pdfResponse = await t.app.inject({ method: 'GET', url: result.summaryUrl, headers: ayse });
    expect(pdfResponse.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('makes one declaration of a repeated submit, and refuses the same property twice for the year', async () => {
    const body = building({
      land: { block: '200', parcel: '1', parcelM2: '500' },
      estateKind: 'arsa',
      building: undefined,
      landShare: undefined,
    });
    const first = (await t.call('RecordEMunicipalityEstateDeclaration', body, { headers: ayse })).json();
    const again = (await t.call('RecordEMunicipalityEstateDeclaration', body, { headers: ayse })).json();
    expect(again.declarationId).toBe(first.declarationId);
    expect(
      await t.db
        .select()
        .from(accruals)
        .where(eq(accruals.source, `declaration:${first.declarationId}`)),
    ).toHaveLength(4);
    const duplicate = await t.call(
      'RecordEMunicipalityEstateDeclaration',
      { ...body, requestId: randomUUID() },
      { headers: ayse },
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().Message).toContain(first.declarationNo);
  });

  it('names the field of bad input in Turkish and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ownershipShare: { numerator: 5, denominator: 4 } }, 'ownershipShare.numerator'],
      [{ land: { block: 'x', parcel: '1', parcelM2: '100' } }, 'land.block'],
      [{ acquisitionDate: '2026-02-01' }, 'year'],
      [{ streetCode: 'YOK' }, 'streetCode'],
    ];
    for (const [overrides, field] of cases) {
      const response = await t.call('RecordEMunicipalityEstateDeclaration', building(overrides), { headers: ayse });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });

  it('advertising, entertainment and ÇTV declarations accrue the tariff amounts', async () => {
    const ad = (
      await t.call(
        'RecordEMunicipalityAdDeclaration',
        {
          requestId: randomUUID(),
          advertisingTypeCode: 'ISIKLI_TABELA',
          locationCode: 'CEPHE',
          widthM: '3',
          heightM: '2',
          count: 1,
          periods: 1,
          startDate: '2026-11-05',
          addressText: 'Sanayi Mah. 3. Cad. No: 21',
        },
        { headers: ayse },
      )
    ).json();
    expect(ad.computation.installments[0]).toMatchObject({ revenueCode: 'ILAN', dueDate: '2026-12-20' });
    expect(ad.computation.totalKurus).toBe(ad.computation.installments[0].amountKurus);

    const fun = (
      await t.call(
        'RecordEMunicipalityEntertainmentDeclaration',
        {
          requestId: randomUUID(),
          placeTypeCode: 'SINEMA',
          entertainmentTypeCode: 'SINEMA_GOSTERIM',
          period: '2026-10',
          takingsKurus: 25_000_000,
          addressText: 'Yeşilvadi Sinemaları, Çarşı Cad. 4',
        },
        { headers: ayse },
      )
    ).json();
    // 5 % of 250,000.00 TL takings = 12,500.00 TL, due 20 November.
    expect(fun.computation.installments[0]).toMatchObject({
      revenueCode: 'EGLENCE',
      amountKurus: 1_250_000,
      dueDate: '2026-11-20',
    });
    // The wire keeps the period as 2026-10; the accrual a person reads names the month in Turkish.
    expect(fun.computation.installments[0].description).toMatch(/^Ekim 2026 Eğlence Vergisi — /);
    const wrongPlace = await t.call(
      'RecordEMunicipalityEntertainmentDeclaration',
      {
        requestId: randomUUID(),
        placeTypeCode: 'LUNAPARK',
        entertainmentTypeCode: 'SINEMA_GOSTERIM',
        period: '2026-10',
        takingsKurus: 1,
        addressText: 'Lunapark alanı 1',
      },
      { headers: ayse },
    );
    expect(wrongPlace.json().field).toBe('entertainmentTypeCode');

    const [activity] = await t.db.select().from(ectActivityTypes).limit(1);
    const [price] = await t.db
      .select()
      .from(ectAnnualPrices)
      .where(
        and(
          eq(ectAnnualPrices.year, 2026),
          eq(ectAnnualPrices.municipalityType, 'buyuksehir'),
          eq(ectAnnualPrices.buildingGroup, activity.buildingGroup),
          eq(ectAnnualPrices.grade, 2),
        ),
      );
    const ect = (
      await t.call(
        'RecordEMunicipalityECTDeclaration',
        {
          requestId: randomUUID(),
          year: 2026,
          activityTypeCode: activity.code,
          grade: 2,
          areaM2: '85',
          addressText: 'Sanayi Mah. 3. Cad. No: 21',
        },
        { headers: ayse },
      )
    ).json();
    expect(ect.computation.totalKurus).toBe(price.amountKurus);
    expect(ect.computation.installments.map((i: { dueDate: string }) => i.dueDate)).toEqual([
      '2026-05-31',
      '2026-11-30',
    ]);
  });

  describe('advertising, entertainment and ÇTV, each on its own', () => {
    const cases = [
      {
        operation: 'RecordEMunicipalityAdDeclaration',
        body: () => ({
          requestId: randomUUID(),
          advertisingTypeCode: 'ISIKLI_TABELA',
          locationCode: 'CEPHE',
          widthM: '2',
          heightM: '1',
          count: 1,
          periods: 1,
          startDate: '2026-11-10',
          addressText: 'Lale Sok. No: 5, Yeşilvadi',
        }),
        bad: { widthM: '-2' },
        field: 'widthM',
      },
      {
        operation: 'RecordEMunicipalityEntertainmentDeclaration',
        body: () => ({
          requestId: randomUUID(),
          placeTypeCode: 'SINEMA',
          entertainmentTypeCode: 'SINEMA_GOSTERIM',
          period: '2026-09',
          takingsKurus: 1_000_000,
          addressText: 'Yeşilvadi Sinemaları, Çarşı Cad. 4',
        }),
        bad: { period: '2026-13' },
        field: 'period',
      },
      {
        operation: 'RecordEMunicipalityECTDeclaration',
        body: () => ({
          requestId: randomUUID(),
          year: 2026,
          activityTypeCode: '',
          grade: 3,
          areaM2: '40',
          addressText: 'Gül Sok. No: 9, Yeşilvadi',
        }),
        bad: { grade: 9 },
        field: 'grade',
      },
    ] as const;

    for (const { operation, body, bad, field } of cases) {
      it(`${operation}: bad input names the field, the same thing twice is refused, strangers are not let in`, async () => {
        const [activity] = await t.db.select().from(ectActivityTypes).orderBy(asc(ectActivityTypes.code)).limit(1);
        const valid = () => ({
          ...body(),
          ...(operation === 'RecordEMunicipalityECTDeclaration' ? { activityTypeCode: activity.code } : {}),
        });
        const accrualsBefore = (await t.db.select().from(accruals)).length;

        const invalid = await t.call(operation, { ...valid(), ...bad }, { headers: ayse });
        expect(invalid.statusCode).toBe(400);
        expect(invalid.json().field).toBe(field);
        expect((await t.db.select().from(accruals)).length).toBe(accrualsBefore);

        const anonymous = await t.call(operation, valid());
        expect(anonymous.statusCode).toBe(401);

        const first = await t.call(operation, valid(), { headers: ayse });
        expect(first.statusCode).toBe(200);
        const again = await t.call(operation, valid(), { headers: ayse });
        expect(again.statusCode).toBe(409);
        expect(again.json().Message).toContain(first.json().declarationNo);
      });
    }
  });

  it('documents: type read from content, size limited, attached on submit, only for their owner', async () => {
    const notAFile = await t.call(
      'UploadFile',
      {
        key: 'Declaration_TempFileList',
        fileName: 'virus.pdf',
        contentBase64: Buffer.from('MZ executable').toString('base64'),
      },
      { headers: ayse },
    );
    expect(notAFile.json()).toMatchObject({
      field: 'contentBase64',
      Message: 'Yalnızca PDF, JPEG ve PNG dosyaları kabul edilir.',
    });
    const uploaded = (
      await t.call(
        'UploadFile',
        { key: 'Declaration_TempFileList', fileName: 'tapu.pdf', contentBase64: pdf },
        { headers: ayse },
      )
    ).json();
    expect(uploaded).toMatchObject({ mimeType: 'application/pdf', fileName: 'tapu.pdf' });
    const mehmet = await signIn(t, '17291716060', 'Demo2026');
    expect((await t.call('GetFile', { fileId: uploaded.fileId }, { headers: mehmet })).statusCode).toBe(403);
    // Someone else cannot attach it either.
    const stolen = await t.call(
      'RecordEMunicipalityEstateDeclaration',
      building({ documents: [uploaded.fileId], land: { block: '300', parcel: '3', parcelM2: '300' } }),
      { headers: mehmet },
    );
    expect(stolen.json().field).toBe('documents');
    const mine = (
      await t.call(
        'RecordEMunicipalityEstateDeclaration',
        building({ documents: [uploaded.fileId], land: { block: '300', parcel: '3', parcelM2: '300' } }),
        { headers: ayse },
      )
    ).json();
    expect(mine.declarationNo).toBeTruthy();
    expect((await t.call('GetFile', { fileId: uploaded.fileId }, { headers: ayse })).json()).toMatchObject({
      key: 'Declaration_UploadList',
      contentBase64: pdf,
    });
    const listed = (await t.call('RetrieveDeclarationSummary', {}, { headers: ayse })).json().declarations;
    expect(listed.find((row: { declarationId: number }) => row.declarationId === mine.declarationId).documents).toEqual(
      [{ fileId: uploaded.fileId, fileName: 'tapu.pdf', mimeType: 'application/pdf', sizeBytes: uploaded.sizeBytes }],
    );
    expect(
      listed
        .filter((row: { declarationId: number }) => row.declarationId !== mine.declarationId)
        .flatMap((row: { documents: unknown[] }) => row.documents),
    ).toEqual([]);
  });

  it("keeps someone else's declarations and collections out of reach", async () => {
    const mehmet = await signIn(t, '17291716060', 'Demo2026');
    const [first] = (await t.call('RetrieveDeclarationSummary', {}, { headers: ayse })).json().declarations;
    expect(
      (await t.call('GetDeclarationAccruments', { declarationId: first.declarationId }, { headers: mehmet }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: first.summaryUrl, headers: mehmet })).statusCode).toBe(404);
    expect(
      (await t.call('RetrieveCollectionDetailByCollectionOid', { collectionOid: 1 }, { headers: mehmet })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('RetrieveCollectionDetailByCollectionOid', { collectionOid: 1 }, { headers: ayse })).json()
        .receiptNo,
    ).toBe('2025-0000001');
    expect(
      (await t.call('GetDeclarationAccruments', { declarationId: first.declarationId }, { headers: ayse })).json()
        .accruals.length,
    ).toBeGreaterThan(0);
    expect((await t.call('RetrieveAccrumentModulTypes')).json().types).toContainEqual({
      code: 'EMLAK',
      name: 'Emlak Vergisi',
    });
  });
});
