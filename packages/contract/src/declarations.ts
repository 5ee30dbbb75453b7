import { z } from 'zod';
import { defineOperation, requestBody } from './operation';

// Tax declarations (beyanname): estate, entertainment, advertising, ÇTV (issue 6, domain/taxes.md).

/** SPEC §3 document list keys: files uploaded before submitting, and those attached after. */
export const documentKeys = ['Declaration_TempFileList', 'Declaration_UploadList', 'UploadedDocument'] as const;
export const acceptedDocumentTypes = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' } as const;

const requestId = z.string({ error: 'İstek numarası zorunludur.' }).uuid('İstek numarası geçersiz.');
const code = (label: string) => z.string({ error: `${label} seçiniz.` }).trim().min(1, `${label} seçiniz.`).max(40, `${label} geçersiz.`);
const positive = (label: string, max: number) =>
  z.number({ error: `${label} zorunludur.` }).positive(`${label} sıfırdan büyük olmalıdır.`).max(max, `${label} en fazla ${max.toLocaleString('tr-TR')} olabilir.`);
const wholePositive = (label: string, max: number) => positive(label, max).int(`${label} tam sayı olmalıdır.`);
const isoDate = (label: string) => z.string({ error: `${label} zorunludur.` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label} geçersiz.`);
const documents = z.array(z.string().uuid('Belge numarası geçersiz.')).max(10, 'En fazla 10 belge eklenebilir.').default([]);
const addressText = z.string({ error: 'Adres zorunludur.' }).trim().min(5, 'Adresi yazınız (en az 5 karakter).').max(500, 'Adres en fazla 500 karakter olabilir.');

/** One line of a computed tax, for the preview and the summary: a label, and the amount or value it gives. */
export const breakdownLineSchema = z.object({ label: z.string(), value: z.string() });

export const computedInstallmentSchema = z.object({ revenueCode: z.string(), installment: z.number().int(), dueDate: z.string(), amountKurus: z.number().int(), description: z.string() });

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

const land = z.object({
  block: z.string({ error: 'Ada zorunludur.' }).trim().regex(/^\d{1,6}$/, 'Ada numarası 1–6 haneli bir sayıdır.'),
  parcel: z.string({ error: 'Parsel zorunludur.' }).trim().regex(/^\d{1,6}$/, 'Parsel numarası 1–6 haneli bir sayıdır.'),
  parcelM2: positive('Parsel alanı (m²)', 10_000_000),
  share: wholePositive('Hisse', 1_000_000_000),
  totalShares: wholePositive('Toplam hisse', 1_000_000_000),
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
  landTypeCode: code('Arazi cinsi').optional(),
  building: z
    .object({
      estateTypeCode: code('Bina türü'),
      usageTypeCode: code('Kullanım amacı'),
      constructionTypeCode: code('Yapı türü'),
      constructionClassCode: code('Yapı sınıfı'),
      yearBuilt: wholePositive('Yapım yılı', 2100).min(1800, 'Yapım yılı geçersiz.'),
      floorM2: positive('Bağımsız bölüm alanı (m²)', 100_000),
      independentUnitNo: z.string({ error: 'Bağımsız bölüm numarası zorunludur.' }).trim().min(1, 'Bağımsız bölüm numarası zorunludur.').max(10, 'Bağımsız bölüm numarası en fazla 10 karakter olabilir.'),
    })
    .optional(),
  acquisitionDate: isoDate('Edinme tarihi'),
  acquisitionReason: z.enum(['satin_alma', 'miras', 'bagis', 'insaat', 'diger'], { error: 'Edinme sebebini seçiniz.' }),
  zeroRateExemption: z.boolean().default(false),
  documents,
}).superRefine((value, context) => {
  if (value.land.share > value.land.totalShares) context.addIssue({ code: 'custom', message: 'Hisse toplam hisseden büyük olamaz.', path: ['land', 'share'] });
  if (value.estateKind !== 'arazi' && !value.streetCode) context.addIssue({ code: 'custom', message: 'Cadde/sokak seçiniz.', path: ['streetCode'] });
  if (value.estateKind === 'arazi' && !value.landTypeCode) context.addIssue({ code: 'custom', message: 'Arazi cinsi seçiniz.', path: ['landTypeCode'] });
  if (value.estateKind === 'bina' && !value.building) context.addIssue({ code: 'custom', message: 'Bina bilgilerini giriniz.', path: ['building', 'estateTypeCode'] });
  if (value.zeroRateExemption && (value.estateKind !== 'bina' || (value.building?.floorM2 ?? 0) > 200)) {
    context.addIssue({ code: 'custom', message: 'Sıfır oran muafiyeti yalnızca 200 m² ve altındaki tek konut için istenebilir.', path: ['zeroRateExemption'] });
  }
});

export const entertainmentDeclarationInput = requestBody({
  requestId,
  placeTypeCode: code('Yer türü'),
  entertainmentTypeCode: code('Eğlence türü'),
  period: z.string({ error: 'Dönem zorunludur.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Dönem YYYY-AA biçiminde olmalıdır.'),
  takingsKurus: z.number().int().min(0, 'Hasılat negatif olamaz.').max(100_000_000_000, 'Hasılat çok büyük.').optional(),
  days: z.number().int().min(1, 'Gün sayısı en az 1 olmalıdır.').max(31, 'Gün sayısı en fazla 31 olabilir.').optional(),
  units: z.number().int().min(1, 'Adet en az 1 olmalıdır.').max(1000, 'Adet en fazla 1000 olabilir.').default(1),
  addressText,
  documents,
});

export const adDeclarationInput = requestBody({
  requestId,
  advertisingTypeCode: code('Reklam türü'),
  locationCode: code('Reklamın yeri'),
  widthM: positive('En (m)', 1000).optional(),
  heightM: positive('Boy (m)', 1000).optional(),
  count: wholePositive('Adet', 10_000),
  periods: wholePositive('Süre', 366),
  startDate: isoDate('Başlangıç tarihi'),
  addressText,
  documents,
});

export const ectDeclarationInput = requestBody({
  requestId,
  year: wholePositive('Vergi yılı', 2100).min(2000, 'Vergi yılı geçersiz.'),
  activityTypeCode: code('Faaliyet türü'),
  grade: z.number({ error: 'Derece seçiniz.' }).int().min(1, 'Derece 1–5 arasında olmalıdır.').max(5, 'Derece 1–5 arasında olmalıdır.'),
  areaM2: positive('İşyeri alanı (m²)', 1_000_000),
  addressText,
  documents,
});

const declare = <I extends z.ZodType>(name: string, summary: string, input: I) =>
  defineOperation({ name, domain: 'declarations', summary, access: 'member', changesState: true, input, output: declarationResultSchema });
const preview = <I extends z.ZodType>(name: string, summary: string, input: I) =>
  defineOperation({ name, domain: 'declarations', summary, access: 'member', changesState: false, input, output: computationSchema });

export const RecordEMunicipalityEstateDeclaration = declare('RecordEMunicipalityEstateDeclaration', 'Emlak beyanı (arsa, arazi, bina): beyan ve taksit tahakkukları tek işlemde.', estateDeclarationInput);
export const RecordEMunicipalityEntertainmentDeclaration = declare('RecordEMunicipalityEntertainmentDeclaration', 'Eğlence vergisi beyanı (aylık).', entertainmentDeclarationInput);
export const RecordEMunicipalityAdDeclaration = declare('RecordEMunicipalityAdDeclaration', 'İlan ve reklam vergisi beyanı.', adDeclarationInput);
export const RecordEMunicipalityECTDeclaration = declare('RecordEMunicipalityECTDeclaration', 'Çevre temizlik vergisi beyanı (işyeri).', ectDeclarationInput);

export const PreviewEMunicipalityEstateDeclaration = preview('PreviewEMunicipalityEstateDeclaration', 'Emlak vergisinin kaydetmeden hesaplanması (yazarken önizleme).', estateDeclarationInput);
export const PreviewEMunicipalityEntertainmentDeclaration = preview('PreviewEMunicipalityEntertainmentDeclaration', 'Eğlence vergisinin önizlemesi.', entertainmentDeclarationInput);
export const PreviewEMunicipalityAdDeclaration = preview('PreviewEMunicipalityAdDeclaration', 'İlan ve reklam vergisinin önizlemesi.', adDeclarationInput);
export const PreviewEMunicipalityECTDeclaration = preview('PreviewEMunicipalityECTDeclaration', 'Çevre temizlik vergisinin önizlemesi.', ectDeclarationInput);

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
  documents: z.array(z.object({ fileId: z.string(), fileName: z.string(), mimeType: z.string(), sizeBytes: z.number().int() })),
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
    accruals: z.array(z.object({ accrualId: z.number().int(), revenueCode: z.string(), description: z.string(), installment: z.number().int(), dueDate: z.string(), principalKurus: z.number().int(), paidKurus: z.number().int() })),
  }),
});

export const GetDeclarationAccrumentBalancesofEMunicipality = defineOperation({
  name: 'GetDeclarationAccrumentBalancesofEMunicipality',
  domain: 'declarations',
  summary: 'Beyannamelerin tahakkuk bakiyeleri.',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({ balances: z.array(z.object({ declarationId: z.number().int(), declarationNo: z.string(), totalKurus: z.number().int(), paidKurus: z.number().int(), openKurus: z.number().int() })) }),
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
  lines: z.array(z.object({ accrualId: z.number().int(), description: z.string(), principalKurus: z.number().int(), interestKurus: z.number().int() })),
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
    fileName: z.string({ error: 'Dosya adı zorunludur.' }).trim().min(1, 'Dosya adı zorunludur.').max(200, 'Dosya adı en fazla 200 karakter olabilir.'),
    contentBase64: z.string({ error: 'Dosya içeriği zorunludur.' }).min(1, 'Dosya boş.').max(16_000_000, 'Dosya çok büyük.'),
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
  output: z.object({ fileId: z.string(), fileName: z.string(), mimeType: z.string(), key: z.enum(documentKeys), contentBase64: z.string() }),
});
