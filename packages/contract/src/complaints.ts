import { z } from 'zod';
import './zod-config';
import { mobilePhoneSchema, tcknSchema } from './identity';
import { readReasonSchema } from './staff-audit';
import { defineOperation, requestBody } from './operation';

// Complaints and requests (docs/complaints.md): citizens lodge them at /ComplaintsAndRequests,
// staff answer them at the desk (/yonetim/basvurular), integrators use Open311 (/open311/v2).

export const complaintKindNames = {
  sikayet: 'Şikâyet',
  talep: 'Talep',
  oneri: 'Öneri',
  bilgi_edinme: 'Bilgi edinme',
} as const;
export type ComplaintKind = keyof typeof complaintKindNames;
export const complaintKinds = Object.keys(complaintKindNames) as [ComplaintKind, ...ComplaintKind[]];

export const complaintStatusNames = {
  received: 'Alındı',
  in_progress: 'İşlemde',
  answered: 'Yanıtlandı',
  rejected: 'Reddedildi',
  closed: 'Kapatıldı',
} as const;
export type ComplaintStatus = keyof typeof complaintStatusNames;
export const complaintStatuses = Object.keys(complaintStatusNames) as [ComplaintStatus, ...ComplaintStatus[]];

/**
 * Which status may follow which (the desk's transition table): received → in progress → answered or
 * rejected (with a reason) → closed. An answered or rejected application may be reopened to in progress.
 */
export const complaintTransitions: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  received: ['in_progress', 'answered', 'rejected'],
  in_progress: ['answered', 'rejected'],
  answered: ['closed', 'in_progress'],
  rejected: ['closed', 'in_progress'],
  closed: [],
};

/** The law that sets the answer deadline: 3071 (petitions, 30 days) or 4982 (information requests, 15 working days). */
export const complaintLaws = {
  '3071': '3071 sayılı Dilekçe Hakkının Kullanılmasına Dair Kanun',
  '4982': '4982 sayılı Bilgi Edinme Hakkı Kanunu',
} as const;
export type ComplaintLaw = keyof typeof complaintLaws;

export const complaintMessages = {
  unknownCategory: 'Seçilen konu belediyenin hizmet listesinde yok.',
  placeRequired: 'Yeri adres kaydından seçiniz: mahalle ve cadde/sokak zorunludur.',
  unknownPlace: 'Seçilen adres, adres kaydında bulunamadı.',
  notImage: 'Yalnızca JPEG, PNG veya WebP fotoğraf eklenebilir.',
  tooLarge: 'Bir fotoğraf en fazla 10 MB olabilir.',
  photoGone: 'Eklenen fotoğraflardan biri artık geçerli değil. Lütfen yeniden ekleyiniz.',
  transitionRefused: 'Başvuru bu durumdan seçilen duruma geçirilemez.',
  reasonRequired: 'Reddetme gerekçesi zorunludur.',
  answerRequired: 'Yanıt metni zorunludur.',
  notInYourUnit: 'Bu başvuru biriminize atanmamış.',
  notFound: 'Bu başvuru numarası ve sorgulama koduyla eşleşen bir başvuru bulunamadı.',
  lookupLocked: 'Bu başvuru numarası için çok fazla sorgulama yapıldı. Lütfen {minutes} dakika sonra tekrar deneyiniz.',
  tooManyPixels:
    'Fotoğraf en fazla 25 megapiksel olabilir. Telefonunuzun olağan boyutta çektiği ya da küçültülmüş bir fotoğraf ekleyiniz.',
  photoTooDetailed: 'Fotoğraf küçültüldükten sonra bile çok büyük kaldı. Başka bir fotoğraf ekleyiniz.',
  photoVerifyFirst: 'Fotoğraf eklemek için önce cep telefonunuzu SMS ile gelen kodla doğrulayınız.',
  photoQuota: 'Bu kadar kısa sürede daha fazla fotoğraf eklenemez. Lütfen {minutes} dakika sonra tekrar deneyiniz.',
  photoDailyQuota:
    'Bugün için fotoğraf yükleme sınırına ulaşıldı. Başvurunuzu fotoğrafsız gönderebilir ya da yarın tekrar deneyebilirsiniz.',
  photoBusy: 'Şu anda çok sayıda fotoğraf işleniyor. Lütfen birkaç saniye sonra tekrar deneyiniz.',
  badOpen311Keys:
    'Bu adresten eksik ya da geçersiz anahtarla çok fazla istek gönderildi. Lütfen {minutes} dakika sonra tekrar deneyiniz.',
  phoneNotThisOne: 'Doğruladığınız numara bu başvuruda verilen numara değil.',
  applicantTcknRequired: 'Bilgi edinme başvurusunda T.C. Kimlik No zorunludur (4982 sayılı Kanun md. 6).',
  applicantAddressRequired: 'Bilgi edinme başvurusunda ev ya da iş adresinizi yazınız (4982 sayılı Kanun md. 6).',
  publicNoteIsAnswer:
    'Kamuya açık not, vatandaşa verilen yanıtı ya da gerekçeyi içeremez: herkesin okuyabileceği kısa bir durum cümlesi yazınız.',
} as const;

/**
 * What Open311 publishes as status_notes when staff write no public note of their own: one fixed
 * sentence per status, saying nothing about the person or the answer they got (decision 053).
 */
export const defaultPublicNotes: Record<ComplaintStatus, string> = {
  received: 'Başvuru alındı; ilgili birime iletilecek.',
  in_progress: 'Başvuru ilgili birim tarafından inceleniyor.',
  answered: 'Başvuru incelendi ve başvuru sahibine yanıt verildi.',
  rejected: 'Başvuru incelendi; yerine getirilemeyeceği gerekçesiyle başvuru sahibine bildirildi.',
  closed: 'Başvuru sonuçlandırıldı ve kapatıldı.',
};
export const maxPublicNoteLength = 300;

/**
 * The second secret of a look-up (decision 054): 8 characters drawn at random when the application is
 * lodged, shown on screen and sent by SMS. No I, O, 0 or 1, so nobody misreads it; shown as ABCD-EFGH.
 */
export const accessCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const accessCodeLength = 8;
export function formatAccessCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
export const accessCodeSchema = z
  .string({ error: 'Sorgulama kodu zorunludur.' })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'Sorgulama kodu zorunludur.')
      .regex(
        new RegExp(`^[${accessCodeAlphabet}]{${accessCodeLength}}$`),
        'Sorgulama kodu, başvurunuzda ekranda ve SMS ile verilen 8 karakterdir (ör. ABCD-EFGH).',
      ),
  );

/** The tracking number on screen, in the SMS and in Open311's service_request_id: BM-2026-000123. */
export const trackingNoPattern = /^BM-\d{4}-\d{6}$/;
export const trackingNoSchema = z
  .string({ error: 'Başvuru numarası zorunludur.' })
  .trim()
  .min(1, 'Başvuru numarası zorunludur.')
  .transform((value) => value.toLocaleUpperCase('tr-TR'))
  .pipe(z.string().regex(trackingNoPattern, 'Başvuru numarası BM-2026-000123 biçiminde olmalıdır.'));

export const maxComplaintPhotos = 3;
export const maxPhotoBytes = 10 * 1024 * 1024;
export const photoMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

const code = (label: string) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .min(1, `${label} zorunludur.`)
    .max(12, `${label} geçersiz.`)
    .regex(/^\d+$/, `${label} geçersiz.`);

/**
 * Whether a kind of application is about a place. A complaint or a request is (a pothole, a lamp);
 * a suggestion or an information request need not be (a budget report): the form and the API then
 * take it without a mahalle and street.
 */
export function kindNeedsPlace(kind: ComplaintKind): boolean {
  return kind === 'sikayet' || kind === 'talep';
}

/** Law 4982 art. 6: an information request names its applicant's home or work address. */
export const applicantAddressSchema = z.string().trim().max(300, 'Adres en fazla 300 karakter olabilir.');

export const complaintPlaceSchema = z.object(
  {
    districtCode: code('Mahalle'),
    streetCode: code('Cadde/sokak'),
    outerDoorCode: code('Kapı no').nullish(),
    /** What helps find the spot: "okulun karşısı", "3. direk". */
    note: z.string().trim().max(200, 'Yer tarifi en fazla 200 karakter olabilir.').optional(),
  },
  { error: complaintMessages.placeRequired },
);

/** WGS84; only when a map is configured (MapTileUrl). Turkey lies within 35–43 N, 25–45 E. */
export const complaintPointSchema = z.object({
  lat: z
    .number({ error: 'Enlem sayı olmalıdır.' })
    .min(35, 'Nokta Türkiye sınırları içinde olmalıdır.')
    .max(43, 'Nokta Türkiye sınırları içinde olmalıdır.'),
  lon: z
    .number({ error: 'Boylam sayı olmalıdır.' })
    .min(25, 'Nokta Türkiye sınırları içinde olmalıdır.')
    .max(45, 'Nokta Türkiye sınırları içinde olmalıdır.'),
});

export const complaintDescriptionSchema = z
  .string({ error: 'Açıklama zorunludur.' })
  .trim()
  .min(10, 'Açıklama en az 10 karakter olmalıdır: ne olduğunu kısaca yazınız.')
  .max(4000, 'Açıklama en fazla 4000 karakter olabilir.');

export const complaintCategorySchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** The unit that gets new applications of this category. */
  unitName: z.string().nullable(),
  active: z.boolean(),
});
export type ComplaintCategory = z.infer<typeof complaintCategorySchema>;

/** One line of an application's history as the citizen sees it (no internal notes, no staff names). */
export const complaintHistoryItemSchema = z.object({
  at: z.string(),
  status: z.enum(complaintStatuses),
  statusName: z.string(),
  /** The answer, the reason of a rejection, or nothing. */
  text: z.string().nullable(),
});

export const citizenComplaintSchema = z.object({
  trackingNo: z.string(),
  kind: z.enum(complaintKinds),
  kindName: z.string(),
  categoryName: z.string(),
  description: z.string(),
  placeText: z.string(),
  status: z.enum(complaintStatuses),
  statusName: z.string(),
  createdAt: z.string(),
  /** yyyy-mm-dd: the last day of the legal answer period. */
  deadline: z.string(),
  law: z.enum(['3071', '4982']),
  answer: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  photoCount: z.number(),
  history: z.array(complaintHistoryItemSchema),
  /** An Open311 request's phone nobody has proven yet: no SMS goes to it until its owner proves it (VerifyComplaintPhone). */
  phoneToVerify: z.boolean(),
});
export type CitizenComplaint = z.infer<typeof citizenComplaintSchema>;

export const GetComplaintCategories = defineOperation({
  name: 'GetComplaintCategories',
  domain: 'complaints',
  summary: 'Belediyenin hizmet listesi (başvuru konuları) ve harita ayarı.',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: z.object({ categories: z.array(complaintCategorySchema), mapTileUrl: z.string().nullable() }),
});

export const UploadComplaintPhoto = defineOperation({
  name: 'UploadComplaintPhoto',
  domain: 'complaints',
  summary:
    'Başvuruya eklenecek fotoğraf (JPEG, PNG, WebP, en çok 10 MB ve 25 megapiksel): yeniden kodlanır, konum dahil EXIF bilgisi silinir; başvuru gönderilmezse bir saat sonra silinir. Üye değilseniz önce telefonunuzu SMS koduyla doğrularsınız; adres, telefon ve gün başına sınırlıdır.',
  access: 'public',
  changesState: true,
  input: requestBody({
    /** Visitors only: a phone proven by SMS (SendSms purpose complaint + ValidateCode), used again by LodgeComplaint. */
    validationKey: z.string().uuid(complaintMessages.photoVerifyFirst).optional(),
    fileName: z
      .string({ error: 'Dosya adı zorunludur.' })
      .trim()
      .min(1, 'Dosya adı zorunludur.')
      .max(200, 'Dosya adı en fazla 200 karakter olabilir.'),
    contentBase64: z
      .string({ error: 'Dosya içeriği zorunludur.' })
      .min(1, 'Dosya boş.')
      .max(Math.ceil((maxPhotoBytes * 4) / 3) + 4, complaintMessages.tooLarge),
  }),
  output: z.object({ photoId: z.string(), width: z.number(), height: z.number(), sizeBytes: z.number() }),
});

export const LodgeComplaint = defineOperation({
  name: 'LodgeComplaint',
  domain: 'complaints',
  summary:
    'Şikâyet, talep, öneri veya bilgi edinme başvurusu. Üye değilseniz cep telefonunuzu SMS koduyla doğrularsınız. Başvuru numarası ekranda ve SMS ile bildirilir.',
  access: 'public',
  changesState: true,
  input: requestBody({
    kind: z.enum(complaintKinds, { error: 'Başvuru türünü seçiniz.' }),
    categoryCode: z
      .string({ error: 'Konuyu seçiniz.' })
      .trim()
      .min(1, 'Konuyu seçiniz.')
      .max(40, complaintMessages.unknownCategory),
    description: complaintDescriptionSchema,
    /** Required for a complaint or a request (kindNeedsPlace); a suggestion or an information request may have none. */
    place: complaintPlaceSchema.optional(),
    point: complaintPointSchema.optional(),
    photoIds: z
      .array(z.string().uuid(complaintMessages.photoGone))
      .max(maxComplaintPhotos, `En fazla ${maxComplaintPhotos} fotoğraf eklenebilir.`)
      .default([]),
    /** Anonymous citizens only: name, the phone proven with an SMS code, optional e-mail. */
    contactName: z.string().trim().max(100, 'Ad soyad en fazla 100 karakter olabilir.').optional(),
    contactPhone: mobilePhoneSchema.optional(),
    contactEmail: z
      .string()
      .trim()
      .max(254, 'E-posta en fazla 254 karakter olabilir.')
      .pipe(z.union([z.literal(''), z.email('E-posta geçerli değil.')]))
      .optional(),
    validationKey: z.string().uuid('Cep telefonunuzu SMS ile gelen kodla doğrulayınız.').optional(),
    /** Information requests (4982 art. 6): a visitor's T.C. Kimlik No (a member's comes from their registry). */
    applicantTckn: tcknSchema.optional(),
    /** Information requests (4982 art. 6): the applicant's home or work address. */
    applicantAddress: applicantAddressSchema.optional(),
    /**
     * Older clients send it; nothing is consented to. The KVKK notice is information (KVKK art. 10),
     * and applications are processed because the law says so (art. 5/2-a, ç), not by consent.
     */
    kvkkAccepted: z.boolean().optional(),
  }).superRefine((value, context) => {
    if (kindNeedsPlace(value.kind) && !value.place)
      context.addIssue({ code: 'custom', path: ['place'], message: complaintMessages.placeRequired });
    if (value.kind === 'bilgi_edinme' && !value.applicantAddress)
      context.addIssue({
        code: 'custom',
        path: ['applicantAddress'],
        message: complaintMessages.applicantAddressRequired,
      });
  }),
  output: z.object({
    trackingNo: z.string(),
    /** The look-up's second secret, shown once here and sent by SMS; only its hash is kept. */
    accessCode: z.string(),
    deadline: z.string(),
    law: z.enum(['3071', '4982']),
    status: z.enum(complaintStatuses),
  }),
});

export const GetMyComplaints = defineOperation({
  name: 'GetMyComplaints',
  domain: 'complaints',
  summary: 'Üyenin başvuruları, en yenisi önce, durum geçmişiyle (Başvurularım).',
  access: 'member',
  changesState: false,
  input: requestBody({}),
  output: z.object({ complaints: z.array(citizenComplaintSchema) }),
});

export const GetComplaintByTrackingNo = defineOperation({
  name: 'GetComplaintByTrackingNo',
  domain: 'complaints',
  summary:
    'Başvuru numarası ve başvuruda verilen sorgulama koduyla başvurunun durumu ve yanıtı; bir numara için sorgulama sayısı sınırlıdır.',
  access: 'public',
  changesState: false,
  input: requestBody({ trackingNo: trackingNoSchema, accessCode: accessCodeSchema }),
  output: z.object({ complaint: citizenComplaintSchema }),
});

export const VerifyComplaintPhone = defineOperation({
  name: 'VerifyComplaintPhone',
  domain: 'complaints',
  summary:
    'Open311 ile gelen başvuruda verilen cep telefonunu, sahibinin SMS koduyla doğrulaması: bundan sonra durum değişiklikleri bu numaraya SMS ile bildirilir.',
  access: 'public',
  changesState: true,
  input: requestBody({
    trackingNo: trackingNoSchema,
    accessCode: accessCodeSchema,
    /** SendSms (purpose complaint) + ValidateCode for the very phone given on the request. */
    validationKey: z
      .string({ error: 'Cep telefonunuzu SMS ile gelen kodla doğrulayınız.' })
      .uuid('Cep telefonunuzu SMS ile gelen kodla doğrulayınız.'),
  }),
  output: z.object({ complaint: citizenComplaintSchema }),
});

// ——— The staff desk (/yonetim/basvurular) ———

export const deskComplaintSummarySchema = z.object({
  id: z.number(),
  trackingNo: z.string(),
  kind: z.enum(complaintKinds),
  kindName: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  placeText: z.string(),
  status: z.enum(complaintStatuses),
  statusName: z.string(),
  unit: z.object({ id: z.number(), name: z.string() }).nullable(),
  createdAt: z.string(),
  ageDays: z.number(),
  deadline: z.string(),
  law: z.enum(['3071', '4982']),
  /** Past its legal deadline and not yet answered, rejected or closed. */
  overdue: z.boolean(),
  source: z.enum(['web', 'open311']),
});
export type DeskComplaintSummary = z.infer<typeof deskComplaintSummarySchema>;

export const deskComplaintEventSchema = z.object({
  at: z.string(),
  kind: z.enum(['status', 'assigned', 'note']),
  status: z.enum(complaintStatuses).nullable(),
  text: z.string().nullable(),
  visibleToCitizen: z.boolean(),
  staffName: z.string().nullable(),
});

export const deskComplaintSchema = deskComplaintSummarySchema.extend({
  description: z.string(),
  contactName: z.string(),
  contactPhoneMasked: z.string(),
  /** False for an Open311 request's phone nobody has proven: the portal does not text it. */
  contactPhoneVerified: z.boolean(),
  contactEmail: z.string().nullable(),
  /** Information requests only (4982 art. 6): the applicant's T.C. Kimlik No and home or work address. */
  applicantTckn: z.string().nullable(),
  applicantAddress: z.string().nullable(),
  point: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  answer: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** What Open311 publishes as status_notes now: the staff's public note or the status's fixed sentence. */
  publicNote: z.string(),
  /** GET addresses of the photos, for a signed-in staff member only. */
  photoUrls: z.array(z.string()),
  events: z.array(deskComplaintEventSchema),
  /** The statuses this application may move to now. */
  nextStatuses: z.array(z.enum(complaintStatuses)),
});
export type DeskComplaint = z.infer<typeof deskComplaintSchema>;

const complaintIdSchema = z.number({ error: 'Başvuru seçiniz.' }).int('Başvuru seçiniz.').positive('Başvuru seçiniz.');
const deskText = (label: string, max: number) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .min(1, `${label} zorunludur.`)
    .max(max, `${label} en fazla ${max} karakter olabilir.`);

export const GetComplaintQueue = defineOperation({
  name: 'GetComplaintQueue',
  domain: 'complaints',
  summary: 'Masadaki başvurular: birim, konu, durum, yaş ve süreye göre süzülür; süresi geçenler önce.',
  access: 'staff',
  changesState: false,
  input: requestBody({
    unitId: z.number().int().positive().optional(),
    categoryCode: z.string().max(40).optional(),
    status: z.enum([...complaintStatuses, 'open'], { error: 'Durum geçersiz.' }).optional(),
    minAgeDays: z
      .number({ error: 'Yaş gün sayısı olmalıdır.' })
      .int()
      .min(0, 'Yaş 0 veya büyük olmalıdır.')
      .max(3650)
      .optional(),
    deadline: z.enum(['overdue', 'due_soon'], { error: 'Süre süzgeci geçersiz.' }).optional(),
    page: z.number().int().min(0, 'Sayfa 0 veya büyük olmalıdır.').default(0),
  }),
  output: z.object({ complaints: z.array(deskComplaintSummarySchema), total: z.number(), pageSize: z.number() }),
});

export const GetDeskComplaint = defineOperation({
  name: 'GetDeskComplaint',
  domain: 'complaints',
  summary: 'Bir başvurunun masadaki bütün bilgileri: iletişim, fotoğraflar, iç notlar, geçmiş.',
  access: 'staff',
  changesState: false,
  input: requestBody({
    id: complaintIdSchema,
    /** An administrator's reason for reading a complaint outside their unit (recorded; decision 056). */
    reason: readReasonSchema.optional(),
  }),
  output: z.object({ complaint: deskComplaintSchema }),
});

export const AssignComplaint = defineOperation({
  name: 'AssignComplaint',
  domain: 'complaints',
  summary: 'Başvuruyu bir birime atar.',
  access: 'staff',
  staffRoles: ['complaints_operator', 'unit_manager', 'administrator'],
  changesState: true,
  input: requestBody({
    id: complaintIdSchema,
    unitId: z.number({ error: 'Birim seçiniz.' }).int('Birim seçiniz.').positive('Birim seçiniz.'),
  }),
  output: z.object({ complaint: deskComplaintSchema }),
});

export const ChangeComplaintStatus = defineOperation({
  name: 'ChangeComplaintStatus',
  domain: 'complaints',
  summary: 'Başvurunun durumunu değiştirir (işleme al, yanıtla, gerekçeyle reddet, kapat); vatandaşa SMS gider.',
  access: 'staff',
  changesState: true,
  input: requestBody({
    id: complaintIdSchema,
    status: z.enum(complaintStatuses, { error: 'Yeni durumu seçiniz.' }),
    /** The answer to the citizen (answered) or the reason (rejected). */
    text: z.string().trim().max(4000, 'Metin en fazla 4000 karakter olabilir.').optional(),
    /** What Open311 publishes for the new status; empty or absent: the status's fixed sentence (defaultPublicNotes). */
    publicNote: z
      .string()
      .trim()
      .max(maxPublicNoteLength, `Kamuya açık not en fazla ${maxPublicNoteLength} karakter olabilir.`)
      .optional(),
  }),
  output: z.object({ complaint: deskComplaintSchema }),
});

export const AddComplaintNote = defineOperation({
  name: 'AddComplaintNote',
  domain: 'complaints',
  summary: 'Başvuruya iç not ekler (vatandaş görmez).',
  access: 'staff',
  changesState: true,
  input: requestBody({ id: complaintIdSchema, text: deskText('Not', 2000) }),
  output: z.object({ complaint: deskComplaintSchema }),
});

export const GetStaffUnits = defineOperation({
  name: 'GetStaffUnits',
  domain: 'complaints',
  summary: 'Belediyenin birimleri (atama ve süzgeç için).',
  access: 'staff',
  changesState: false,
  input: requestBody({}),
  output: z.object({ units: z.array(z.object({ id: z.number(), name: z.string() })) }),
});

export const deskCategorySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  unitId: z.number().nullable(),
  unitName: z.string().nullable(),
  active: z.boolean(),
});

export const GetDeskComplaintCategories = defineOperation({
  name: 'GetDeskComplaintCategories',
  domain: 'complaints',
  summary: 'Hizmet listesinin tamamı (pasif konular dahil).',
  access: 'staff',
  changesState: false,
  input: requestBody({}),
  output: z.object({ categories: z.array(deskCategorySchema) }),
});

export const SaveComplaintCategory = defineOperation({
  name: 'SaveComplaintCategory',
  domain: 'complaints',
  summary: 'Hizmet listesine konu ekler ya da bir konuyu değiştirir (yalnızca yönetici).',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({
    id: z.number().int().positive().optional(),
    code: z
      .string({ error: 'Kod zorunludur.' })
      .trim()
      .min(2, 'Kod en az 2 karakter olmalıdır.')
      .max(40, 'Kod en fazla 40 karakter olabilir.')
      .regex(
        /^[a-z0-9][a-z0-9_-]*$/,
        'Kod yalnızca küçük harf (Türkçe karaktersiz), rakam, tire ve alt çizgi içerebilir.',
      ),
    name: deskText('Konu adı', 120),
    description: z.string().trim().max(500, 'Açıklama en fazla 500 karakter olabilir.').default(''),
    unitId: z.number().int().positive().nullable().default(null),
    active: z.boolean().default(true),
  }),
  output: z.object({ category: deskCategorySchema }),
});

export const open311KeySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  revoked: z.boolean(),
});

export const GetOpen311Keys = defineOperation({
  name: 'GetOpen311Keys',
  domain: 'complaints',
  summary: 'Open311 API anahtarları (anahtarın kendisi yalnızca verildiği an gösterilir).',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: false,
  input: requestBody({}),
  output: z.object({ keys: z.array(open311KeySchema) }),
});

export const IssueOpen311Key = defineOperation({
  name: 'IssueOpen311Key',
  domain: 'complaints',
  summary: 'Bir entegratöre Open311 API anahtarı verir; anahtar yalnızca bu yanıtta görünür.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({ name: deskText('Entegratör adı', 100) }),
  output: z.object({ key: open311KeySchema, apiKey: z.string() }),
});

export const RevokeOpen311Key = defineOperation({
  name: 'RevokeOpen311Key',
  domain: 'complaints',
  summary: 'Bir Open311 API anahtarını iptal eder.',
  access: 'staff',
  staffRoles: ['administrator'],
  changesState: true,
  input: requestBody({ id: z.number({ error: 'Anahtar seçiniz.' }).int().positive('Anahtar seçiniz.') }),
  output: z.object({ key: open311KeySchema }),
});
