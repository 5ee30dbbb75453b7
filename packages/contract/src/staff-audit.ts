import { z } from 'zod';
import './zod-config';
import { calendarDay } from './calendar-day';
import { defineOperation, requestBody } from './operation';

// The staff audit trail as an inspector reads it (decision 058): every desk action,
// every read of personal data at the desk and every refused attempt is a row of `staff_actions`, which
// no one can change or delete. Administrators list it with filters and export it as CSV.

/** The refusals and questions of the desk's access rules (decision 056), shared by API and web. */
export const deskAccessMessages = {
  readReasonRequired: 'Biriminize atanmamış bir başvuruyu açmak için nedenini yazınız; bu okuma kayda geçer.',
  readReasonFirst: 'Bu başvuru biriminize atanmamış. Önce başvuruyu bir nedenle açınız.',
  complaintsRoleRequired: 'Başvurular yalnızca şikâyet operatörleri, birim yöneticileri ve yöneticilere açıktır.',
} as const;

/** A reason an administrator gives for reading a complaint outside their unit; written to the audit trail. */
export const readReasonSchema = z
  .string({ error: 'Okuma nedeni metin olmalıdır.' })
  .trim()
  .min(10, 'Okuma nedeni en az 10 karakter olmalıdır.')
  .max(300, 'Okuma nedeni en fazla 300 karakter olabilir.');

/** The CSV's column headings, in order (GET /api/staff-actions.csv). */
export const staffActionCsvHeadings = [
  'Zaman',
  'Personel',
  'Kullanıcı adı',
  'İşlem',
  'Kayıt türü',
  'Kayıt no',
  'IP adresi',
  'İstek no',
  'Ayrıntı',
] as const;

const isoDay = calendarDay;

const filterText = (label: string, max: number) =>
  z
    .string({ error: `${label} metin olmalıdır.` })
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir.`)
    .regex(/^[\p{L}\p{N}._:\-/ ]*$/u, `${label} yalnızca harf, rakam, nokta, iki nokta, tire ve alt çizgi içerebilir.`)
    .optional();

/** The filters of the list and of the CSV export alike: who, which action, on what, between which days (Istanbul). */
export const staffActionFilterShape = {
  /** A staff member's user name, exactly. */
  staffUserName: filterText('Kullanıcı adı', 64),
  /** An action, or its beginning: `complaint.` finds every complaint action. */
  action: filterText('İşlem', 80),
  entity: filterText('Kayıt türü', 40),
  entityId: filterText('Kayıt no', 64),
  from: isoDay('Başlangıç tarihi').optional(),
  to: isoDay('Bitiş tarihi').optional(),
};
export const staffActionFilterSchema = z.object(staffActionFilterShape);
export type StaffActionFilter = z.infer<typeof staffActionFilterSchema>;

export const staffActionSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.number().int(), userName: z.string(), fullName: z.string() }).nullable(),
  action: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  /** The row's detail as compact JSON text (what changed, the reason given); never a TCKN, password or code. */
  detail: z.string().nullable(),
});
export type StaffActionRow = z.infer<typeof staffActionSchema>;

export const GetStaffActions = defineOperation({
  name: 'GetStaffActions',
  domain: 'staff',
  summary:
    'Yönetici: personel işlem kaydı (kim, ne, hangi kayıtta, ne zaman, hangi adresten); kişi, işlem, kayıt ve tarih aralığına göre süzülür, en yenisi önce, sayfa sayfa.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: false,
  input: requestBody({
    ...staffActionFilterShape,
    page: z
      .number({ error: 'Sayfa sayı olmalıdır.' })
      .int('Sayfa tam sayı olmalıdır.')
      .min(0, 'Sayfa 0 veya büyük olmalıdır.')
      .max(100_000, 'Sayfa çok büyük.')
      .default(0),
  }),
  output: z.object({ actions: z.array(staffActionSchema), total: z.number().int(), pageSize: z.number().int() }),
});
