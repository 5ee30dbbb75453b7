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
import { calendarDay } from './calendar-day';
import { defineOperation, requestBody } from './operation';

// Decisions of the municipal council (meclis) and committee (encümen), published for everyone.

export const resolutionKindNames = { council: 'Meclis', committee: 'Encümen' } as const;
export type ResolutionKind = keyof typeof resolutionKindNames;
const kinds = Object.keys(resolutionKindNames) as [ResolutionKind, ...ResolutionKind[]];

const kindInput = z.enum(kinds, { error: 'Karar organı "council" (meclis) veya "committee" (encümen) olmalıdır.' });

const isoDate = calendarDay;

export const resolutionTypeSchema = z.object({ code: z.string(), name: z.string(), kind: z.enum(kinds) });
export type ResolutionType = z.infer<typeof resolutionTypeSchema>;

export const resolutionSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(kinds),
  year: z.number().int(),
  number: z.number().int(),
  decidedOn: z.string(),
  typeCode: z.string(),
  typeName: z.string(),
  subject: z.string(),
  hasAttachment: z.boolean(),
});
export type ResolutionSummary = z.infer<typeof resolutionSummarySchema>;

export const resolutionSchema = resolutionSummarySchema.extend({
  meeting: z.string(),
  /** The full text; paragraphs are separated by a blank line. */
  body: z.string(),
  attachment: z.object({ fileName: z.string(), sizeBytes: z.number().int(), url: z.string() }).nullable(),
});
export type Resolution = z.infer<typeof resolutionSchema>;

export const GetResolutionTypeList = defineOperation({
  name: 'GetResolutionTypeList',
  domain: 'resolutions',
  summary: 'Meclis veya encümen karar türleri.',
  access: 'public',
  changesState: false,
  input: requestBody({ kind: kindInput }),
  output: z.object({ types: z.array(resolutionTypeSchema) }),
});

export const GetResolutionList = defineOperation({
  name: 'GetResolutionList',
  domain: 'resolutions',
  summary:
    'Meclis veya encümen kararları: yıl, tarih aralığı, karar numarası ve türüne göre; konu ve metinde Türkçe arama ("agac" da "ağaç" da bulur); en yeni karar önce.',
  access: 'public',
  changesState: false,
  input: requestBody({
    kind: kindInput,
    year: yearInput.optional(),
    dateFrom: isoDate('Başlangıç tarihi').optional(),
    dateTo: isoDate('Bitiş tarihi').optional(),
    number: z
      .number({ error: 'Karar numarası sayı olmalıdır.' })
      .int('Karar numarası tam sayı olmalıdır.')
      .min(1, 'Karar numarası 1 veya büyük olmalıdır.')
      .optional(),
    typeCode: codeInput('Karar türü').optional(),
    search: searchInput('Arama metni'),
    sortDirection: sortDirectionInput.default('desc'),
    pageIndex: pageIndexInput,
    pageSize: pageSizeInput,
  }).refine((input) => !input.dateFrom || !input.dateTo || input.dateFrom <= input.dateTo, {
    message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    path: ['dateTo'],
  }),
  output: pageOf(resolutionSummarySchema).extend({ years: yearsOutput }),
});

export const GetResolution = defineOperation({
  name: 'GetResolution',
  domain: 'resolutions',
  summary: 'Bir kararın tam metni ve varsa ekli PDF dosyasının adresi.',
  access: 'public',
  changesState: false,
  input: requestBody({
    id: z
      .number({ error: 'Karar kimliği sayı olmalıdır.' })
      .int('Karar kimliği tam sayı olmalıdır.')
      .min(1, 'Karar kimliği 1 veya büyük olmalıdır.'),
  }),
  output: z.object({ resolution: resolutionSchema }),
});
