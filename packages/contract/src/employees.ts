import { turkishPeriod } from '@ebelediye/finance';
import { z } from 'zod';
import './zod-config';
import { defineOperation, requestBody } from './operation';

// Employee records (docs/employees.md): payroll (/maas-bordrosu), leave (/izin-bilgileri)
// and enforcement (/icra-bilgileri) — for members whose registry has an employee row, their own only.
// SPEC §7 lists "employee, leave and enforcement lookups" without names; docs/decisions/028 names them.

/** `yol`: travel days beside annual leave spent elsewhere (4857 md. 56, unpaid; 657 md. 102), at most four a year. */
export const leaveKindNames = {
  yillik: 'Yıllık izin',
  rapor: 'Sağlık raporu',
  mazeret: 'Mazeret izni',
  ucretsiz: 'Ücretsiz izin',
  idari: 'İdari izin',
  yol: 'Yol izni',
} as const;
export type LeaveKind = keyof typeof leaveKindNames;
export const enforcementKindNames = { nafaka: 'Nafaka', genel: 'Genel haciz' } as const;
export type EnforcementKind = keyof typeof enforcementKindNames;

const kurus = z.number().int();
const year = z
  .number({ error: 'Yıl zorunludur.' })
  .int('Yıl tam sayı olmalıdır.')
  .min(2000, 'Yıl 2000 veya sonrası olmalıdır.')
  .max(2100, 'Yıl 2100 veya öncesi olmalıdır.');
const month = z
  .number({ error: 'Ay zorunludur.' })
  .int('Ay tam sayı olmalıdır.')
  .min(1, 'Ay 1 ile 12 arasında olmalıdır.')
  .max(12, 'Ay 1 ile 12 arasında olmalıdır.');

export const employeeSchema = z.object({
  name: z.string(),
  employeeNo: z.string(),
  unit: z.string(),
  title: z.string(),
});

export const payslipSummarySchema = z.object({
  year: z.number(),
  month: z.number(),
  grossKurus: kurus,
  netKurus: kurus,
  paymentDate: z.string(),
});

/** A month whose payslip is held back until LastSalaryHideTillDay (SPEC §3/§9). */
export const hiddenPayslipSchema = z.object({ year: z.number(), month: z.number(), visibleFrom: z.string() });

export const payslipSchema = z.object({
  year: z.number(),
  month: z.number(),
  paymentDate: z.string(),
  earnings: z.object({
    baseKurus: kurus,
    allowancesKurus: kurus,
    overtimeKurus: kurus,
    bonusKurus: kurus,
    grossKurus: kurus,
  }),
  deductions: z.object({
    sgkKurus: kurus,
    unemploymentKurus: kurus,
    incomeTaxBaseKurus: kurus,
    cumulativeBaseKurus: kurus,
    incomeTaxKurus: kurus,
    incomeTaxExemptionKurus: kurus,
    stampTaxKurus: kurus,
    stampTaxExemptionKurus: kurus,
    unionDuesKurus: kurus,
    enforcementKurus: kurus,
    otherKurus: kurus,
    totalKurus: kurus,
  }),
  netKurus: kurus,
  employerCostKurus: kurus.nullable(),
  note: z.string().nullable(),
  /** GET, for the signed-in employee only. */
  pdfUrl: z.string(),
});

export const GetEmployeePayrollList = defineOperation({
  name: 'GetEmployeePayrollList',
  domain: 'employees',
  summary:
    'Personelin maaş bordroları, en yeni ay önce; içinde bulunulan ayın bordrosu LastSalaryHideTillDay gününe kadar gizlidir',
  access: 'employee',
  changesState: false,
  input: requestBody({}),
  output: z.object({
    employee: employeeSchema,
    payslips: z.array(payslipSummarySchema),
    hidden: hiddenPayslipSchema.nullable(),
  }),
});

export const GetEmployeePayroll = defineOperation({
  name: 'GetEmployeePayroll',
  domain: 'employees',
  summary: 'Bir ayın maaş bordrosu: kazançlar, kesintiler (kümülatif matrahla gelir vergisi), net ödenen',
  access: 'employee',
  changesState: false,
  input: requestBody({ year, month }),
  output: payslipSchema,
});

export const leaveRecordSchema = z.object({
  recordNo: z.string(),
  kind: z.enum(Object.keys(leaveKindNames) as [LeaveKind, ...LeaveKind[]]),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
});

export const GetEmployeeLeaveInformation = defineOperation({
  name: 'GetEmployeeLeaveInformation',
  domain: 'employees',
  summary: 'Yıllık izin hakkı, devreden, kullanılan, kalan ve yılın izin kayıtları',
  access: 'employee',
  changesState: false,
  input: requestBody({ year: year.optional() }),
  output: z.object({
    employee: employeeSchema,
    /** The years that have a leave account, newest first. */
    years: z.array(z.number()),
    year: z.number().nullable(),
    account: z
      .object({ entitledDays: z.number(), carriedDays: z.number(), usedDays: z.number(), remainingDays: z.number() })
      .nullable(),
    /** The law's rule the entitlement follows, when the imported figure agrees with it (else null: staff see the mismatch in the import report). */
    rule: z.string().nullable(),
    /** The travel days the employee's law allows (yol izni), in its words. */
    travelRule: z.string().nullable(),
    /** What unused leave may come into the year (657 md. 103: the previous year's only); null when the law sets no limit. */
    carryOverRule: z.string().nullable(),
    records: z.array(leaveRecordSchema),
  }),
});

export const enforcementFileSchema = z.object({
  office: z.string(),
  fileNo: z.string(),
  creditor: z.string(),
  kind: z.enum(Object.keys(enforcementKindNames) as [EnforcementKind, ...EnforcementKind[]]),
  amountKurus: kurus,
  queueOrder: z.number(),
  monthlyKurus: kurus,
  deductedKurus: kurus,
  remainingKurus: kurus,
  deductions: z.array(z.object({ year: z.number(), month: z.number(), amountKurus: kurus })),
});

export const GetEmployeeEnforcementList = defineOperation({
  name: 'GetEmployeeEnforcementList',
  domain: 'employees',
  summary: 'Personelin maaşından kesinti yapılan icra dosyaları, kuyruk sırasıyla (nafaka önce) ve aylık kesintileri',
  access: 'employee',
  changesState: false,
  input: requestBody({}),
  output: z.object({ employee: employeeSchema, files: z.array(enforcementFileSchema) }),
});

// ---------------------------------------------------------------------------------------------
// Import rows (`npm run import -- payroll|leave|enforcement FILE`): every cell as text, CSV or JSON.

function column(name: string) {
  return z.string({ error: `"${name}" sütunu boş olamaz.` }).trim();
}
const text = (name: string, max: number) =>
  column(name).min(1, `"${name}" sütunu boş olamaz.`).max(max, `"${name}" sütunu en fazla ${max} karakter olabilir.`);
const employeeNo = text('sicil_no', 40);
function wholeNumber(name: string, min: number, max: number) {
  return column(name)
    .regex(/^\d{1,6}$/, `"${name}" sütunu bir tam sayı olmalıdır.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `"${name}" sütunu ${min} ile ${max} arasında olmalıdır.`)
        .max(max, `"${name}" sütunu ${min} ile ${max} arasında olmalıdır.`),
    );
}
const importYear = wholeNumber('yil', 2000, 2100);
/** Lira with at most two decimals, no thousands separator, zero allowed → kuruş. */
function lira(name: string) {
  return column(name)
    .regex(
      /^\d{1,10}([.,]\d{1,2})?$/,
      `"${name}" sütunu TL cinsinden bir tutar olmalıdır (ör. 1250 veya 1250,50; binlik ayırıcı kullanmayın).`,
    )
    .transform((value) => {
      const [whole, fraction = ''] = value.split(/[.,]/);
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    });
}
const optionalLira = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value))
    .pipe(lira(name).nullable());
function day(name: string) {
  return column(name)
    .transform((value) => {
      const turkish = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
      return turkish ? `${turkish[3]}-${turkish[2]}-${turkish[1]}` : value;
    })
    .refine((iso) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
      const parsed = new Date(`${iso}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso;
    }, `"${name}" sütunu GG.AA.YYYY ya da YYYY-AA-GG biçiminde, takvimde olan bir gün olmalıdır.`);
}

export const payrollImportRow = z
  .object({
    sicil_no: employeeNo,
    yil: importYear,
    ay: wholeNumber('ay', 1, 12),
    odeme_tarihi: day('odeme_tarihi'),
    taban_ucret_tl: lira('taban_ucret_tl'),
    ek_odemeler_tl: lira('ek_odemeler_tl'),
    fazla_mesai_tl: lira('fazla_mesai_tl'),
    ikramiye_tl: lira('ikramiye_tl'),
    brut_tl: lira('brut_tl'),
    sgk_isci_tl: lira('sgk_isci_tl'),
    issizlik_isci_tl: lira('issizlik_isci_tl'),
    gv_matrahi_tl: lira('gv_matrahi_tl'),
    kumulatif_matrah_tl: lira('kumulatif_matrah_tl'),
    gelir_vergisi_tl: lira('gelir_vergisi_tl'),
    gv_istisnasi_tl: lira('gv_istisnasi_tl'),
    damga_vergisi_tl: lira('damga_vergisi_tl'),
    dv_istisnasi_tl: lira('dv_istisnasi_tl'),
    sendika_aidati_tl: lira('sendika_aidati_tl'),
    icra_kesintisi_tl: lira('icra_kesintisi_tl'),
    diger_kesintiler_tl: lira('diger_kesintiler_tl'),
    net_tl: lira('net_tl'),
    isveren_maliyeti_tl: optionalLira('isveren_maliyeti_tl'),
    aciklama: z
      .string()
      .trim()
      .max(300, '"aciklama" sütunu en fazla 300 karakter olabilir.')
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((row, context) => {
    const tl = (k: number) => (k / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 });
    const earnings = row.taban_ucret_tl + row.ek_odemeler_tl + row.fazla_mesai_tl + row.ikramiye_tl;
    if (earnings !== row.brut_tl)
      context.addIssue({
        code: 'custom',
        path: ['brut_tl'],
        message: `"brut_tl" kazançların toplamı olmalıdır (${tl(earnings)} TL), ${tl(row.brut_tl)} TL yazılmış.`,
      });
    if (row.gv_istisnasi_tl > row.gelir_vergisi_tl)
      context.addIssue({
        code: 'custom',
        path: ['gv_istisnasi_tl'],
        message: '"gv_istisnasi_tl" gelir vergisinden büyük olamaz.',
      });
    if (row.dv_istisnasi_tl > row.damga_vergisi_tl)
      context.addIssue({
        code: 'custom',
        path: ['dv_istisnasi_tl'],
        message: '"dv_istisnasi_tl" damga vergisinden büyük olamaz.',
      });
    const deductions =
      row.sgk_isci_tl +
      row.issizlik_isci_tl +
      row.gelir_vergisi_tl -
      row.gv_istisnasi_tl +
      row.damga_vergisi_tl -
      row.dv_istisnasi_tl +
      row.sendika_aidati_tl +
      row.icra_kesintisi_tl +
      row.diger_kesintiler_tl;
    if (row.brut_tl - deductions !== row.net_tl)
      context.addIssue({
        code: 'custom',
        path: ['net_tl'],
        message: `"net_tl" brüt eksi kesintiler olmalıdır (${tl(row.brut_tl - deductions)} TL), ${tl(row.net_tl)} TL yazılmış.`,
      });
    if (row.kumulatif_matrah_tl < row.gv_matrahi_tl)
      context.addIssue({
        code: 'custom',
        path: ['kumulatif_matrah_tl'],
        message: '"kumulatif_matrah_tl" ayın gelir vergisi matrahından küçük olamaz.',
      });
  });

const leaveYearRow = z.object({
  satir_turu: z.literal('hak'),
  sicil_no: employeeNo,
  yil: importYear,
  hak_gun: wholeNumber('hak_gun', 0, 366),
  devreden_gun: wholeNumber('devreden_gun', 0, 1000),
  kullanilan_gun: wholeNumber('kullanilan_gun', 0, 1000),
  kalan_gun: wholeNumber('kalan_gun', 0, 2000),
});
const leaveRecordRow = z.object({
  satir_turu: z.literal('izin'),
  sicil_no: employeeNo,
  yil: importYear,
  belge_no: text('belge_no', 40),
  izin_turu: column('izin_turu').pipe(
    z.enum(Object.keys(leaveKindNames) as [LeaveKind, ...LeaveKind[]], {
      error: `"izin_turu" sütunu ${Object.keys(leaveKindNames).join(', ')} değerlerinden biri olmalıdır.`,
    }),
  ),
  baslangic: day('baslangic'),
  bitis: day('bitis'),
  gun: wholeNumber('gun', 1, 366),
});

const rowKind = (kinds: string[]) =>
  z.object({
    satir_turu: z
      .string({ error: '"satir_turu" sütunu boş olamaz.' })
      .trim()
      .pipe(
        z.enum(kinds as [string, ...string[]], { error: `"satir_turu" sütunu ${kinds.join(' ya da ')} olmalıdır.` }),
      ),
  });

export const leaveImportRow = rowKind(['hak', 'izin'])
  .passthrough()
  .pipe(z.discriminatedUnion('satir_turu', [leaveYearRow, leaveRecordRow]))
  .superRefine((row, context) => {
    if (row.satir_turu === 'hak' && row.hak_gun + row.devreden_gun - row.kullanilan_gun !== row.kalan_gun) {
      context.addIssue({
        code: 'custom',
        path: ['kalan_gun'],
        message: `"kalan_gun" hak + devreden − kullanılan olmalıdır (${row.hak_gun + row.devreden_gun - row.kullanilan_gun}), ${row.kalan_gun} yazılmış.`,
      });
    }
    if (row.satir_turu === 'izin') {
      if (row.bitis < row.baslangic)
        context.addIssue({
          code: 'custom',
          path: ['bitis'],
          message: '"bitis" sütunu "baslangic" sütunundan önce olamaz.',
        });
      if (Number(row.baslangic.slice(0, 4)) !== row.yil)
        context.addIssue({
          code: 'custom',
          path: ['baslangic'],
          message: '"baslangic" tarihi "yil" sütunundaki yılda olmalıdır.',
        });
    }
  });

const enforcementFileRow = z.object({
  satir_turu: z.literal('dosya'),
  sicil_no: employeeNo,
  icra_dairesi: text('icra_dairesi', 120),
  dosya_no: text('dosya_no', 40),
  alacakli: text('alacakli', 200),
  tur: column('tur').pipe(
    z.enum(Object.keys(enforcementKindNames) as [EnforcementKind, ...EnforcementKind[]], {
      error: '"tur" sütunu nafaka ya da genel olmalıdır.',
    }),
  ),
  tutar_tl: lira('tutar_tl'),
  sira: wholeNumber('sira', 1, 99),
  aylik_kesinti_tl: lira('aylik_kesinti_tl'),
  kesilen_tl: lira('kesilen_tl'),
  kalan_tl: lira('kalan_tl'),
});
const enforcementDeductionRow = z.object({
  satir_turu: z.literal('kesinti'),
  sicil_no: employeeNo,
  icra_dairesi: text('icra_dairesi', 120),
  dosya_no: text('dosya_no', 40),
  yil: importYear,
  ay: wholeNumber('ay', 1, 12),
  tutar_tl: lira('tutar_tl'),
});

export const enforcementImportRow = rowKind(['dosya', 'kesinti'])
  .passthrough()
  .pipe(z.discriminatedUnion('satir_turu', [enforcementFileRow, enforcementDeductionRow]))
  .superRefine((row, context) => {
    if (row.satir_turu === 'dosya' && row.tutar_tl - row.kesilen_tl !== row.kalan_tl) {
      context.addIssue({ code: 'custom', path: ['kalan_tl'], message: '"kalan_tl" tutar − kesilen olmalıdır.' });
    }
  });

/** The kinds `npm run import` loads besides the reference tables, with their columns as docs/employees.md lists them. */
export const employeeImportKinds = {
  payroll: { title: 'Maaş bordroları', row: payrollImportRow, columns: Object.keys(payrollImportRow.shape) },
  leave: {
    title: 'İzin bilgileri',
    row: leaveImportRow,
    columns: [
      'satir_turu',
      ...new Set(
        [...Object.keys(leaveYearRow.shape), ...Object.keys(leaveRecordRow.shape)].filter((k) => k !== 'satir_turu'),
      ),
    ],
  },
  enforcement: {
    title: 'İcra bilgileri',
    row: enforcementImportRow,
    columns: [
      'satir_turu',
      ...new Set(
        [...Object.keys(enforcementFileRow.shape), ...Object.keys(enforcementDeductionRow.shape)].filter(
          (k) => k !== 'satir_turu',
        ),
      ),
    ],
  },
} as const;
export type EmployeeImportKind = keyof typeof employeeImportKinds;

/** "Kasım 2026": how a payslip names its month (finance's turkishPeriod, the one month formatter). */
export function payrollPeriodName(year: number, month: number): string {
  return turkishPeriod(year, month);
}
