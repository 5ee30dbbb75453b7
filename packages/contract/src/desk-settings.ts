import { z } from 'zod';
import './zod-config';
import { parseLiraToKurus } from './money';
import { defineOperation, requestBody } from './operation';
import { banks } from './payments';
import { type AppSettingKey, type SecretSettingKey, secretSettingKeys } from './settings';

// The deployment settings of SPEC §3 at the desk (decision 086): an administrator reads them grouped
// for a person, each with a Turkish label and a help sentence, and saves only what changed. Each field
// has one schema, used by the web form and by the API alike; secrets are write-only (a new value or
// nothing) and come back only as "set / not set".

/** Every setting an administrator may change at the desk: SPEC §3 and the desk's own, not DemoMode. */
export type DeskSettingKey = Exclude<AppSettingKey, 'DemoMode'> | SecretSettingKey;

export const deskSettingGroups = [
  'municipality',
  'mayor',
  'menus',
  'signIn',
  'bank',
  'sms',
  'receipts',
  'pauseWindow',
  'desk',
  'system',
] as const;
export type DeskSettingGroup = (typeof deskSettingGroups)[number];

export const deskSettingGroupTitles: Record<DeskSettingGroup, string> = {
  municipality: 'Belediye',
  mayor: 'Belediye başkanı',
  menus: 'Menüler ve hizmetler',
  signIn: 'e-Devlet ile giriş',
  bank: 'Banka ve sanal POS',
  sms: 'SMS hesabı',
  receipts: 'Makbuz ve belgeler (logo)',
  pauseWindow: 'İşlem duraklatma saatleri',
  desk: 'Masa kuralları',
  system: 'Sistem (gelir sistemi bağlantısı)',
};

/** How the screen shows a field: the value's wire form follows it (text for every kind but boolean). */
export type DeskSettingKind = 'text' | 'url' | 'integer' | 'lira' | 'boolean' | 'choice' | 'secret';

export interface DeskSettingInfo {
  group: DeskSettingGroup;
  label: string;
  help: string;
  kind: DeskSettingKind;
  /** The choices of a `choice` field, value → label. */
  options?: Record<string, string>;
}

export const deskSettingMessages = {
  nothingChanged: 'Değişen bir ayar yok.',
  fixedByEnvironment: (variable: string) =>
    `Bu ayar sunucunun ortam değişkeniyle (${variable}) sabitlenmiş; masadan değiştirilemez.`,
  required: (label: string) => `${label} boş bırakılamaz: portal onsuz çalışamaz.`,
  unknownSetting: 'Bilinmeyen bir ayar gönderildi.',
  secretEmpty: 'Gizli ayar için yeni bir değer yazınız; değiştirmeyecekseniz alanı boş bırakınız.',
  logoNotImage: 'Logo PNG ya da JPEG biçiminde bir resim olmalıdır (dosyanın içeriğine bakılır, adına değil).',
  logoTooLarge: 'Logo dosyası en fazla 512 KB olabilir.',
  logoTooSmall: 'Logo en az 16×16 piksel olmalıdır.',
  logoTooBig: 'Logo en çok 4000×4000 piksel olabilir.',
  logoBroken: 'Logo dosyası bozuk ya da eksik; resmi yeniden kaydedip yükleyiniz.',
  noLogo: 'Yüklenmiş bir logo yok.',
} as const;

/** 512 kB: a logo, not a photograph. */
export const maxLogoBytes = 512 * 1024;
export const logoEdgeLimits = { min: 16, max: 4000 } as const;

/** "secret changed" in the audit trail and the history list: a secret's value is never written anywhere. */
export const secretChangedMark = 'değiştirildi';

const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} metin olmalıdır.` })
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir.`);

/** Empty, an address on this server ("/sandbox/…", "/success-operation") or an absolute http(s) address. */
const url = (label: string) =>
  text(label, 500).refine((value) => {
    if (value === '' || (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value))) return true;
    try {
      const parsed = new URL(value);
      return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
    } catch {
      return false;
    }
  }, `${label} https:// ile başlayan bir adres ya da bu sunucuda / ile başlayan bir yol olmalıdır.`);

const digits = (label: string, min: number, max: number) =>
  text(label, max).refine(
    (value) => value === '' || new RegExp(`^\\d{${min},${max}}$`).test(value),
    min === max ? `${label} ${min} haneli bir sayı olmalıdır.` : `${label} ${min}–${max} haneli bir sayı olmalıdır.`,
  );

/** A whole number typed in a form ("23") or sent as a number (23), within [min, max]. */
const integer = (label: string, min: number, max: number) =>
  z.union([z.number(), z.string()], { error: `${label} bir sayı olmalıdır.` }).transform((value, ctx) => {
    const textValue = typeof value === 'number' ? String(value) : value.trim();
    if (!/^-?\d+$/.test(textValue)) {
      ctx.addIssue({ code: 'custom', message: `${label} tam sayı olmalıdır.` });
      return z.NEVER;
    }
    const number = Number(textValue);
    if (number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: `${label} ${min} ile ${max} arasında olmalıdır.` });
      return z.NEVER;
    }
    return number;
  });

const boolean = (label: string) => z.boolean({ error: `${label} açık ya da kapalı olmalıdır.` });

/** Lira as a person types it ("5.000", "5000,50") into integer kuruş. */
const lira = (label: string, maxLira: number) =>
  z.string({ error: `${label} TL olarak yazılmalıdır.` }).transform((value, ctx) => {
    const kurus = parseLiraToKurus(value);
    if (kurus === null) {
      ctx.addIssue({ code: 'custom', message: `${label} TL olarak yazılmalıdır, örneğin 5.000 ya da 5000,00.` });
      return z.NEVER;
    }
    if (kurus > maxLira * 100) {
      ctx.addIssue({ code: 'custom', message: `${label} en çok ${maxLira.toLocaleString('tr-TR')} TL olabilir.` });
      return z.NEVER;
    }
    return kurus;
  });

/** A secret: a new value, never empty (an empty field at the desk means "leave it as it is"). */
const secret = (label: string) =>
  z
    .string({ error: `${label} metin olmalıdır.` })
    .trim()
    .min(1, deskSettingMessages.secretEmpty)
    .max(200, `${label} en fazla 200 karakter olabilir.`)
    .refine((value) => !/[\s]/.test(value), `${label} boşluk içeremez.`);

/** "x,y" in PDF points from the page's top left corner, inside an A4 page (595 × 842). */
const coordinates = (label: string) =>
  text(label, 20).refine((value) => {
    const match = /^(\d{1,3})\s*,\s*(\d{1,3})$/.exec(value);
    return Boolean(match) && Number(match![1]) <= 595 && Number(match![2]) <= 842;
  }, `${label} "x,y" biçiminde A4 sayfasının içinde bir nokta olmalıdır (x 0–595, y 0–842), örneğin 40,30.`);

const bankOptions = Object.fromEntries(
  Object.entries(banks).map(([code, bank]) => [code, `${code} ${bank.name}`]),
) as Record<string, string>;

const storeTypeOptions = {
  '3d_pay_hosting': '3D Pay Hosting (bankanın ödeme sayfası)',
  '3d_pay': '3D Pay (kart portalda yazılır)',
  '3d': '3D (kart portalda, satış ayrı çağrıyla)',
} as const;

interface FieldDefinition extends DeskSettingInfo {
  schema: z.ZodType;
}

const field = (
  group: DeskSettingGroup,
  kind: DeskSettingKind,
  label: string,
  help: string,
  schema: z.ZodType,
  options?: Record<string, string>,
): FieldDefinition => ({ group, kind, label, help, schema, ...(options ? { options } : {}) });

/**
 * Every setting the desk shows, in the order it shows them. The checks are those of the start
 * (appSettingsSchema's types and ranges, the list of what a live portal cannot do without) with the
 * form of each value on top: addresses, codes, the pause window's clock, the refund limit in TL.
 */
const definitions = {
  MunicipalityName: field(
    'municipality',
    'text',
    'Belediyenin adı',
    'Sayfaların başlığında, makbuzlarda ve SMS’lerde görünür; örneğin "Göl Belediyesi".',
    text('Belediyenin adı', 120),
  ),
  MunicipalityNameCapital: field(
    'municipality',
    'text',
    'Belediyenin adı (büyük harfle)',
    'Makbuz ve belgelerin başlığı. Boş bırakılırsa adın büyük harflisi kullanılır.',
    text('Belediyenin adı (büyük harfle)', 160),
  ),
  CityName: field('municipality', 'text', 'İl', 'Belgelerde belediyenin adının altında yazar.', text('İl', 60)),
  CityCode: field('municipality', 'text', 'İl kodu', 'Plaka kodu, iki hane (örneğin 06).', digits('İl kodu', 2, 2)),
  CountyName: field('municipality', 'text', 'İlçe', 'Belgelerde ilin yanında yazar.', text('İlçe', 60)),
  CountyCode: field(
    'municipality',
    'text',
    'İlçe kodu',
    'Gelir sisteminin ilçe kodu, 2–6 hane.',
    digits('İlçe kodu', 2, 6),
  ),
  MunicipalityWebsiteUrl: field(
    'municipality',
    'url',
    'Belediyenin web sitesi',
    'Sayfanın altındaki bağlantı; https:// ile.',
    url('Belediyenin web sitesi'),
  ),
  MayorName: field(
    'mayor',
    'text',
    'Belediye başkanının adı',
    'Ana sayfada ve başkanın sayfasında görünür.',
    text('Belediye başkanının adı', 120),
  ),
  MayorTitle: field('mayor', 'text', 'Başkanın unvanı', 'Örneğin "Belediye Başkanı".', text('Başkanın unvanı', 80)),
  MayorPhotosUrl: field(
    'mayor',
    'url',
    'Başkanın fotoğrafının adresi',
    'Ana sayfadaki fotoğraf; https:// ile ya da bu sunucuda / ile başlayan bir yol.',
    url('Başkanın fotoğrafının adresi'),
  ),
  MayorInfoUrl: field(
    'mayor',
    'url',
    'Başkan hakkında sayfası',
    'Fotoğrafın bağlandığı sayfa.',
    url('Başkan hakkında sayfası'),
  ),
  HasSubscription: field(
    'menus',
    'boolean',
    'Su aboneliği hizmeti var',
    'Belediye su aboneliği işlemlerini portaldan yapıyorsa açık.',
    boolean('Su aboneliği hizmeti'),
  ),
  ShowSubscriptionMenu: field(
    'menus',
    'boolean',
    'Abonelik menüsünü göster',
    'Yan menüde abonelik işlemleri; "Su aboneliği hizmeti var" da açıksa görünür.',
    boolean('Abonelik menüsü'),
  ),
  ShowMatrimonyPaymentMenu: field(
    'menus',
    'boolean',
    'Nikâh ücreti ödeme menüsünü göster',
    'Yan menüde nikâh ücreti ödemesi.',
    boolean('Nikâh ücreti menüsü'),
  ),
  LastSalaryHideTillDay: field(
    'menus',
    'integer',
    'Son maaş bordrosunun görüneceği gün',
    'Personel, ayın bu gününden önce son ayın bordrosunu göremez (0–31; 0 hemen gösterir).',
    integer('Son maaş bordrosunun görüneceği gün', 0, 31),
  ),
  IsEDevletLoginDisable: field(
    'signIn',
    'boolean',
    'e-Devlet ile girişi kapat',
    'Türksat ile anlaşma yapılmadıysa açık (e-Devlet düğmesi gizlenir).',
    boolean('e-Devlet ile giriş'),
  ),
  EDEVLET_CLIENT_ID: field(
    'signIn',
    'text',
    'e-Devlet istemci kimliği',
    'Türksat’ın verdiği client_id; e-Devlet ile giriş açıkken zorunludur.',
    text('e-Devlet istemci kimliği', 120).refine(
      (value) => !/\s/.test(value),
      'e-Devlet istemci kimliği boşluk içeremez.',
    ),
  ),
  EDEVLET_REDIRECT_URI: field(
    'signIn',
    'url',
    'e-Devlet dönüş adresi',
    'Türksat’a bildirilen dönüş adresi; genellikle /e-devlet-girisi.',
    url('e-Devlet dönüş adresi'),
  ),
  ActiveBankMerchantCode: field(
    'bank',
    'choice',
    'Etkin banka',
    'Kartlı ödemelerin gittiği banka.',
    z.enum(Object.keys(banks) as [string, ...string[]], { error: 'Etkin banka listedeki bankalardan biri olmalıdır.' }),
    bankOptions,
  ),
  MerchantId: field(
    'bank',
    'text',
    'Üye işyeri numarası',
    'Bankanın verdiği mağaza (client id) numarası; yalnızca harf ve rakam.',
    text('Üye işyeri numarası', 40).refine(
      (value) => /^[A-Za-z0-9]*$/.test(value),
      'Üye işyeri numarası yalnızca harf ve rakam içerebilir.',
    ),
  ),
  StoreType: field(
    'bank',
    'choice',
    'Ödeme modeli',
    'Bankayla yapılan sözleşmedeki model.',
    z.enum(['3d_pay_hosting', '3d_pay', '3d'], { error: 'Ödeme modeli listedekilerden biri olmalıdır.' }),
    storeTypeOptions,
  ),
  CurrencyCode: field(
    'bank',
    'text',
    'Para birimi kodu',
    'ISO 4217 sayısal kodu; Türk lirası 949.',
    digits('Para birimi kodu', 3, 3),
  ),
  ThreeDSecureWebRequestUrl: field(
    'bank',
    'url',
    '3D Secure adresi',
    'Kart sahibinin yönlendirildiği bankanın 3D sayfası.',
    url('3D Secure adresi'),
  ),
  VPosWebRequestUrl: field(
    'bank',
    'url',
    'Sanal POS API adresi',
    'Satış, sorgu ve iade çağrılarının gittiği adres.',
    url('Sanal POS API adresi'),
  ),
  VPosTerminalNo: field(
    'bank',
    'text',
    'Terminal numarası',
    'VakıfBank PayFlex için zorunlu; yalnızca harf ve rakam.',
    text('Terminal numarası', 20).refine(
      (value) => /^[A-Za-z0-9]*$/.test(value),
      'Terminal numarası yalnızca harf ve rakam içerebilir.',
    ),
  ),
  BankRequesUrl: field(
    'bank',
    'url',
    'Banka istek adresi',
    'Bankanın ortak ödeme sayfasının kök adresi.',
    url('Banka istek adresi'),
  ),
  SuccessUrl: field(
    'bank',
    'url',
    'Başarılı ödeme sayfası',
    'Genellikle /success-operation.',
    url('Başarılı ödeme sayfası'),
  ),
  FailureUrl: field(
    'bank',
    'url',
    'Başarısız ödeme sayfası',
    'Genellikle /failed-operation.',
    url('Başarısız ödeme sayfası'),
  ),
  ExpirationYearsToAdd: field(
    'bank',
    'integer',
    'Kart son kullanma yılı seçeneği',
    'Ödeme formunda bu yıldan sonra kaç yıl gösterilir (1–30).',
    integer('Kart son kullanma yılı seçeneği', 1, 30),
  ),
  StoreKey: field(
    'bank',
    'secret',
    'Mağaza anahtarı (store key)',
    'NestPay’in 3D anahtarı. Gösterilmez; değiştirmek için yenisini yazınız.',
    secret('Mağaza anahtarı'),
  ),
  MerchantPassword: field(
    'bank',
    'secret',
    'Üye işyeri parolası',
    'Bankanın API parolası. Gösterilmez; değiştirmek için yenisini yazınız.',
    secret('Üye işyeri parolası'),
  ),
  SMSUsername: field(
    'sms',
    'secret',
    'SMS kullanıcı adı',
    'SMS sağlayıcısının hesabı. Gösterilmez; değiştirmek için yenisini yazınız.',
    secret('SMS kullanıcı adı'),
  ),
  TransmissionID: field(
    'sms',
    'secret',
    'SMS başlığı (gönderici adı)',
    'Mesajların gönderen adı. Gösterilmez; değiştirmek için yenisini yazınız.',
    secret('SMS başlığı'),
  ),
  SMSMunicipalityCode: field(
    'sms',
    'secret',
    'SMS belediye kodu',
    'SMS sağlayıcısındaki belediye kodu. Gösterilmez; değiştirmek için yenisini yazınız.',
    secret('SMS belediye kodu'),
  ),
  LogoCoordinates: field(
    'receipts',
    'text',
    'Logonun yeri',
    'Makbuzda logonun sol üst köşesi, "x,y" nokta olarak (sayfanın sol üstünden), örneğin 40,30.',
    coordinates('Logonun yeri'),
  ),
  LogoWidth: field(
    'receipts',
    'integer',
    'Logonun genişliği',
    'Nokta olarak (72 nokta = 2,54 cm), 16–200.',
    integer('Logonun genişliği', 16, 200),
  ),
  LogoHeight: field(
    'receipts',
    'integer',
    'Logonun yüksekliği',
    'Nokta olarak, 16–200. Resim bu kutuya oranı korunarak sığdırılır.',
    integer('Logonun yüksekliği', 16, 200),
  ),
  OperationPauseStartHours: field(
    'pauseWindow',
    'integer',
    'Duraklatma başlangıcı: saat',
    'Türkiye saatiyle; bu saatten itibaren ödeme ve başvuru gibi işlemler kabul edilmez (0–23).',
    integer('Duraklatma başlangıç saati', 0, 23),
  ),
  OperationPauseStartMinute: field(
    'pauseWindow',
    'integer',
    'Duraklatma başlangıcı: dakika',
    '0–59.',
    integer('Duraklatma başlangıç dakikası', 0, 59),
  ),
  OperationPauseFinishHours: field(
    'pauseWindow',
    'integer',
    'Duraklatma bitişi: saat',
    'Bu saatte işlemler yeniden açılır (0–23). Başlangıç ile bitiş aynıysa duraklatma kapalıdır; gece yarısını geçebilir.',
    integer('Duraklatma bitiş saati', 0, 23),
  ),
  OperationPauseFinishMinute: field(
    'pauseWindow',
    'integer',
    'Duraklatma bitişi: dakika',
    '0–59.',
    integer('Duraklatma bitiş dakikası', 0, 59),
  ),
  RefundApprovalLimitKurus: field(
    'desk',
    'lira',
    'İade onay sınırı (TL)',
    'Bu tutarı aşan iade ve iptaller ikinci bir kişinin onayını bekler (dört göz).',
    lira('İade onay sınırı', 100_000_000),
  ),
  ContractCancellationMaxPastDays: field(
    'desk',
    'integer',
    'Abonelik iptalinde en eski taşınma günü',
    'Taşınma tarihi bugünden en çok kaç gün önce olabilir (0–365).',
    integer('Abonelik iptalinde en eski taşınma günü', 0, 365),
  ),
  Service: field(
    'system',
    'url',
    'API yolu',
    'Web uygulamasının API’ye ulaştığı yol; genellikle /api.',
    url('API yolu'),
  ),
  ApplicationName: field(
    'system',
    'text',
    'Uygulama adı',
    'Gelir sistemine gönderilen uygulama adı.',
    text('Uygulama adı', 80).refine(
      (value) => /^[A-Za-z0-9_]*$/.test(value),
      'Uygulama adı yalnızca İngilizce harf, rakam ve alt çizgi içerebilir.',
    ),
  ),
  SystemUser: field(
    'system',
    'text',
    'Sistem kullanıcısı',
    'Her isteğin taşıdığı sabit userName.',
    text('Sistem kullanıcısı', 80).refine(
      (value) => /^[A-Za-z0-9_.]*$/.test(value),
      'Sistem kullanıcısı yalnızca İngilizce harf, rakam, nokta ve alt çizgi içerebilir.',
    ),
  ),
  machineKey: field(
    'system',
    'secret',
    'Makine anahtarı',
    'Sunucunun imza anahtarı. Gösterilmez; yalnızca sızdığından şüpheleniyorsanız değiştiriniz.',
    secret('Makine anahtarı'),
  ),
  SystemWSSUser: field(
    'system',
    'secret',
    'Gelir sistemi servis kullanıcısı',
    'Gelir sisteminin web servisi kullanıcısı. Gösterilmez; değiştirmek için yenisini yazınız.',
    secret('Gelir sistemi servis kullanıcısı'),
  ),
} satisfies Record<DeskSettingKey, FieldDefinition>;

export const deskSettingKeys = Object.keys(definitions) as DeskSettingKey[];

/** Label, help, group and kind of each setting, for the screen and the history list. */
export const deskSettingInfo: Record<DeskSettingKey, DeskSettingInfo> = Object.fromEntries(
  Object.entries(definitions).map(([key, { schema: _schema, ...info }]) => [key, info]),
) as Record<DeskSettingKey, DeskSettingInfo>;

export function isSecretSetting(key: string): key is SecretSettingKey {
  return (secretSettingKeys as readonly string[]).includes(key);
}

export function isDeskSettingKey(key: string): key is DeskSettingKey {
  return key in definitions;
}

/** The environment variable that fixes a setting when set (config.ts reads SETTING_<Name>). */
export const settingOverrideVariable = (key: string) => `SETTING_${key}`;

/**
 * The changes a save carries: each setting optional, each checked by its own schema. The web form
 * validates the fields a person changed with this same object (`deskSettingsChangesSchema.pick`).
 */
export const deskSettingsChangesShape = Object.fromEntries(
  Object.entries(definitions).map(([key, definition]) => [key, definition.schema.optional()]),
) as { [K in DeskSettingKey]: z.ZodOptional<(typeof definitions)[K]['schema']> };
export const deskSettingsChangesSchema = z.object(deskSettingsChangesShape);

/** 123450 kuruş → "1.234,50": how the lira field shows the refund limit. */
export function liraTextOfKurus(kurus: number): string {
  const lira = Math.floor(kurus / 100).toLocaleString('tr-TR');
  const rest = kurus % 100;
  return rest === 0 ? lira : `${lira},${String(rest).padStart(2, '0')}`;
}

/** The value a field holds on screen: text for all but booleans (secrets: never, null). */
export function deskValueOf(key: DeskSettingKey, value: unknown): string | boolean | null {
  if (isSecretSetting(key)) return null;
  if (typeof value === 'boolean') return value;
  if (deskSettingInfo[key].kind === 'lira' && typeof value === 'number') return liraTextOfKurus(value);
  return value === undefined || value === null ? '' : String(value);
}

export const deskSettingSchema = z.object({
  key: z.string(),
  group: z.enum(deskSettingGroups),
  label: z.string(),
  help: z.string(),
  kind: z.enum(['text', 'url', 'integer', 'lira', 'boolean', 'choice', 'secret']),
  options: z.record(z.string(), z.string()).optional(),
  /** Text (booleans: true/false); null for a secret. */
  value: z.union([z.string(), z.boolean()]).nullable(),
  /** Secrets only: whether a value is stored (or given by the environment). */
  isSet: z.boolean().optional(),
  /** The environment variable that fixes the value, when one does: read-only at the desk. */
  fixedBy: z.string().nullable(),
});
export type DeskSetting = z.infer<typeof deskSettingSchema>;

export const deskSettingChangeSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** As shown on screen; "değiştirildi" for a secret, whose values are never kept. */
  before: z.union([z.string(), z.boolean()]).nullable(),
  after: z.union([z.string(), z.boolean()]).nullable(),
});
export type DeskSettingChange = z.infer<typeof deskSettingChangeSchema>;

export const deskSettingsHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ userName: z.string(), fullName: z.string() }).nullable(),
  action: z.enum(['settings.changed', 'settings.logo_uploaded', 'settings.logo_removed']),
  changes: z.array(deskSettingChangeSchema),
});
export type DeskSettingsHistoryEntry = z.infer<typeof deskSettingsHistoryEntrySchema>;

export const deskLogoSchema = z.object({
  /** data:image/png;base64,… for the preview. */
  dataUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
  updatedAt: z.string(),
});
export type DeskLogo = z.infer<typeof deskLogoSchema>;

export const GetDeskSettings = defineOperation({
  name: 'GetDeskSettings',
  domain: 'settings',
  summary:
    'Yönetici: SPEC §3 ayarları gruplarıyla, her biri Türkçe adı, açıklaması ve değeriyle; ortam değişkeniyle sabitlenenler hangi değişkenle sabitlendiğiyle; gizli ayarların yalnızca girilip girilmediği. Makbuz logosu ve son değişiklikler.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: false,
  input: requestBody({}),
  output: z.object({
    settings: z.array(deskSettingSchema),
    logo: deskLogoSchema.nullable(),
    history: z.array(deskSettingsHistoryEntrySchema),
  }),
});

export const SaveDeskSettings = defineOperation({
  name: 'SaveDeskSettings',
  domain: 'settings',
  summary:
    'Yönetici: yalnızca değişen ayarları kaydeder; her alan başlangıçtaki denetimlerle sınanır. Gizli ayarlar yalnızca yazılır. Her değişiklik önceki ve yeni değeriyle işlem kaydına geçer ve bütün sunucu süreçlerinde yeniden başlatmadan geçerli olur. İşlem duraklatma saatlerinde de çalışır.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  runsDuringPause: true,
  input: requestBody(deskSettingsChangesShape).strict(),
  output: z.object({ changed: z.array(z.string()) }),
});

export const UploadDeskLogo = defineOperation({
  name: 'UploadDeskLogo',
  domain: 'settings',
  summary:
    'Yönetici: makbuz ve belgelerin logosunu yükler (PNG ya da JPEG, en çok 512 KB, 16–4000 piksel; içeriğine bakılır). Bir sonraki makbuzda kullanılır.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  runsDuringPause: true,
  input: requestBody({
    fileName: z
      .string({ error: 'Dosya adı zorunludur.' })
      .trim()
      .min(1, 'Dosya adı zorunludur.')
      .max(200, 'Dosya adı en fazla 200 karakter olabilir.'),
    contentBase64: z
      .string({ error: 'Dosya içeriği zorunludur.' })
      .min(1, 'Dosya boş.')
      .max(Math.ceil((maxLogoBytes * 4) / 3) + 4, deskSettingMessages.logoTooLarge),
  }),
  output: deskLogoSchema,
});

export const RemoveDeskLogo = defineOperation({
  name: 'RemoveDeskLogo',
  domain: 'settings',
  summary: 'Yönetici: yüklenen logoyu kaldırır; belgelerde yeniden belediyenin baş harfleri çizilir.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  runsDuringPause: true,
  input: requestBody({}),
  output: z.object({ removed: z.boolean() }),
});
