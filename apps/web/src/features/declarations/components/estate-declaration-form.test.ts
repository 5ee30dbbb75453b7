import { describe, expect, it } from 'vitest';
import { emptyEstateForm, estateFormSchema, estateInput, type EstateFormValues } from './estate-declaration-form';

const requestId = '6f1c1a2e-6a53-4a55-9b5e-2d1f0a9c7e11';

const building: EstateFormValues = {
  ...emptyEstateForm(2026),
  districtCode: 'D1',
  streetCode: 'S1',
  outerDoorCode: 'O1',
  innerDoorCode: '',
  text: 'Akpınar Mah. 8062. Sokak No: 1',
  land: { pafta: '', block: '112', parcel: '7', parcelM2: '800,5' },
  ownershipShare: { numerator: '1', denominator: '2' },
  landShare: { numerator: '40', denominator: '800' },
  building: {
    estateTypeCode: 'MESKEN',
    usageTypeCode: 'KONUT',
    constructionTypeCode: 'BETONARME',
    constructionClassCode: 'SINIF3',
    yearBuilt: '2014',
    floorM2: '120',
    independentUnitNo: '3',
  },
  acquisitionDate: '2025-03-14',
  acquisitionReason: 'satin_alma',
};

const messages = (kind: 'arsa' | 'arazi' | 'bina', values: EstateFormValues) => {
  const result = estateFormSchema(kind).safeParse({ ...estateInput(kind, values), requestId, documents: [] });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the estate form’s wire body', () => {
  it('sends areas as the text typed, the ownership share for every kind and the land share for a building', () => {
    expect(estateInput('bina', building)).toMatchObject({
      estateKind: 'bina',
      year: 2026,
      streetCode: 'S1',
      outerDoorCode: 'O1',
      innerDoorCode: undefined,
      addressText: 'Akpınar Mah. 8062. Sokak No: 1',
      // "800,5" travels as written: the server reads it as 80,050 dm², never as a binary fraction.
      land: { pafta: undefined, block: '112', parcel: '7', parcelM2: '800,5' },
      ownershipShare: { numerator: 1, denominator: 2 },
      landShare: { numerator: 40, denominator: 800 },
      building: { yearBuilt: 2014, floorM2: '120', independentUnitNo: '3' },
      landTypeCode: undefined,
      zeroRateExemption: false,
      zeroRate: undefined,
    });
    const plot = estateInput('arsa', building);
    expect(plot.building).toBeUndefined();
    expect(plot.landShare).toBeUndefined();
    expect(plot.ownershipShare).toEqual({ numerator: 1, denominator: 2 });
    expect(plot.zeroRateExemption).toBe(false);
    expect(messages('bina', building)).toEqual({});
  });

  it('sends the zero-rate conditions only with a claim on a building', () => {
    const claim: EstateFormValues = {
      ...building,
      zeroRateExemption: true,
      zeroRate: { status: 'emekli', singleDwelling: true, noOtherIncome: true },
    };
    expect(estateInput('bina', claim)).toMatchObject({
      zeroRateExemption: true,
      zeroRate: { status: 'emekli', singleDwelling: true, noOtherIncome: true },
    });
    expect(estateInput('arsa', claim)).toMatchObject({ zeroRateExemption: false, zeroRate: undefined });
    expect(messages('bina', claim)).toEqual({});
  });

  it('says at once what a kind needs, in the contract’s words', () => {
    expect(messages('arazi', { ...building, landTypeCode: '' })).toMatchObject({
      landTypeCode: 'Arazi cinsi seçiniz.',
    });
    const empty = messages('bina', emptyEstateForm(2026));
    expect(empty).toMatchObject({
      streetCode: 'Cadde/sokak seçiniz.',
      addressText: 'Adresi yazınız (en az 5 karakter).',
      'land.block': 'Ada numarası 1–6 haneli bir sayıdır.',
      'land.parcelM2': 'Parsel alanı (m²) zorunludur.',
      'landShare.numerator': 'Arsa payı (pay) zorunludur.',
      'building.estateTypeCode': 'Bina türü seçiniz.',
      'building.yearBuilt': 'Yapım yılı zorunludur.',
      acquisitionReason: 'Edinme sebebini seçiniz.',
    });
    expect(messages('bina', { ...building, ownershipShare: { numerator: '3', denominator: '2' } })).toEqual({
      'ownershipShare.numerator': 'Hisse payı paydasından büyük olamaz.',
    });
    expect(messages('bina', { ...building, land: { ...building.land, parcelM2: '800,125' } })).toEqual({
      'land.parcelM2': 'Parsel alanı (m²) en fazla 2 ondalık basamakla yazılır.',
    });
    expect(messages('bina', { ...building, land: { ...building.land, block: '0' } })).toEqual({
      'land.block': 'Ada numarası sıfırdan büyük olmalıdır.',
    });
  });

  it('refuses what the law refuses before anything is sent', () => {
    expect(messages('bina', { ...building, building: { ...building.building, yearBuilt: '2026' } })).toEqual({
      'building.yearBuilt':
        '2026 yılında tamamlanan binanın emlak vergisi 2027 yılından başlar (1319 sayılı Kanun md. 33).',
    });
    expect(messages('bina', { ...building, acquisitionDate: '2026-13-05' })).toEqual({
      acquisitionDate: 'Edinme tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.',
    });
    expect(
      messages('bina', { ...building, zeroRateExemption: true, building: { ...building.building, floorM2: '250' } }),
    ).toEqual({
      zeroRateExemption: 'Sıfır oran yalnızca brüt 200 m² ve altındaki tek konut için istenebilir.',
      'zeroRate.status': 'Sıfır oran için durumunuzu seçiniz.',
      'zeroRate.singleDwelling': 'Sıfır oran yalnızca Türkiye’de tek konutu olanlara uygulanır; bunu onaylayınız.',
      'zeroRate.noOtherIncome': 'Sıfır oran, aylığı dışında geliri olmayanlara uygulanır; bunu onaylayınız.',
    });
  });
});
