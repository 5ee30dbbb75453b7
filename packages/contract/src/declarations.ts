import { z } from 'zod';
import './zod-config';
import {
  advertisingPeriodLimits,
  daysInMonth,
  firstTaxYearAfter,
  periodUnitOf,
  scaledInteger,
  turkishPeriod,
  zeroRateMaxFloorDm2,
  zeroRateStatuses,
  type AdvertisingPeriodUnit,
  type ZeroRateStatus,
} from '@ebelediye/finance';
import { calendarDay } from './calendar-day';
import { defineOperation, requestBody } from './operation';

// Tax declarations (beyanname): estate, entertainment, advertising, ÇTV (domain/taxes.md).

/** SPEC §3 document list keys: files uploaded before submitting, and those attached after. */
export const documentKeys = ['Declaration_TempFileList', 'Declaration_UploadList', 'UploadedDocument'] as const;
export const acceptedDocumentTypes = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' } as const;

const requestId = z.string({ error: 'İstek numarası zorunludur.' }).uuid('İstek numarası geçersiz.');
const code = (label: string) =>
  z
    .string({ error: `${label} seçiniz.` })
    .trim()
    .min(1, `${label} seçiniz.`)
    .max(40, `${label} geçersiz.`);
const positive = (label: string, max: number) =>
  z
    .number({ error: `${label} zorunludur.` })
    .positive(`${label} sıfırdan büyük olmalıdır.`)
    .max(max, `${label} en fazla ${max.toLocaleString('tr-TR')} olabilir.`);
const wholePositive = (label: string, max: number) => positive(label, max).int(`${label} tam sayı olmalıdır.`);
const documents = z
  .array(z.string().uuid('Belge numarası geçersiz.'))
  .max(10, 'En fazla 10 belge eklenebilir.')
  .default([]);
const addressText = z
  .string({ error: 'Adres zorunludur.' })
  .trim()
  .min(5, 'Adresi yazınız (en az 5 karakter).')
  .max(500, 'Adres en fazla 500 karakter olabilir.');

/**
 * A measure typed as decimal text ("812,5" or "812.5"), carried as text so that it arrives exactly as
 * written; the server reads it into integer hundredths (packages/finance scaledInteger). Never a JS
 * number: 2.01 × 0.5 in binary floating point is not 1.005.
 */
export const decimalText = (label: string, max: number, decimals = 2) =>
  z
    .string({ error: `${label} zorunludur.` })
    .max(40, `${label} çok uzun.`)
    .superRefine((raw, context) => {
      const text = raw.trim();
      const problem = (() => {
        if (text === '') return `${label} zorunludur.`;
        const match = /^(\d{1,12})(?:[.,](\d+))?$/.exec(text);
        if (!match) return `${label} sayı olarak yazılmalıdır (örnek: 812,5).`;
        if ((match[2] ?? '').length > decimals) return `${label} en fazla ${decimals} ondalık basamakla yazılır.`;
        if (/^[0.,]+$/.test(text)) return `${label} sıfırdan büyük olmalıdır.`;
        if (Number(match[1]) >= max) return `${label} en fazla ${max.toLocaleString('tr-TR')} olabilir.`;
        return undefined;
      })();
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

/** A title-deed number (ada, parsel): 1–6 digits and not zero. */
const deedNumber = (label: string) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .regex(/^\d{1,6}$/, { message: `${label} numarası 1–6 haneli bir sayıdır.`, abort: true })
    .refine((text) => Number(text) > 0, `${label} numarası sıfırdan büyük olmalıdır.`);

/** A share as the deed writes it, numerator / denominator: 1/2, 3/8, 40/800. */
const share = (label: string) =>
  z
    .object({
      numerator: wholePositive(`${label} (pay)`, 1_000_000_000),
      denominator: wholePositive(`${label} (payda)`, 1_000_000_000),
    })
    .superRefine((value, context) => {
      if (value.numerator > value.denominator)
        context.addIssue({ code: 'custom', message: `${label} payı paydasından büyük olamaz.`, path: ['numerator'] });
    });

/** One line of a computed tax, for the preview and the summary: a label, and the amount or value it gives. */
export const breakdownLineSchema = z.object({ label: z.string(), value: z.string() });

export const computedInstallmentSchema = z.object({
  revenueCode: z.string(),
  installment: z.number().int(),
  dueDate: z.string(),
  amountKurus: z.number().int(),
  description: z.string(),
  /** The payment deadline had already passed on the day of the declaration: late interest runs from `interestFrom`. */
  overdue: z.boolean().optional(),
  interestFrom: z.string().optional(),
});

export const computationSchema = z.object({
  year: z.number().int(),
  breakdown: z.array(breakdownLineSchema),
  totalKurus: z.number().int(),
  installments: z.array(computedInstallmentSchema),
});
export type Computation = z.infer<typeof computationSchema>;

export const declarationResultSchema = z.object({
  declarationId: z.number().int(),
  declarationNo: z.string(),
  computation: computationSchema,
  summaryUrl: z.string(),
});

/** Zero rate (1319 art. 8/2): who may claim it, as the form asks. */
export const zeroRateStatusNames: Record<ZeroRateStatus, string> = {
  geliri_yok: 'Herhangi bir geliri olmayan',
  emekli: 'Emekli, dul veya yetim aylığı alan (SGK)',
  engelli: 'Engelli',
  gazi: 'Gazi',
  sehit_yakini: 'Şehit dul veya yetimi',
};

export const zeroRateMessages = {
  notDwelling: 'Sıfır oran yalnızca konut (mesken) için istenebilir; işyeri, arsa ve arazi için istenemez.',
  tooLarge: 'Sıfır oran yalnızca brüt 200 m² ve altındaki tek konut için istenebilir.',
  status: 'Sıfır oran için durumunuzu seçiniz.',
  singleDwelling: 'Sıfır oran yalnızca Türkiye’de tek konutu olanlara uygulanır; bunu onaylayınız.',
  noOtherIncome: 'Sıfır oran, aylığı dışında geliri olmayanlara uygulanır; bunu onaylayınız.',
  secondDwelling: (declarationNo: string) =>
    `Bu yıl için başka bir konut beyan ettiniz (beyanname no ${declarationNo}); sıfır oran yalnızca Türkiye’de tek konutu olanlara uygulanır.`,
} as const;

/** 1319 art. 33: tax starts the year after the building is finished, or after it was acquired. */
export const buildingYearMessage = (yearBuilt: number) =>
  `${yearBuilt} yılında tamamlanan binanın emlak vergisi ${firstTaxYearAfter(yearBuilt)} yılından başlar (1319 sayılı Kanun md. 33).`;
export const acquisitionYearMessage = (acquisitionYear: number) =>
  `Vergi yükümlülüğü edinmeyi izleyen yıl başlar: ${acquisitionYear} yılında edinilen için ilk vergi yılı ${firstTaxYearAfter(acquisitionYear)}.`;

const land = z.object({
  /** Older deeds carry a map sheet (pafta) besides ada and parsel; newer ones do not. */
  pafta: z
    .string()
    .trim()
    .max(20, 'Pafta en fazla 20 karakter olabilir.')
    .regex(/^[0-9A-Za-zÇĞİÖŞÜçğıöşü./ -]*$/, 'Pafta yalnızca harf, rakam, nokta, tire ve eğik çizgi içerebilir.')
    .refine((text) => !/^\d+$/.test(text) || Number(text) > 0, 'Pafta numarası sıfırdan büyük olmalıdır.')
    .optional(),
  block: deedNumber('Ada'),
  parcel: deedNumber('Parsel'),
  parcelM2: decimalText('Parsel alanı (m²)', 100_000_000),
});

export const estateDeclarationInput = requestBody({
  requestId,
  estateKind: z.enum(['arsa', 'arazi', 'bina'], { error: 'Emlak türünü seçiniz.' }),
  year: wholePositive('Vergi yılı', 2100).min(2000, 'Vergi yılı geçersiz.'),
  streetCode: code('Cadde/sokak').optional(),
  outerDoorCode: z.string().max(40).optional(),
  innerDoorCode: z.string().max(40).optional(),
  addressText,
  land,
  /** Hisse: the declarant's share of the property (of the independent unit, for a building). */
  ownershipShare: share('Hisse'),
  /** Arsa payı: a building's independent unit's share of the parcel (buildings only). */
  landShare: share('Arsa payı').optional(),
  landTypeCode: code('Arazi cinsi').optional(),
  building: z
    .object({
      estateTypeCode: code('Bina türü'),
      usageTypeCode: code('Kullanım amacı'),
      constructionTypeCode: code('Yapı türü'),
      constructionClassCode: code('Yapı sınıfı'),
      yearBuilt: wholePositive('Yapım yılı', 2100).min(1800, 'Yapım yılı geçersiz.'),
      floorM2: decimalText('Bağımsız bölüm brüt alanı (m²)', 100_000),
      independentUnitNo: z
        .string({ error: 'Bağımsız bölüm numarası zorunludur.' })
        .trim()
        .min(1, 'Bağımsız bölüm numarası zorunludur.')
        .max(10, 'Bağımsız bölüm numarası en fazla 10 karakter olabilir.'),
    })
    .optional(),
  acquisitionDate: calendarDay('Edinme tarihi'),
  acquisitionReason: z.enum(['satin_alma', 'miras', 'bagis', 'insaat', 'diger'], { error: 'Edinme sebebini seçiniz.' }),
  zeroRateExemption: z.boolean().default(false),
  /** What the zero-rate claim rests on; recorded with the declaration. */
  zeroRate: z
    .object({
      status: z.enum(zeroRateStatuses, { error: zeroRateMessages.status }).optional(),
      singleDwelling: z.boolean().default(false),
      noOtherIncome: z.boolean().default(false),
    })
    .optional(),
  documents,
}).superRefine((value, context) => {
  const issue = (message: string, path: (string | number)[]) => context.addIssue({ code: 'custom', message, path });
  if (value.estateKind !== 'arazi' && !value.streetCode) issue('Cadde/sokak seçiniz.', ['streetCode']);
  if (value.estateKind === 'arazi' && !value.landTypeCode) issue('Arazi cinsi seçiniz.', ['landTypeCode']);
  if (value.estateKind === 'bina' && !value.building)
    issue('Bina bilgilerini giriniz.', ['building', 'estateTypeCode']);
  if (value.estateKind === 'bina' && !value.landShare) issue('Arsa payı (pay) zorunludur.', ['landShare', 'numerator']);
  const acquisitionYear = Number(value.acquisitionDate.slice(0, 4));
  if (acquisitionYear >= value.year) issue(acquisitionYearMessage(acquisitionYear), ['year']);
  if (value.building && firstTaxYearAfter(value.building.yearBuilt) > value.year)
    issue(buildingYearMessage(value.building.yearBuilt), ['building', 'yearBuilt']);
  if (value.zeroRateExemption) {
    if (value.estateKind !== 'bina') issue(zeroRateMessages.notDwelling, ['zeroRateExemption']);
    else if (value.building && floorDm2(value.building.floorM2) > zeroRateMaxFloorDm2)
      issue(zeroRateMessages.tooLarge, ['zeroRateExemption']);
    if (!value.zeroRate?.status) issue(zeroRateMessages.status, ['zeroRate', 'status']);
    if (!value.zeroRate?.singleDwelling) issue(zeroRateMessages.singleDwelling, ['zeroRate', 'singleDwelling']);
    if (!value.zeroRate?.noOtherIncome) issue(zeroRateMessages.noOtherIncome, ['zeroRate', 'noOtherIncome']);
  }
});

/** The floor area as dm², once its text is valid (the field's own check says why when it is not). */
function floorDm2(text: string): number {
  try {
    return scaledInteger(text, 2);
  } catch {
    return 0;
  }
}

export const entertainmentDeclarationInput = requestBody({
  requestId,
  placeTypeCode: code('Yer türü'),
  entertainmentTypeCode: code('Eğlence türü'),
  period: z
    .string({ error: 'Dönem zorunludur.' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Dönem YYYY-AA biçiminde olmalıdır.'),
  takingsKurus: z
    .number()
    .int()
    .min(0, 'Hasılat negatif olamaz.')
    .max(100_000_000_000, 'Hasılat çok büyük.')
    .optional(),
  days: z.number().int().min(1, 'Gün sayısı en az 1 olmalıdır.').max(31, 'Gün sayısı en fazla 31 olabilir.').optional(),
  units: z.number().int().min(1, 'Adet en az 1 olmalıdır.').max(1000, 'Adet en fazla 1000 olabilir.').default(1),
  addressText,
  documents,
}).superRefine((value, context) => {
  const match = /^(\d{4})-(\d{2})$/.exec(value.period);
  if (!match || value.days === undefined) return;
  const [year, month] = [Number(match[1]), Number(match[2])];
  const days = daysInMonth(year, month);
  if (value.days > days)
    context.addIssue({
      code: 'custom',
      message: `${turkishPeriod(year, month)} ${days} gündür: gün sayısı en fazla ${days} olabilir.`,
      path: ['days'],
    });
});

/** Where a business's own sign can stand for the 2464 art. 14 exemption: on its own building or land. */
export const ownSignLocationCodes = ['CEPHE', 'CATI', 'VITRIN', 'ON_ALAN', 'DIREK', 'AVM'] as const;

export const advertisingMessages = {
  periods: (unit: AdvertisingPeriodUnit) =>
    ({
      yil: `Yıllık reklam her yıl için ayrı beyan edilir: süre en fazla ${advertisingPeriodLimits.yil} yıl olabilir.`,
      hafta: `Süre en fazla ${advertisingPeriodLimits.hafta} hafta olabilir; daha uzun süreler için yeniden beyan veriniz.`,
      gun: `Süre en fazla ${advertisingPeriodLimits.gun} gün olabilir; daha uzun süreler için yeniden beyan veriniz.`,
    })[unit],
  ownSignNotASign: 'İşyeri tabelası istisnası yalnızca m² ile vergilenen tabelalar için istenebilir.',
  ownSignLocation:
    'İşyeri tabelası istisnası yalnızca işyerinin bulunduğu bina veya arazideki tabelalar için istenebilir.',
} as const;

/** The period check of one tariff unit, for the web's type-aware schema and the server alike. */
export function advertisingPeriodsProblem(tariffUnit: string, periods: number): string | undefined {
  const unit = periodUnitOf(tariffUnit);
  return unit in advertisingPeriodLimits && periods > advertisingPeriodLimits[unit]
    ? advertisingMessages.periods(unit)
    : undefined;
}

export const adDeclarationInput = requestBody({
  requestId,
  advertisingTypeCode: code('Reklam türü'),
  locationCode: code('Reklamın yeri'),
  widthM: decimalText('En (m)', 1000).optional(),
  heightM: decimalText('Boy (m)', 1000).optional(),
  count: wholePositive('Adet', 10_000),
  periods: wholePositive('Süre', 366),
  startDate: calendarDay('Başlangıç tarihi'),
  /** 2464 art. 14: the business's own name sign on its own workplace; exempt up to the legal area. */
  ownSign: z.boolean().default(false),
  addressText,
  documents,
}).superRefine((value, context) => {
  if (value.ownSign && !(ownSignLocationCodes as readonly string[]).includes(value.locationCode))
    context.addIssue({ code: 'custom', message: advertisingMessages.ownSignLocation, path: ['ownSign'] });
});

export const ectDeclarationInput = requestBody({
  requestId,
  year: wholePositive('Vergi yılı', 2100).min(2000, 'Vergi yılı geçersiz.'),
  activityTypeCode: code('Faaliyet türü'),
  grade: z
    .number({ error: 'Derece seçiniz.' })
    .int()
    .min(1, 'Derece 1–5 arasında olmalıdır.')
    .max(5, 'Derece 1–5 arasında olmalıdır.'),
  areaM2: decimalText('İşyeri alanı (m²)', 1_000_000),
  addressText,
  documents,
});

const declare = <I extends z.ZodType>(name: string, summary: string, input: I) =>
  defineOperation({
    name,
    domain: 'declarations',
    summary,
    access: 'member',
    changesState: true,
    input,
    output: declarationResultSchema,
  });
const preview = <I extends z.ZodType>(name: string, summary: string, input: I) =>
  defineOperation({
    name,
    domain: 'declarations',
    summary,
    access: 'member',
    changesState: false,
    input,
    output: computationSchema,
  });

export const RecordEMunicipalityEstateDeclaration = declare(
  'RecordEMunicipalityEstateDeclaration',
  'Emlak beyanı (arsa, arazi, bina): beyan ve taksit tahakkukları tek işlemde.',
  estateDeclarationInput,
);
export const RecordEMunicipalityEntertainmentDeclaration = declare(
  'RecordEMunicipalityEntertainmentDeclaration',
  'Eğlence vergisi beyanı (aylık).',
  entertainmentDeclarationInput,
);
export const RecordEMunicipalityAdDeclaration = declare(
  'RecordEMunicipalityAdDeclaration',
  'İlan ve reklam vergisi beyanı.',
  adDeclarationInput,
);
export const RecordEMunicipalityECTDeclaration = declare(
  'RecordEMunicipalityECTDeclaration',
  'Çevre temizlik vergisi beyanı (işyeri).',
  ectDeclarationInput,
);

export const PreviewEMunicipalityEstateDeclaration = preview(
  'PreviewEMunicipalityEstateDeclaration',
  'Emlak vergisinin kaydetmeden hesaplanması (yazarken önizleme).',
  estateDeclarationInput,
);
export const PreviewEMunicipalityEntertainmentDeclaration = preview(
  'PreviewEMunicipalityEntertainmentDeclaration',
  'Eğlence vergisinin önizlemesi.',
  entertainmentDeclarationInput,
);
export const PreviewEMunicipalityAdDeclaration = preview(
  'PreviewEMunicipalityAdDeclaration',
  'İlan ve reklam vergisinin önizlemesi.',
  adDeclarationInput,
);
export const PreviewEMunicipalityECTDeclaration = preview(
  'PreviewEMunicipalityECTDeclaration',
  'Çevre temizlik vergisinin önizlemesi.',
  ectDeclarationInput,
);

export const declarationSummarySchema = z.object({
  declarationId: z.number().int(),
  declarationNo: z.string(),
  kind: z.string(),
  kindName: z.string(),
  year: z.number().int(),
  title: z.string(),
  submittedAt: z.string(),
  totalKurus: z.number().int(),
  paidKurus: z.number().int(),
  openKurus: z.number().int(),
  summaryUrl: z.string(),
  /** The documents attached to it (Declaration_UploadList); each is read with GetFile. */
  documents: z.array(
    z.object({ fileId: z.string(), fileName: z.string(), mimeType: z.string(), sizeBytes: z.number().int() }),
  ),
});

export const RetrieveDeclarationSummary = defineOperation({
  name: 'RetrieveDeclarationSummary',
  domain: 'declarations',
  summary: 'Üyenin beyannameleri: tutar, ödenen, kalan, eklenen belgeler.',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({ declarations: z.array(declarationSummarySchema) }),
});

const declarationId = z.number({ error: 'Beyanname seçiniz.' }).int().positive('Beyanname seçiniz.');

export const GetDeclarationAccruments = defineOperation({
  name: 'GetDeclarationAccruments',
  domain: 'declarations',
  summary: 'Bir beyannamenin tahakkukları (taksitler).',
  access: 'member',
  changesState: false,
  input: requestBody({ declarationId }),
  output: z.object({
    accruals: z.array(
      z.object({
        accrualId: z.number().int(),
        revenueCode: z.string(),
        description: z.string(),
        installment: z.number().int(),
        dueDate: z.string(),
        principalKurus: z.number().int(),
        paidKurus: z.number().int(),
      }),
    ),
  }),
});

export const GetDeclarationAccrumentBalancesofEMunicipality = defineOperation({
  name: 'GetDeclarationAccrumentBalancesofEMunicipality',
  domain: 'declarations',
  summary: 'Beyannamelerin tahakkuk bakiyeleri.',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({
    balances: z.array(
      z.object({
        declarationId: z.number().int(),
        declarationNo: z.string(),
        totalKurus: z.number().int(),
        paidKurus: z.number().int(),
        openKurus: z.number().int(),
      }),
    ),
  }),
});

export const RetrieveAccrumentModulTypes = defineOperation({
  name: 'RetrieveAccrumentModulTypes',
  domain: 'declarations',
  summary: 'Tahakkuk (gelir) türleri.',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: z.object({ types: z.array(z.object({ code: z.string(), name: z.string() })) }),
});

export const collectionDetailSchema = z.object({
  collectionId: z.number().int(),
  receiptNo: z.string(),
  collectedAt: z.string(),
  totalKurus: z.number().int(),
  lines: z.array(
    z.object({
      accrualId: z.number().int(),
      description: z.string(),
      principalKurus: z.number().int(),
      interestKurus: z.number().int(),
    }),
  ),
});

export const GetDeclarationCollectionsForEMunicipality = defineOperation({
  name: 'GetDeclarationCollectionsForEMunicipality',
  domain: 'declarations',
  summary: 'Bir beyannamenin tahakkuklarına yapılmış tahsilatlar.',
  access: 'member',
  changesState: false,
  input: requestBody({ declarationId }),
  output: z.object({ collections: z.array(collectionDetailSchema) }),
});

export const RetrieveCollectionDetailByCollectionOid = defineOperation({
  name: 'RetrieveCollectionDetailByCollectionOid',
  domain: 'declarations',
  summary: 'Bir tahsilatın ayrıntısı (yalnızca kendi tahsilatınız).',
  access: 'member',
  changesState: false,
  input: requestBody({ collectionOid: z.number({ error: 'Tahsilat seçiniz.' }).int().positive('Tahsilat seçiniz.') }),
  output: collectionDetailSchema,
});

export const UploadFile = defineOperation({
  name: 'UploadFile',
  domain: 'declarations',
  summary: 'Beyanname belgesi yükler (PDF, JPEG, PNG; türü içerikten anlaşılır, boyut sınırı parametrededir).',
  access: 'member',
  changesState: true,
  input: requestBody({
    key: z.literal('Declaration_TempFileList', { error: 'Belge listesi anahtarı geçersiz.' }),
    fileName: z
      .string({ error: 'Dosya adı zorunludur.' })
      .trim()
      .min(1, 'Dosya adı zorunludur.')
      .max(200, 'Dosya adı en fazla 200 karakter olabilir.'),
    contentBase64: z
      .string({ error: 'Dosya içeriği zorunludur.' })
      .min(1, 'Dosya boş.')
      .max(16_000_000, 'Dosya çok büyük.'),
  }),
  output: z.object({ fileId: z.string(), fileName: z.string(), mimeType: z.string(), sizeBytes: z.number().int() }),
});

export const GetFile = defineOperation({
  name: 'GetFile',
  domain: 'declarations',
  summary: 'Yüklenmiş bir belge; yalnızca sahibine.',
  access: 'member',
  changesState: false,
  input: requestBody({ fileId: z.string({ error: 'Belge seçiniz.' }).uuid('Belge numarası geçersiz.') }),
  output: z.object({
    fileId: z.string(),
    fileName: z.string(),
    mimeType: z.string(),
    key: z.enum(documentKeys),
    contentBase64: z.string(),
  }),
});
