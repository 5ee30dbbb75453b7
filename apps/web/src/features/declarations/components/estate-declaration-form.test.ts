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
  land: { block: '112', parcel: '7', parcelM2: '800,5', share: '40', totalShares: '800' },
  building: { estateTypeCode: 'MESKEN', usageTypeCode: 'KONUT', constructionTypeCode: 'BETONARME', constructionClassCode: 'SINIF3', yearBuilt: '2014', floorM2: '120', independentUnitNo: '3' },
  acquisitionDate: '2025-03-14',
  acquisitionReason: 'satin_alma',
};

const messages = (kind: 'arsa' | 'arazi' | 'bina', values: EstateFormValues) => {
  const result = estateFormSchema(kind).safeParse({ ...estateInput(kind, values), requestId, documents: [] });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the estate form’s wire body', () => {
  it('parses what was typed (a Turkish decimal comma too) and sends only the kind’s own parts', () => {
    expect(estateInput('bina', building)).toMatchObject({
      estateKind: 'bina',
      year: 2026,
      streetCode: 'S1',
      outerDoorCode: 'O1',
      innerDoorCode: undefined,
      addressText: 'Akpınar Mah. 8062. Sokak No: 1',
      land: { block: '112', parcel: '7', parcelM2: 800.5, share: 40, totalShares: 800 },
      building: { yearBuilt: 2014, floorM2: 120, independentUnitNo: '3' },
      landTypeCode: undefined,
    });
    const plot = estateInput('arsa', building);
    expect(plot.building).toBeUndefined();
    expect(plot.zeroRateExemption).toBe(false);
    expect(messages('bina', building)).toEqual({});
  });

  it('says at once what a kind needs, in the contract’s words', () => {
    expect(messages('arazi', { ...building, landTypeCode: '' })).toMatchObject({ landTypeCode: 'Arazi cinsi seçiniz.' });
    const empty = messages('bina', emptyEstateForm(2026));
    expect(empty).toMatchObject({
      streetCode: 'Cadde/sokak seçiniz.',
      addressText: 'Adresi yazınız (en az 5 karakter).',
      'land.block': 'Ada numarası 1–6 haneli bir sayıdır.',
      'land.parcelM2': 'Parsel alanı (m²) zorunludur.',
      'building.estateTypeCode': 'Bina türü seçiniz.',
      'building.yearBuilt': 'Yapım yılı zorunludur.',
      acquisitionReason: 'Edinme sebebini seçiniz.',
    });
    expect(messages('bina', { ...building, land: { ...building.land, share: '900' } })).toEqual({ 'land.share': 'Hisse toplam hisseden büyük olamaz.' });
    expect(messages('bina', { ...building, zeroRateExemption: true, building: { ...building.building, floorM2: '250' } })).toEqual({
      zeroRateExemption: 'Sıfır oran muafiyeti yalnızca 200 m² ve altındaki tek konut için istenebilir.',
    });
  });
});
