import { z } from 'zod';
import './zod-config';
import { calendarDay } from './calendar-day';
import { taxIdentitySchema } from './identity';
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

/** The XLSX's column headings, in order (POST /api/staff-actions.xlsx). */
export const staffActionXlsxHeadings = [
  'Zaman',
  'Personel',
  'Kullanıcı adı',
  'İşlem',
  'İşlem kodu',
  'Kayıt türü',
  'Kayıt no',
  'Vatandaş (sicil)',
  'IP adresi',
  'İstek no',
  'Ayrıntı',
] as const;

/**
 * The Turkish name of every action the desk writes to the trail. An action missing here is shown by
 * its code; a module that records a new action adds its name here, so the filter's list offers it.
 */
export const staffActionNames: Record<string, string> = {
  'access.refused': 'Yetkisiz deneme reddedildi',
  'staff.sign_in_code_sent': 'Giriş kodu gönderildi',
  'staff.sign_in_code_wrong': 'Hatalı giriş kodu',
  'staff.sign_in_failed': 'Hatalı giriş denemesi',
  'staff.sign_in_throttled': 'Giriş denemesi yavaşlatıldı',
  'staff.signed_in': 'Masaya giriş yaptı',
  'staff.signed_out': 'Masadan çıkış yaptı',
  'staff_account.created': 'Personel hesabı açıldı',
  'staff_account.disabled': 'Personel hesabı pasifleştirildi',
  'staff_account.enabled': 'Personel hesabı etkinleştirildi',
  'staff_account.role_changed': 'Personelin rolü / birimi değişti',
  'staff_account.phone_reset': 'Personelin telefonu değişti',
  'staff_account.temporary_password_sent': 'Personele geçici şifre gönderildi',
  'staff.password_changed': 'Personel şifresini değiştirdi',
  'staff_accounts.listed': 'Personel listesi görüntülendi',
  'staff_unit.created': 'Birim oluşturuldu',
  'staff_actions.listed': 'İşlem kaydı görüntülendi',
  'staff_actions.citizen_searched': 'İşlem kaydında vatandaş arandı',
  'staff_actions.exported': 'İşlem kaydı indirildi (CSV)',
  'staff_actions.exported_xlsx': 'İşlem kaydı indirildi (XLSX)',
  'complaint.viewed': 'Başvuru görüntülendi',
  'complaint.photo_viewed': 'Başvuru fotoğrafı görüntülendi',
  'complaint.assigned': 'Başvuru birime atandı',
  'complaint.status_changed': 'Başvurunun durumu değişti',
  'complaint.note_added': 'Başvuruya iç not eklendi',
  'complaint_category.created': 'Başvuru konusu eklendi',
  'complaint_category.updated': 'Başvuru konusu değişti',
  'open311_key.issued': 'Open311 anahtarı verildi',
  'open311_key.revoked': 'Open311 anahtarı iptal edildi',
  'contract_cancellation.viewed': 'Abonelik iptali görüntülendi',
  'contract_cancellation.withdrawn': 'Abonelik iptali geri çekildi',
  'contract_cancellation.reading_scheduled': 'Abonelik iptali: okuma planlandı',
  'contract_cancellation.reading_recorded': 'Abonelik iptali: okuma kaydedildi',
  'contract_cancellation.final_bill_proposed': 'Abonelik iptali: son fatura önerildi',
  'contract_cancellation.final_billed': 'Abonelik iptali: son fatura kesildi',
  'contract_cancellation.refunded': 'Abonelik iptali: iade kaydedildi',
  'contract_cancellation.closed': 'Abonelik iptali kapatıldı',
  'contract_cancellation.rejected': 'Abonelik iptali reddedildi',
  'integration_client.issued': 'Entegrasyon anahtarı verildi',
  'integration_client.revoked': 'Entegrasyon anahtarı iptal edildi',
  'webhook_endpoint.added': 'Olay aboneliği eklendi',
  'webhook_endpoint.enabled': 'Olay aboneliği açıldı',
  'webhook_endpoint.disabled': 'Olay aboneliği kapatıldı',
  'webhook_endpoint.replayed': 'Olaylar yeniden gönderildi',
  'reconciliation.run': 'Mutabakat çalıştırıldı',
  'reconciliation_difference.resolved': 'Mutabakat farkı çözüldü',
  'payments.searched': 'Ödemeler arandı',
  'payment.viewed': 'Ödeme görüntülendi',
  'payment_receipt.viewed': 'Ödeme makbuzu görüntülendi',
  'payments.exported': 'Ödeme listesi indirildi',
  'end_of_day.closed': 'Gün sonu kapatıldı',
  'settings.changed': 'Ayar değişti',
  'settings.logo_uploaded': 'Logo yüklendi',
  'settings.logo_removed': 'Logo kaldırıldı',
  'citizen.looked_up': 'Vatandaş sorgulandı',
  'member.unlocked': 'Vatandaş hesabının kilidi açıldı',
  'member.password_reset_sent': 'Vatandaşa geçici şifre gönderildi',
  'account_closure.listed': 'Hesap kapatma başvuruları görüntülendi',
  'account_closure.completed': 'Hesap kapatıldı (KVKK)',
  'account_closure.refused': 'Hesap kapatma başvurusu reddedildi',
};

/** Whole groups the action filter offers too: the filter matches an action's beginning. */
export const staffActionGroupNames: Record<string, string> = {
  'staff.': 'Tüm giriş ve çıkışlar',
  'staff_account.': 'Tüm personel hesabı değişiklikleri',
  'complaint.': 'Tüm başvuru işlemleri',
  'contract_cancellation.': 'Tüm abonelik iptali işlemleri',
  'staff_actions.': 'Tüm işlem kaydı okumaları',
  payment: 'Tüm ödeme okumaları',
  'settings.': 'Tüm ayar değişiklikleri',
  'account_closure.': 'Tüm hesap kapatma işlemleri',
};

/** The action's Turkish name, or its code when the desk has none for it. */
export function staffActionName(action: string): string {
  return staffActionNames[action] ?? action;
}

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
  /**
   * A citizen's T.C. Kimlik No or Vergi No: the server resolves it to their registries and finds the
   * actions about them; the number itself is never written to the trail. The search is recorded as a read.
   */
  citizen: taxIdentitySchema.optional(),
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
  /** The action's Turkish name (staffActionNames), its code when it has none. */
  actionName: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  /** The registry (oid) of the citizen the action was about, when it was about one. */
  subjectRegistryOid: z.string().nullable(),
  /** The row's detail as compact JSON text (what changed, the reason given); never a TCKN, password or code. */
  detail: z.string().nullable(),
});
export type StaffActionRow = z.infer<typeof staffActionSchema>;

export const GetStaffActions = defineOperation({
  name: 'GetStaffActions',
  domain: 'staff',
  summary:
    'Yönetici: personel işlem kaydı (kim, ne, hangi kayıtta, hangi vatandaş için, ne zaman, hangi adresten); kişi, vatandaş, işlem, kayıt ve tarih aralığına göre süzülür, en yenisi önce, sayfa sayfa.',
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
