import { z } from 'zod';
import './zod-config';
import { searchInput } from './listing';
import { defineOperation, requestBody } from './operation';

// The address register the way the national one (UAVT) is organised: county (ilçe) → district
// (mahalle) → street (cadde/sokak) → outer door (dış kapı, a building) → inner door (iç kapı, whose
// code is the 10-digit address number). Lists come in Turkish alphabetical order, doors by number.

function numericCode(fieldName: string, required = true) {
  const message = `${fieldName} zorunludur.`;
  return z
    .string({ error: required ? message : `${fieldName} metin olmalıdır.` })
    .trim()
    .min(1, message)
    .max(12, `${fieldName} en fazla 12 haneli olabilir.`)
    .regex(/^\d+$/, `${fieldName} yalnızca rakamlardan oluşmalıdır.`);
}

export const streetTypeNames = {
  cadde: 'Cadde',
  sokak: 'Sokak',
  bulvar: 'Bulvar',
  cikmaz: 'Çıkmaz',
  meydan: 'Meydan',
} as const;
export type StreetType = keyof typeof streetTypeNames;

/**
 * A mahalle as an address line names it: "Cumhuriyet Mah.", but "Akpınar Mahallesi" and "Yeni Mahalle"
 * as they are, since the register's name may already say it (never "Akpınar Mahallesi Mah.").
 */
export function districtLabel(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  // Lower-cased the Turkish way: a register in capitals writes "MAHALLESİ", whose İ a plain /i/ never matches.
  const lower = trimmed.toLocaleLowerCase('tr-TR');
  // A name that already carries the word twice ("Akpınar Mahallesi Mah.") loses the abbreviation.
  const doubled = /(^|\s)(mahallesi|mahalle)\s+(mah|mh)\.?$/u.exec(lower);
  if (doubled) return trimmed.slice(0, trimmed.length - (lower.length - lower.lastIndexOf(' '))).trim();
  return /(^|\s)(mahallesi|mahalle|mah|mh)\.?$/u.test(lower) ? trimmed : `${trimmed} Mah.`;
}

/** "Akpınar Mahallesi Çınar Sokak": the mahalle, then the street (the start of every address line we compose). */
export function districtAndStreet(district: string, street: string): string {
  return `${districtLabel(district)} ${street}`.trim();
}

export const countySchema = z.object({ code: z.string(), name: z.string(), cityCode: z.string() });
export type County = z.infer<typeof countySchema>;

export const districtSchema = z.object({
  code: z.string(),
  name: z.string(),
  countyCode: z.string(),
  /** A district merged into another or closed stays in the register, inactive. */
  isActive: z.boolean(),
});
export type District = z.infer<typeof districtSchema>;

export const streetSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(Object.keys(streetTypeNames) as [StreetType, ...StreetType[]]),
  typeName: z.string(),
  districtCode: z.string(),
});
export type Street = z.infer<typeof streetSchema>;

export const outerDoorSchema = z.object({
  code: z.string(),
  doorNo: z.string(),
  buildingName: z.string().nullable(),
  streetCode: z.string(),
  innerDoorCount: z.number().int(),
});
export type OuterDoor = z.infer<typeof outerDoorSchema>;

export const innerDoorSchema = z.object({
  /** The address number (adres no). */
  code: z.string(),
  innerDoorNo: z.string(),
  usage: z.enum(['konut', 'isyeri']),
  usageName: z.string(),
  outerDoorCode: z.string(),
});
export type InnerDoor = z.infer<typeof innerDoorSchema>;

const districtList = z.object({ districts: z.array(districtSchema) });

export const AddressGetCountyListWithoutAuthorization = defineOperation({
  name: 'AddressGetCountyListWithoutAuthorization',
  domain: 'address',
  summary: 'İlin ilçeleri, Türkçe alfabe sırasıyla; il kodu verilmezse belediyenin ili.',
  access: 'public',
  changesState: false,
  input: requestBody({ cityCode: numericCode('İl kodu', false).optional() }),
  output: z.object({ counties: z.array(countySchema) }),
});

export const GetDistrictListWithoutAuthorization = defineOperation({
  name: 'GetDistrictListWithoutAuthorization',
  domain: 'address',
  summary: 'Bir ilçenin bütün mahalleleri (kapanmış olanlar isActive=false ile); ilçe verilmezse belediyenin ilçesi.',
  access: 'public',
  changesState: false,
  input: requestBody({ countyCode: numericCode('İlçe kodu', false).optional() }),
  output: districtList,
});

export const GetDistrictListFromActiveAddressSource = defineOperation({
  name: 'GetDistrictListFromActiveAddressSource',
  domain: 'address',
  summary: 'Etkin adres kaynağındaki (UAVT) etkin mahalleler; ilçe verilmezse belediyenin ilçesi.',
  access: 'public',
  changesState: false,
  input: requestBody({ countyCode: numericCode('İlçe kodu', false).optional() }),
  output: districtList,
});

export const GetDistrictListViaCountyCode = defineOperation({
  name: 'GetDistrictListViaCountyCode',
  domain: 'address',
  summary: 'Verilen ilçenin mahalleleri.',
  access: 'public',
  changesState: false,
  input: requestBody({ countyCode: numericCode('İlçe kodu') }),
  output: districtList,
});

export const GetDistrictByCode = defineOperation({
  name: 'GetDistrictByCode',
  domain: 'address',
  summary: 'Kodu verilen mahalle, ilçesiyle.',
  access: 'public',
  changesState: false,
  input: requestBody({ districtCode: numericCode('Mahalle kodu') }),
  output: z.object({ district: districtSchema.extend({ countyName: z.string(), streetCount: z.number().int() }) }),
});

export const GetStreetListWithoutAuthorization = defineOperation({
  name: 'GetStreetListWithoutAuthorization',
  domain: 'address',
  summary: 'Bir mahallenin cadde ve sokakları, Türkçe alfabe sırasıyla; arama "cay" ile "Çay Sokak"ı da bulur.',
  access: 'public',
  changesState: false,
  input: requestBody({ districtCode: numericCode('Mahalle kodu'), search: searchInput('Sokak araması') }),
  output: z.object({ streets: z.array(streetSchema) }),
});

export const GetOuterDoorListWithoutAuthorization = defineOperation({
  name: 'GetOuterDoorListWithoutAuthorization',
  domain: 'address',
  summary: 'Bir cadde veya sokağın dış kapı numaraları (binalar), numara sırasıyla.',
  access: 'public',
  changesState: false,
  input: requestBody({ streetCode: numericCode('Cadde/sokak kodu') }),
  output: z.object({ outerDoors: z.array(outerDoorSchema) }),
});

export const GetConcreteInnerDoorListWithoutAuthorization = defineOperation({
  name: 'GetConcreteInnerDoorListWithoutAuthorization',
  domain: 'address',
  summary: 'Bir binanın iç kapı numaraları (bağımsız bölümler) ve adres numaraları.',
  access: 'public',
  changesState: false,
  input: requestBody({ outerDoorCode: numericCode('Dış kapı kodu') }),
  output: z.object({ innerDoors: z.array(innerDoorSchema) }),
});

export const GetAddressParameter = defineOperation({
  name: 'GetAddressParameter',
  domain: 'address',
  summary: 'Adres seçiminin başlangıç değerleri: belediyenin ili ve ilçesi, etkin adres kaynağı ve adres düzeyleri.',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: z.object({
    cityCode: z.string(),
    cityName: z.string(),
    countyCode: z.string(),
    countyName: z.string(),
    addressSource: z.string(),
    addressSourceName: z.string(),
    levels: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});
