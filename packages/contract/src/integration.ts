import { z } from 'zod';
import './zod-config';
import { calendarDay } from './calendar-day';
import { isValidTckn, isValidVkn } from './identity';

// The wire between the portal and the municipality's revenue system (gelir yönetim sistemi):
// the rows it pushes in by its own keys, and the events the portal hands back (docs/integration.md,
// ../shared/domain/integration.md). The API, the file import and the sandbox's stand-in share them.

/** A batch is checked whole: up to this many rows per call or per file chunk. */
export const integrationBatchMax = 1000;

/** Every refusal of the integration API and of the files, in one place. */
export const integrationMessages = {
  unauthenticated: 'Entegrasyon anahtarı eksik ya da geçersiz.',
  revoked: 'Bu entegrasyon anahtarı iptal edilmiş.',
  ipNotAllowed: 'Bu IP adresinden entegrasyon çağrısı kabul edilmiyor.',
  idempotencyKeyRequired: 'Her yazma çağrısı bir Idempotency-Key başlığı taşımalıdır.',
  idempotencyKeyInvalid: 'Idempotency-Key 1–255 karakterlik görünür ASCII karakterlerden oluşmalıdır.',
  idempotencyKeyReused: 'Bu Idempotency-Key başka bir istek gövdesiyle kullanılmış.',
  idempotencyInFlight: 'Bu Idempotency-Key ile gönderilen istek hâlâ işleniyor; biraz sonra tekrar deneyiniz.',
  batchEmpty: 'Gönderilen toplu kayıt boş.',
  batchTooLarge: `Bir çağrıda en çok ${integrationBatchMax} satır gönderilebilir.`,
  batchHasErrors: 'Toplu kayıtta hatalı satırlar var; hiçbir satır yazılmadı.',
  duplicateKeyInBatch: 'Bu anahtar aynı toplu kayıtta birden fazla kez geçiyor.',
  registryUnknown: 'Bu sicil numarasıyla bir mükellef yok; önce mükellefi gönderiniz.',
  subscriptionUnknown: 'Bu abone numarasıyla bir abonelik yok; önce aboneliği gönderiniz.',
  accrualUnknown: 'Bu tahakkuk numarasıyla bir tahakkuk yok.',
  revenueTypeUnknown: 'Bu gelir türü kodu tanımlı değil.',
  identityInvalid:
    'Kimlik numarası geçersiz: gerçek kişi için 11 haneli T.C. kimlik numarası, tüzel kişi için 10 haneli vergi kimlik numarası giriniz.',
  linesTotalMismatch: 'Tahsilat satırlarının toplamı tahsilat tutarına eşit değil.',
  collectionRefused: 'Bu tahakkuk şu an tahsil edilemez ({reason}).',
  cursorInvalid: 'Olay imleci (after) geçersiz.',
} as const;

const keyText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} boş olamaz.`)
    .max(64, `${what} en çok 64 karakter olabilir.`)
    .regex(/^[\p{L}\p{N}._\-/]+$/u, `${what} yalnızca harf, rakam, nokta, tire, alt çizgi ve eğik çizgi içerebilir.`);

/** The revenue system's own keys: the portal's ids never stand for them. */
export const registryNoSchema = keyText('Sicil numarası');
export const subscriberNoSchema = keyText('Abone numarası');
export const accrualNoSchema = keyText('Tahakkuk numarası');
export const receiptNoSchema = keyText('Makbuz numarası');

/**
 * The row's version in the revenue system: a row version or its update time in epoch milliseconds.
 * A row whose version is lower than the stored one's never overwrites it; an equal one changes nothing.
 */
export const rowVersionSchema = z
  .number({ error: 'Sürüm (version) bir tam sayı olmalıdır.' })
  .int('Sürüm (version) bir tam sayı olmalıdır.')
  .min(0, 'Sürüm (version) negatif olamaz.')
  .max(Number.MAX_SAFE_INTEGER, 'Sürüm (version) çok büyük.');

export const kurusSchema = z
  .number({ error: 'Tutar kuruş olarak bir tam sayı olmalıdır.' })
  .int('Tutar kuruş olarak bir tam sayı olmalıdır.')
  .min(0, 'Tutar negatif olamaz.')
  .max(1e13, 'Tutar çok büyük.');

const mobilePhone = z.string().regex(/^5\d{9}$/, 'Cep telefonu başında 0 olmadan 10 haneli olmalıdır (5XXXXXXXXX).');

/** A taxpayer (mükellef / sicil) as the revenue system keeps it. */
export const registryRowSchema = z
  .object({
    registryNo: registryNoSchema,
    /** SPEC §3's kinds: retail G, foreign retail Y, corporate T, public K, other D, undetailed U. */
    kind: z.enum(['G', 'Y', 'T', 'K', 'D', 'U'], { error: 'Mükellef türü G, Y, T, K, D ya da U olmalıdır.' }),
    identityNo: z.string().trim(),
    name: z
      .string()
      .trim()
      .min(1, 'Ad ya da unvan boş olamaz.')
      .max(200, 'Ad ya da unvan en çok 200 karakter olabilir.'),
    surname: z.string().trim().max(100, 'Soyad en çok 100 karakter olabilir.').default(''),
    phone: mobilePhone.optional(),
    email: z.email('E-posta adresi geçersiz.').max(200).optional(),
    /** The address as written; the codes when the revenue system has them (UAVT). */
    address: z.string().trim().max(500, 'Adres en çok 500 karakter olabilir.').optional(),
    version: rowVersionSchema,
  })
  .superRefine((row, context) => {
    const valid =
      row.kind === 'G' || row.kind === 'Y'
        ? isValidTckn(row.identityNo)
        : isValidVkn(row.identityNo) || isValidTckn(row.identityNo);
    if (!valid)
      context.addIssue({ code: 'custom', path: ['identityNo'], message: integrationMessages.identityInvalid });
  });
export type RegistryRow = z.infer<typeof registryRowSchema>;

/** A water (or similar) subscription with its deposit (güvence bedeli). */
export const subscriptionRowSchema = z.object({
  subscriberNo: subscriberNoSchema,
  registryNo: registryNoSchema,
  type: z.enum(['G', 'Y', 'T', 'K', 'D'], { error: 'Abone türü G, Y, T, K ya da D olmalıdır.' }),
  service: z.string().trim().min(1).max(10).default('SU'),
  address: z.string().trim().min(1, 'Abonelik adresi boş olamaz.').max(500, 'Adres en çok 500 karakter olabilir.'),
  status: z.enum(['active', 'cancelled'], { error: 'Durum active ya da cancelled olmalıdır.' }),
  startedOn: calendarDay('Başlangıç tarihi'),
  depositKurus: kurusSchema,
  version: rowVersionSchema,
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

/** Tahakkuk: one amount owed, by the revenue system's accrual number. */
export const accrualRowSchema = z.object({
  accrualNo: accrualNoSchema,
  registryNo: registryNoSchema,
  /** Gelir türü: the portal's revenue type code (revenue_types). */
  revenueCode: z.string().trim().min(1, 'Gelir türü kodu boş olamaz.').max(20),
  year: z.number().int('Dönem yılı bir tam sayı olmalıdır.').min(1980, 'Dönem yılı 1980’den önce olamaz.').max(2100),
  installment: z.number().int().min(1, 'Taksit numarası 1 ya da daha büyük olmalıdır.').max(99).default(1),
  dueDate: calendarDay('Vade tarihi'),
  amountKurus: kurusSchema.refine((value) => value > 0, 'Tahakkuk tutarı sıfırdan büyük olmalıdır.'),
  description: z.string().trim().min(1, 'Açıklama boş olamaz.').max(200, 'Açıklama en çok 200 karakter olabilir.'),
  subscriberNo: subscriberNoSchema.optional(),
  /** open: owed (what was paid on it is the portal's to count); cancelled: terkin, no longer owed. */
  status: z.enum(['open', 'cancelled'], { error: 'Durum open ya da cancelled olmalıdır.' }),
  version: rowVersionSchema,
});
export type AccrualRow = z.infer<typeof accrualRowSchema>;

/** Terkin: the revenue system cancels an accrual (it leaves every list; a card payment on it is refunded). */
export const accrualCancellationRowSchema = z.object({
  accrualNo: accrualNoSchema,
  reason: z.string().trim().min(1, 'Terkin gerekçesi boş olamaz.').max(200),
  version: rowVersionSchema,
});
export type AccrualCancellationRow = z.infer<typeof accrualCancellationRowSchema>;

/**
 * SPEC §9 knows collection type 4 (online); the others are the portal's choice, written in
 * docs/integration.md: 1 counter (vezne), 2 a bank's branch or channel, 3 direct debit (otomatik ödeme).
 */
export const collectionTypeCodes = { counter: 1, bank: 2, directDebit: 3, online: 4 } as const;

/** How the citizen's past payments name each collection type. */
export const collectionTypeNames: Record<number, string> = {
  [collectionTypeCodes.counter]: 'Vezne',
  [collectionTypeCodes.bank]: 'Banka',
  [collectionTypeCodes.directDebit]: 'Otomatik ödeme',
  [collectionTypeCodes.online]: 'İnternet (kredi kartı)',
};

/** A collection made elsewhere (vezne, bank branch), reported by the revenue system. */
export const outsideCollectionRowSchema = z
  .object({
    receiptNo: receiptNoSchema,
    registryNo: registryNoSchema,
    channel: z.enum(['counter', 'bank'], { error: 'Tahsilat kanalı counter ya da bank olmalıdır.' }),
    collectedAt: z.iso.datetime({ offset: true, error: 'Tahsilat zamanı ISO 8601 biçiminde olmalıdır.' }),
    totalKurus: kurusSchema,
    lines: z
      .array(
        z.object({
          accrualNo: accrualNoSchema,
          principalKurus: kurusSchema,
          interestKurus: kurusSchema.default(0),
        }),
      )
      .min(1, 'Tahsilatın en az bir satırı olmalıdır.')
      .max(100, 'Bir tahsilatta en çok 100 satır olabilir.'),
  })
  .superRefine((row, context) => {
    const sum = row.lines.reduce((total, line) => total + line.principalKurus + line.interestKurus, 0);
    if (sum !== row.totalKurus)
      context.addIssue({ code: 'custom', path: ['totalKurus'], message: integrationMessages.linesTotalMismatch });
  });
export type OutsideCollectionRow = z.infer<typeof outsideCollectionRowSchema>;

/**
 * What happened to one row of a batch: a batch with any `error` writes nothing. `refund_needed`: a
 * collection made elsewhere on an accrual the portal had already collected by card — not recorded,
 * the money taken elsewhere is to be returned (the card's collection stands: collected once).
 */
export type RowOutcome = 'created' | 'updated' | 'unchanged' | 'stale' | 'refund_needed' | 'error';
export interface RowResult {
  /** 1-based position in the batch (or the file's line number). */
  row: number;
  key: string;
  outcome: RowOutcome;
  /** Turkish, for `error` (and why a row was `stale`); `field` names the column. */
  message?: string;
  field?: string;
}
export interface BatchResult {
  applied: boolean;
  results: RowResult[];
}

/**
 * The events the portal hands back (an outbox row each, written with the change). Names follow
 * Stripe's `object.verb`; the payload is the object as it stood, keyed by the revenue system's numbers.
 */
export const integrationEventTypes = [
  'collection.succeeded',
  'collection.refund_needed',
  'refund.succeeded',
  'declaration.filed',
  'restructuring_plan.created',
  'restructuring_plan.broken',
  'restructuring_plan.completed',
  'cancellation.state_changed',
  'complaint.state_changed',
] as const;
export type IntegrationEventType = (typeof integrationEventTypes)[number];

/** The envelope on the wire, in webhooks and in the pull feed alike. */
export interface IntegrationEvent {
  /** `evt_<n>`: the webhook-id too; receivers de-duplicate by it. */
  id: string;
  type: IntegrationEventType;
  /** ISO 8601 with offset. */
  createdAt: string;
  /** The revenue system's registry number of the person concerned (null for a portal-only person). */
  registryNo: string | null;
  data: Record<string, unknown>;
}

/** The refusals and answers of the inbound rows (registries, subscriptions, accruals, terkin, collections). */
export const inboundMessages = {
  /** `stale`: the stored row is newer; {stored} and {version} are the two versions. */
  staleVersion: 'Kayıtlı sürüm ({stored}) bu satırın sürümünden ({version}) yeni; satır yazılmadı.',
  amountBelowPaid: 'Tahakkuk tutarı bu tahakkuktan tahsil edilmiş {paid} kuruşun altına indirilemez.',
  accrualOfAnotherRegistry: 'Bu tahakkuk başka bir sicil numarasına ait.',
  receiptTaken: 'Bu makbuz numarası portalda başka bir tahsilata ait.',
  duplicateAccrualInCollection: 'Bu tahakkuk aynı tahsilatta birden fazla satırda geçiyor.',
  /** `refund_needed`: collected once already (by card on the portal, or earlier in the same batch). */
  alreadyCollected:
    'Bu tahakkuk portalda {receiptNo} numaralı makbuzla tahsil edilmiş; bu tahsilat kaydedilmedi, alınan para iade edilmelidir.',
  accrualRestructured:
    'Bu tahakkuk portalda bir yapılandırma planına alınmış; tutarı, durumu ve mükellefi plan sürerken değiştirilemez.',
  refusalCancelled: 'tahakkuk terkin edilmiş',
  refusalRestructured: 'tahakkuk yapılandırılmış',
} as const;
