import { z } from 'zod';
import './zod-config';
import { calendarDay } from './calendar-day';
import { defineOperation, requestBody } from './operation';

// The daily reconciliation (decision 081): each Istanbul day the portal's card collections beside the
// banks' record of the same orders and what the revenue system acknowledged. The desk lists the runs
// and the unresolved differences, each with what to do, and a person marks one resolved with a note.

export const reconciliationDifferenceKinds = [
  'bank_has_no_sale',
  'amount_differs',
  'sale_not_collected',
  'refund_waiting',
  'not_acknowledged',
  'bank_unreachable',
] as const;
export type ReconciliationDifferenceKind = (typeof reconciliationDifferenceKinds)[number];

/** How each kind is named at the desk and in payments:report. */
export const reconciliationDifferenceTitles: Record<ReconciliationDifferenceKind, string> = {
  bank_has_no_sale: 'Portalda tahsil edildi, bankada onaylı satış yok',
  amount_differs: 'Portaldaki ve bankadaki tutar farklı',
  sale_not_collected: 'Bankada onaylı, portalda tahsil edilmedi',
  refund_waiting: 'İade bekliyor',
  not_acknowledged: 'Gelir sistemi tahsilatı onaylamadı',
  bank_unreachable: 'Bankaya sorulamadı',
};

/** What a person does about each kind; kept on the difference as it was when found. */
export const reconciliationDifferenceActions: Record<ReconciliationDifferenceKind, string> = {
  bank_has_no_sale:
    'Siparişi bankanın üye işyeri ekranında arayınız. Bankada satış yoksa tahsilat parasız yapılmıştır: gelir sisteminde tahsilatı iptal ettirip borcu yeniden açtırınız; satış varsa durumu bankaya bildiriniz.',
  amount_differs:
    'Bankanın üye işyeri ekranında siparişin tutarını kontrol ediniz: fazla çekilen tutarı karta iade ediniz, eksik çekildiyse gelir sisteminde tahsilatı düzelttiriniz.',
  sale_not_collected:
    'Arka plan işi bu siparişi bankaya yeniden sorar ve borç açıksa tahsil eder, değilse iadeye ayırır. Bir gün içinde çözülmediyse siparişi payments:report çıktısında inceleyiniz; borç ödenmişse bankanın üye işyeri ekranından iade ediniz.',
  refund_waiting:
    'Masadaki İadeler sayfasında (/yonetim/iadeler) sipariş numarasıyla iade ediniz: gün sonundan önce iptal, sonra iade; limitin üstündeki tutarı gelir şefi onaylar. İade yapıldıktan sonra farkı notla çözüldü işaretleyiniz.',
  not_acknowledged:
    'Tahsilat olayının gelir sistemine ulaşıp ulaşmadığını masadaki olay teslim durumundan kontrol ediniz; ulaşmadıysa olayları o noktadan yeniden gönderiniz, ulaştıysa gelir sistemi firmasına bildiriniz.',
  bank_unreachable:
    'Banka düzelince bu günü yeniden çalıştırınız (masada "Şimdi çalıştır" ya da npm run payments:report -- --reconcile GÜN). Sorun sürerse bankanın sanal POS destek hattını arayınız.',
};

export const reconciliationMessages = {
  differenceNotFound: 'Çözülmemiş böyle bir mutabakat farkı yok; başka biri çözmüş olabilir.',
  futureDay: 'Henüz gelmemiş bir gün için mutabakat yapılamaz.',
} as const;

export const reconciliationRunSchema = z.object({
  day: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  ranAt: z.string(),
  portalCount: z.number().int(),
  portalTotalKurus: z.number().int(),
  bankCount: z.number().int(),
  bankTotalKurus: z.number().int(),
  /** Orders the bank did not answer about: its figures are then incomplete. */
  unaskedCount: z.number().int(),
  differencesCount: z.number().int(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

export const reconciliationDifferenceSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  kind: z.enum(reconciliationDifferenceKinds),
  title: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  orderNo: z.string().nullable(),
  receiptNo: z.string().nullable(),
  amountKurus: z.number().int().nullable(),
  detail: z.string(),
  action: z.string(),
  foundAt: z.string(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

const differenceId = z.number({ error: 'Fark seçiniz.' }).int('Fark seçiniz.').positive('Fark seçiniz.');

export const GetReconciliation = defineOperation({
  name: 'GetReconciliation',
  domain: 'payments',
  summary: 'Yönetici: son 14 günün banka başına mutabakat sonuçları ve çözülmemiş bütün farklar, ne yapılacağıyla.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: false,
  input: requestBody({}),
  output: z.object({
    runs: z.array(reconciliationRunSchema),
    differences: z.array(reconciliationDifferenceSchema),
  }),
});

export const RunReconciliation = defineOperation({
  name: 'RunReconciliation',
  domain: 'payments',
  summary:
    'Yönetici: verilen günün (İstanbul) kartlı ödemelerini şimdi bankalara sorar ve mutabakatı yeniler; çözülmüş farklar korunur.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({ day: calendarDay('Gün') }),
  output: z.object({
    day: z.string(),
    runs: z.array(reconciliationRunSchema),
    differences: z.array(reconciliationDifferenceSchema),
  }),
});

export const ResolveReconciliationDifference = defineOperation({
  name: 'ResolveReconciliationDifference',
  domain: 'payments',
  summary:
    'Yönetici: bir mutabakat farkını ne yapıldığını anlatan bir notla çözüldü işaretler (kim, ne zaman kaydedilir).',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({
    id: differenceId,
    note: z
      .string({ error: 'Not zorunludur.' })
      .trim()
      .min(5, 'Ne yapıldığını en az 5 karakterle yazınız.')
      .max(1000, 'Not en fazla 1000 karakter olabilir.'),
  }),
  output: z.object({ id: z.number().int(), resolvedAt: z.string() }),
});
