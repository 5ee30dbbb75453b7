import { z } from 'zod';
import './zod-config';
import {
  codeInput,
  pageIndexInput,
  pageOf,
  pageSizeInput,
  searchInput,
  sortDirectionInput,
  yearInput,
  yearsOutput,
} from './listing';
import { defineOperation, requestBody } from './operation';

export const parameterSchema = z.object({
  code: z.string(),
  group: z.string(),
  value: z.string(),
  description: z.string(),
});
export type Parameter = z.infer<typeof parameterSchema>;

const parameterCode = z
  .string({ error: 'Parametre kodu zorunludur.' })
  .trim()
  .min(1, 'Parametre kodu zorunludur.')
  .max(100, 'Parametre kodu en fazla 100 karakter olabilir.')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Parametre kodu yalnızca harf, rakam, nokta, tire ve alt çizgi içerebilir.');

export const GetServerTime = defineOperation({
  name: 'GetServerTime',
  domain: 'reference',
  summary: 'Sunucunun saati (ISO 8601) ve saat dilimi; ekranlar vade ve faiz hesabında bunu esas alır.',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: z.object({ serverTime: z.string(), timeZone: z.string() }),
});

export const GetParameterValue = defineOperation({
  name: 'GetParameterValue',
  domain: 'reference',
  summary: 'Herkese açık bir parametrenin değeri.',
  access: 'public',
  changesState: false,
  input: requestBody({ code: parameterCode }),
  output: parameterSchema,
});

export const RetrieveParametersWithoutAuthorization = defineOperation({
  name: 'RetrieveParametersWithoutAuthorization',
  domain: 'reference',
  summary: 'Herkese açık parametreler; grup verilirse yalnızca o grup.',
  access: 'public',
  changesState: false,
  input: requestBody({ group: parameterCode.optional() }),
  output: z.object({ parameters: z.array(parameterSchema) }),
});

// ——— Reference tables that taxes are computed from (domain/taxes.md) ———
// Every yearly table answers for one year (the server's current year when none is given) and also
// tells which years it has. Amounts are integer kuruş, formatted only at the edge (formatKurus).

const referenceYear = yearInput.optional();

export const advertisingUnitNames = {
  m2_yil: 'm² başına yıllık',
  adet_yil: 'adet başına yıllık',
  m2_hafta: 'm² başına haftalık',
  adet_hafta: 'adet başına haftalık',
  adet_gun: 'adet başına günlük',
} as const;
export type AdvertisingUnit = keyof typeof advertisingUnitNames;

export const ectMunicipalityTypeNames = {
  buyuksehir: 'Büyükşehir belediyesi',
  diger: 'Diğer belediyeler',
} as const;
export type EctMunicipalityType = keyof typeof ectMunicipalityTypeNames;

export const estateTaxClassNames = { konut: 'Konut', isyeri: 'İşyeri', arsa: 'Arsa', arazi: 'Arazi' } as const;
export type EstateTaxClass = keyof typeof estateTaxClassNames;

export const streetValuationSortFields = ['street', 'district', 'value'] as const;

export const streetValuationSchema = z.object({
  year: z.number().int(),
  countyCode: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
  streetCode: z.string(),
  streetName: z.string(),
  streetTypeName: z.string(),
  /** Arsa m² birim değeri. */
  unitValueKurus: z.number().int(),
});
export type StreetValuation = z.infer<typeof streetValuationSchema>;

export const RetrieveEstateStreetValuations = defineOperation({
  name: 'RetrieveEstateStreetValuations',
  domain: 'reference',
  summary:
    'Emlak vergisi arsa m² birim değerleri: yıl, mahalle ve cadde/sokağa göre; Türkçe sokak araması ("cay" → "Çay Sokak"), sıralama ve sayfalama sunucuda.',
  access: 'public',
  changesState: false,
  input: requestBody({
    year: referenceYear,
    districtCode: z
      .string({ error: 'Mahalle kodu metin olmalıdır.' })
      .trim()
      .regex(/^\d{1,12}$/, 'Mahalle kodu yalnızca rakamlardan oluşmalıdır.')
      .optional(),
    streetCode: z
      .string({ error: 'Cadde/sokak kodu metin olmalıdır.' })
      .trim()
      .regex(/^\d{1,12}$/, 'Cadde/sokak kodu yalnızca rakamlardan oluşmalıdır.')
      .optional(),
    search: searchInput('Sokak araması'),
    sortBy: z
      .enum(streetValuationSortFields, { error: 'Sıralama alanı "street", "district" veya "value" olmalıdır.' })
      .default('street'),
    sortDirection: sortDirectionInput,
    pageIndex: pageIndexInput,
    pageSize: pageSizeInput,
  }),
  output: pageOf(streetValuationSchema).extend({ year: z.number().int(), years: yearsOutput }),
});

export const abrasionShareSchema = z.object({
  wearGroupCode: z.string(),
  wearGroupName: z.string(),
  /** The construction types of the cost table that fall in this group. */
  constructionTypes: z.array(z.object({ code: z.string(), name: z.string() })),
  ageFrom: z.number().int(),
  /** null: and older. */
  ageTo: z.number().int().nullable(),
  ageBand: z.string(),
  percent: z.number().int(),
});
export type AbrasionShare = z.infer<typeof abrasionShareSchema>;

export const RetrieveEstateAbrasionShares = defineOperation({
  name: 'RetrieveEstateAbrasionShares',
  domain: 'reference',
  summary: 'Bina aşınma payları (%): yapı türü grubu ve bina yaşına göre.',
  access: 'public',
  changesState: false,
  input: requestBody({ year: referenceYear, wearGroupCode: codeInput('Yapı türü grubu').optional() }),
  output: z.object({ year: z.number().int(), years: yearsOutput, items: z.array(abrasionShareSchema) }),
});

export const constructionCostSchema = z.object({
  constructionTypeCode: z.string(),
  constructionTypeName: z.string(),
  constructionClassCode: z.string(),
  constructionClassName: z.string(),
  costPerM2Kurus: z.number().int(),
});
export type ConstructionCost = z.infer<typeof constructionCostSchema>;

export const RetrieveEstateConstructionCost = defineOperation({
  name: 'RetrieveEstateConstructionCost',
  domain: 'reference',
  summary: 'Bina m² normal inşaat maliyetleri: yıl, yapı türü ve yapı sınıfına göre.',
  access: 'public',
  changesState: false,
  input: requestBody({
    year: referenceYear,
    constructionTypeCode: codeInput('Yapı türü').optional(),
    constructionClassCode: codeInput('Yapı sınıfı').optional(),
  }),
  output: z.object({
    year: z.number().int(),
    years: yearsOutput,
    constructionTypes: z.array(z.object({ code: z.string(), name: z.string() })),
    constructionClasses: z.array(z.object({ code: z.string(), name: z.string() })),
    items: z.array(constructionCostSchema),
  }),
});

export const advertisingTariffSchema = z.object({
  groupCode: z.string(),
  groupName: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  unit: z.enum(Object.keys(advertisingUnitNames) as [AdvertisingUnit, ...AdvertisingUnit[]]),
  unitName: z.string(),
  amountKurus: z.number().int(),
});
export type AdvertisingTariff = z.infer<typeof advertisingTariffSchema>;

export const GetAdvertisingTaxAnnualGroupTariffByProcessYear = defineOperation({
  name: 'GetAdvertisingTaxAnnualGroupTariffByProcessYear',
  domain: 'reference',
  summary: 'İlan ve reklam vergisi tarifesi: yıl, belediye grubu ve tarife kalemine göre.',
  access: 'public',
  changesState: false,
  input: requestBody({
    year: referenceYear,
    groupCode: codeInput('Belediye grubu').optional(),
    itemCode: codeInput('Tarife kalemi').optional(),
  }),
  output: z.object({
    year: z.number().int(),
    years: yearsOutput,
    groups: z.array(z.object({ code: z.string(), name: z.string() })),
    tariffItems: z.array(z.object({ code: z.string(), name: z.string() })),
    items: z.array(advertisingTariffSchema),
  }),
});

export const ectAnnualPriceSchema = z.object({
  municipalityType: z.enum(Object.keys(ectMunicipalityTypeNames) as [EctMunicipalityType, ...EctMunicipalityType[]]),
  municipalityTypeName: z.string(),
  buildingGroup: z.number().int(),
  grade: z.number().int(),
  amountKurus: z.number().int(),
});
export type EctAnnualPrice = z.infer<typeof ectAnnualPriceSchema>;

export const RetrieveECTAnnualPrices = defineOperation({
  name: 'RetrieveECTAnnualPrices',
  domain: 'reference',
  summary:
    'İşyerleri için yıllık çevre temizlik vergisi: yıl, belediye türü, bina grubu (1–7) ve derecesine (1–5) göre.',
  access: 'public',
  changesState: false,
  input: requestBody({
    year: referenceYear,
    municipalityType: z
      .enum(Object.keys(ectMunicipalityTypeNames) as [EctMunicipalityType, ...EctMunicipalityType[]], {
        error: 'Belediye türü "buyuksehir" veya "diger" olmalıdır.',
      })
      .optional(),
    buildingGroup: z
      .number({ error: 'Bina grubu sayı olmalıdır.' })
      .int('Bina grubu tam sayı olmalıdır.')
      .min(1, 'Bina grubu 1 ile 7 arasında olmalıdır.')
      .max(7, 'Bina grubu 1 ile 7 arasında olmalıdır.')
      .optional(),
    grade: z
      .number({ error: 'Derece sayı olmalıdır.' })
      .int('Derece tam sayı olmalıdır.')
      .min(1, 'Derece 1 ile 5 arasında olmalıdır.')
      .max(5, 'Derece 1 ile 5 arasında olmalıdır.')
      .optional(),
  }),
  output: z.object({ year: z.number().int(), years: yearsOutput, items: z.array(ectAnnualPriceSchema) }),
});

// ——— Lookups the declaration forms need ———

const lookupItem = z.object({ code: z.string(), name: z.string() });
const lookupList = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const RetrieveEstateUsageTypes = defineOperation({
  name: 'RetrieveEstateUsageTypes',
  domain: 'reference',
  summary: 'Emlak kullanım amaçları (konut, işyeri, …).',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: lookupList(lookupItem),
});

export const RetrieveLandTypes = defineOperation({
  name: 'RetrieveLandTypes',
  domain: 'reference',
  summary: 'Arazi cinsleri ve verilen yılın (yoksa bu yılın) m² birim değerleri.',
  access: 'public',
  changesState: false,
  input: requestBody({ year: referenceYear }),
  output: z.object({
    year: z.number().int(),
    items: z.array(lookupItem.extend({ unitValueKurus: z.number().int().nullable() })),
  }),
});

export const estateTypeSchema = lookupItem.extend({
  kind: z.enum(['arsa', 'arazi', 'bina']),
  taxClass: z.enum(Object.keys(estateTaxClassNames) as [EstateTaxClass, ...EstateTaxClass[]]),
  taxClassName: z.string(),
});

export const RetrieveEstateTypes = defineOperation({
  name: 'RetrieveEstateTypes',
  domain: 'reference',
  summary: 'Emlak türleri (arsa, arazi, bina çeşitleri) ve vergi oranını belirleyen sınıfları.',
  access: 'public',
  changesState: false,
  input: requestBody({
    kind: z.enum(['arsa', 'arazi', 'bina'], { error: 'Emlak cinsi "arsa", "arazi" veya "bina" olmalıdır.' }).optional(),
  }),
  output: lookupList(estateTypeSchema),
});

export const RetrieveEntertainmentPlaceTypes = defineOperation({
  name: 'RetrieveEntertainmentPlaceTypes',
  domain: 'reference',
  summary: 'Eğlence yeri türleri.',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: lookupList(lookupItem),
});

export const entertainmentTypeSchema = lookupItem.extend({
  /** hasilat: a share of ticket takings; gunluk: a fixed amount per day. */
  basis: z.enum(['hasilat', 'gunluk']),
  rateBasisPoints: z.number().int().nullable(),
  dailyAmountKurus: z.number().int().nullable(),
  placeTypeCodes: z.array(z.string()),
});

export const RetrieveEntertainmentTypes = defineOperation({
  name: 'RetrieveEntertainmentTypes',
  domain: 'reference',
  summary:
    'Eğlence türleri ve vergilendirme şekli (hasılattan oran veya günlük maktu tutar); yer türü verilirse o yerde yapılabilenler.',
  access: 'public',
  changesState: false,
  input: requestBody({ placeTypeCode: codeInput('Eğlence yeri türü').optional() }),
  output: lookupList(entertainmentTypeSchema),
});

export const RetrieveAdvertisingTypes = defineOperation({
  name: 'RetrieveAdvertisingTypes',
  domain: 'reference',
  summary: 'İlan ve reklam türleri ve vergilendirildikleri tarife kalemi.',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: lookupList(
    lookupItem.extend({ tariffItemCode: z.string(), unit: advertisingTariffSchema.shape.unit, unitName: z.string() }),
  ),
});

export const RetrieveAdvertisingTaxLocations = defineOperation({
  name: 'RetrieveAdvertisingTaxLocations',
  domain: 'reference',
  summary: 'İlan ve reklamın bulunduğu yer seçenekleri.',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: lookupList(lookupItem),
});

export const RetrieveECTActivityTypes = defineOperation({
  name: 'RetrieveECTActivityTypes',
  domain: 'reference',
  summary: 'Çevre temizlik vergisi için işyeri faaliyet türleri ve bina grupları; Türkçe arama ile.',
  access: 'public',
  changesState: false,
  input: requestBody({ search: searchInput('Faaliyet araması') }),
  output: lookupList(lookupItem.extend({ buildingGroup: z.number().int() })),
});
