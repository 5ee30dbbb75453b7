import { employeeImportKinds, type EmployeeImportKind, leaveKindNames } from '@ebelediye/contract';
import { carryOverLimit, leaveEntitlement, travelLeaveMaxDays, travelLeaveRule } from '@ebelediye/finance';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import {
  auditLog,
  employees,
  enforcementDeductions,
  enforcementFiles,
  leaveRecords,
  leaveYears,
  payslips,
  registries,
} from '../db/schema';
import { CsvError, parseCsv } from './csv';
import type { ImportProblem } from './reference-import';

// Loads what the municipality's payroll and HR systems computed (docs/employees.md): payslips, leave
// and enforcement files, from CSV or JSON. Every line is checked first — its cells against the
// contract's row schema (sums included), its employee number against the employee records, its key
// against the other lines — and nothing is written unless every line is right. Lines are keyed by
// what the systems call them, so the same file loaded twice leaves the same rows. The report names
// the line of every problem, and warns staff where the figures disagree with the law or each other;
// it never prints an identity number, a salary or a creditor.

type PayrollRow = z.output<typeof employeeImportKinds.payroll.row>;
type LeaveRow = z.output<typeof employeeImportKinds.leave.row>;
type EnforcementRow = z.output<typeof employeeImportKinds.enforcement.row>;

export interface EmployeeImportResult {
  kind: EmployeeImportKind;
  title: string;
  rowCount: number;
  written: boolean;
  problems: ImportProblem[];
  /** For staff: figures that disagree with the law's rule or with other records; they do not stop the import. */
  warnings: ImportProblem[];
}

export function isEmployeeImportKind(name: string): name is EmployeeImportKind {
  return Object.hasOwn(employeeImportKinds, name);
}

const maxProblems = 50;

interface SourceRow {
  line: number;
  record: Record<string, unknown>;
}

/** JSON: an array of objects, or one object per line (JSON Lines); each with the line its object starts on. */
function parseJson(text: string): SourceRow[] {
  const content = text.replace(/^\ufeff/, '');
  const starts: number[] = [];
  let depth = 0;
  let inString = false;
  let line = 1;
  for (let i = 0; i < content.length; i++) {
    const char = content[i];
    if (char === '\n') line++;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') {
      if (depth === (content.trimStart().startsWith('[') ? 1 : 0)) starts.push(line);
      depth++;
    } else if (char === '[') depth++;
    else if (char === '}' || char === ']') depth--;
  }
  let values: unknown[];
  try {
    values = content.trimStart().startsWith('[')
      ? JSON.parse(content)
      : content
          .split(/\r?\n/)
          .filter((row) => row.trim() !== '')
          .map((row) => JSON.parse(row));
  } catch (error) {
    throw new CsvError(`Dosya geçerli bir JSON değil: ${error instanceof Error ? error.message : String(error)}`);
  }
  return values.map((value, index) => {
    const at = starts[index] ?? index + 1;
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new CsvError(`${at}. satır: her kayıt bir JSON nesnesi olmalıdır.`);
    // Cells are text, as in a CSV: 1250.5 and "1250,50" go through the same check.
    const record = Object.fromEntries(
      Object.entries(value).map(([key, cell]) => [
        key.trim().toLowerCase(),
        cell === null ? '' : typeof cell === 'object' ? cell : String(cell),
      ]),
    );
    return { line: at, record };
  });
}

function readRows(text: string, columns: readonly string[]): { rows: SourceRow[]; problems: ImportProblem[] } {
  if (/^\ufeff?\s*[[{]/.test(text)) {
    const rows = parseJson(text);
    const unknown = [...new Set(rows.flatMap(({ record }) => Object.keys(record)))].filter(
      (name) => !columns.includes(name),
    );
    if (unknown.length > 0)
      return {
        rows: [],
        problems: [
          { line: null, message: `Bilinmeyen alan: ${unknown.join(', ')}. Beklenen alanlar: ${columns.join(', ')}` },
        ],
      };
    return { rows, problems: [] };
  }
  const csv = parseCsv(text);
  const unknown = csv.header.filter((name) => !columns.includes(name));
  const required = columns.includes('satir_turu')
    ? ['satir_turu', 'sicil_no']
    : columns.filter((name) => name !== 'isveren_maliyeti_tl' && name !== 'aciklama');
  const missing = required.filter((name) => !csv.header.includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [
      missing.length > 0 ? `eksik sütun: ${missing.join(', ')}` : '',
      unknown.length > 0 ? `bilinmeyen sütun: ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    return {
      rows: [],
      problems: [
        {
          line: 1,
          message: `Başlık satırı hatalı (${parts.join('; ')}). Beklenen sütunlar: ${columns.join(csv.delimiter)}`,
        },
      ],
    };
  }
  const problems: ImportProblem[] = [];
  const rows: SourceRow[] = [];
  for (const { line, cells } of csv.rows) {
    if (cells.length > csv.header.length)
      problems.push({ line, message: `${cells.length} hücre var, başlıkta ${csv.header.length} sütun var.` });
    else rows.push({ line, record: Object.fromEntries(csv.header.map((name, index) => [name, cells[index] ?? ''])) });
  }
  return { rows, problems };
}

const keyOf = {
  payroll: (row: PayrollRow) => `${row.sicil_no}/${row.yil}/${row.ay}`,
  leave: (row: LeaveRow) =>
    row.satir_turu === 'hak' ? `${row.sicil_no}/hak/${row.yil}` : `${row.sicil_no}/izin/${row.belge_no}`,
  enforcement: (row: EnforcementRow) =>
    row.satir_turu === 'dosya'
      ? `${row.sicil_no}/${row.icra_dairesi}/${row.dosya_no}`
      : `${row.sicil_no}/${row.icra_dairesi}/${row.dosya_no}/${row.yil}/${row.ay}`,
};

export async function importEmployeeRecords(
  db: Database,
  kind: EmployeeImportKind,
  text: string,
  options: { dryRun?: boolean; source?: string } = {},
): Promise<EmployeeImportResult> {
  const definition = employeeImportKinds[kind];
  const result: EmployeeImportResult = {
    kind,
    title: definition.title,
    rowCount: 0,
    written: false,
    problems: [],
    warnings: [],
  };
  const problem = (line: number | null, message: string) => {
    if (result.problems.length < maxProblems) result.problems.push({ line, message });
  };
  const warn = (line: number | null, message: string) => {
    if (result.warnings.length < maxProblems) result.warnings.push({ line, message });
  };

  let source: ReturnType<typeof readRows>;
  try {
    source = readRows(text, definition.columns);
  } catch (error) {
    if (error instanceof CsvError) return { ...result, problems: [{ line: null, message: error.message }] };
    throw error;
  }
  source.problems.forEach(({ line, message }) => problem(line, message));
  if (result.problems.length > 0) return result;
  if (source.rows.length === 0) {
    problem(null, 'Dosyada başlık satırından başka satır yok.');
    return result;
  }

  // 1. Every line against the contract's row schema.
  const rows: { line: number; row: PayrollRow | LeaveRow | EnforcementRow }[] = [];
  for (const { line, record } of source.rows) {
    const parsed = definition.row.safeParse(record);
    if (parsed.success) rows.push({ line, row: parsed.data });
    else problem(line, parsed.error.issues[0].message);
  }

  // 2. One line per key.
  const key = keyOf[kind] as (row: unknown) => string;
  const seen = new Map<string, number>();
  for (const { line, row } of rows) {
    const first = seen.get(key(row));
    if (first !== undefined) problem(line, `Bu satır ${first}. satırın tekrarı.`);
    else seen.set(key(row), line);
  }

  // 3. Employee numbers the employee records know.
  const numbers = [...new Set(rows.map(({ row }) => row.sicil_no))];
  const known =
    numbers.length === 0
      ? []
      : await db
          .select({
            employeeNo: employees.employeeNo,
            registryOid: employees.registryOid,
            startDate: employees.startDate,
            staffLaw: employees.staffLaw,
            birthDate: registries.birthDate,
          })
          .from(employees)
          .innerJoin(registries, eq(registries.oid, employees.registryOid))
          .where(inArray(employees.employeeNo, numbers));
  const byNo = new Map(known.map((employee) => [employee.employeeNo, employee]));
  for (const { line, row } of rows)
    if (!byNo.has(row.sicil_no))
      problem(line, `"sicil_no" sütunundaki ${row.sicil_no} numarası personel kayıtlarında yok.`);
  result.rowCount = rows.length;
  if (result.problems.length > 0) return result;
  const employeeOf = (employeeNo: string) => {
    const employee = byNo.get(employeeNo);
    // Every row's sicil_no was checked against the records above; a miss here is a bug, not bad input.
    if (!employee) throw new Error(`sicil_no ${employeeNo} was not checked`);
    return employee;
  };
  const oid = (employeeNo: string) => employeeOf(employeeNo).registryOid;

  if (kind === 'enforcement') {
    // A deduction belongs to a file: one in this import or one loaded before.
    const enforcement = rows as { line: number; row: EnforcementRow }[];
    const inFile = new Set(
      enforcement
        .filter(({ row }) => row.satir_turu === 'dosya')
        .map(({ row }) => `${row.sicil_no}/${row.icra_dairesi}/${row.dosya_no}`),
    );
    const loaded = await db
      .select({
        registryOid: enforcementFiles.registryOid,
        office: enforcementFiles.office,
        fileNo: enforcementFiles.fileNo,
      })
      .from(enforcementFiles)
      .where(
        inArray(
          enforcementFiles.registryOid,
          known.map((e) => e.registryOid),
        ),
      );
    const loadedKeys = new Set(loaded.map((file) => `${file.registryOid}/${file.office}/${file.fileNo}`));
    for (const { line, row } of enforcement) {
      if (row.satir_turu !== 'kesinti') continue;
      if (
        !inFile.has(`${row.sicil_no}/${row.icra_dairesi}/${row.dosya_no}`) &&
        !loadedKeys.has(`${oid(row.sicil_no)}/${row.icra_dairesi}/${row.dosya_no}`)
      ) {
        problem(
          line,
          `Kesinti, ne bu dosyada ne de daha önce yüklenmiş bir icra dosyasına ait (${row.icra_dairesi} ${row.dosya_no}).`,
        );
      }
    }
    if (result.problems.length > 0) return result;
  }

  // 4. Cross-checks for staff: the law's leave, the payslips' enforcement lines.
  if (kind === 'leave') {
    const leave = rows as { line: number; row: LeaveRow }[];
    for (const { line, row } of leave) {
      if (row.satir_turu !== 'hak') continue;
      const employee = employeeOf(row.sicil_no);
      const rule = leaveEntitlement(employee.staffLaw, employee.startDate, employee.birthDate, row.yil);
      if (rule.days !== row.hak_gun)
        warn(
          line,
          `${row.sicil_no} sicil numaralı personelin ${row.yil} yıllık izin hakkı ${row.hak_gun} gün yüklendi; ${rule.rule} kuralına göre ${rule.days} gün olmalıydı. Personele yüklenen rakam gösterilir; kaydı denetleyiniz.`,
        );
      const annual = leave.filter(
        ({ row: r }) =>
          r.satir_turu === 'izin' && r.sicil_no === row.sicil_no && r.yil === row.yil && r.izin_turu === 'yillik',
      );
      const used = annual.reduce((total, { row: r }) => total + (r.satir_turu === 'izin' ? r.gun : 0), 0);
      if (annual.length > 0 && used !== row.kullanilan_gun)
        warn(
          line,
          `${row.sicil_no} sicil numaralı personelin ${row.yil} kullanılan yıllık izni ${row.kullanilan_gun} gün, dosyadaki ${leaveKindNames.yillik.toLocaleLowerCase('tr-TR')} kayıtlarının toplamı ${used} gün.`,
        );
      const carry = carryOverLimit(employee.staffLaw, employee.startDate, employee.birthDate, row.yil);
      if (carry.maxDays !== null && row.devreden_gun > carry.maxDays) {
        warn(
          line,
          `${row.sicil_no} sicil numaralı personelin ${row.yil} yılına devreden izni ${row.devreden_gun} gün yüklendi; ${carry.rule} Bir önceki yılın hakkı ${carry.maxDays} gün olduğundan en çok ${carry.maxDays} gün devredebilir. Kaydı denetleyiniz.`,
        );
      }
    }
    // Travel days (yol izni): four at most in a year, in total (4857 md. 56; 657 md. 102).
    const travel = new Map<string, number>();
    for (const { line, row } of leave) {
      if (row.satir_turu !== 'izin' || row.izin_turu !== 'yol') continue;
      const key = `${row.sicil_no}/${row.yil}`;
      const total = (travel.get(key) ?? 0) + row.gun;
      travel.set(key, total);
      if (total > travelLeaveMaxDays) {
        const { rule } = travelLeaveRule(employeeOf(row.sicil_no).staffLaw);
        warn(
          line,
          `${row.sicil_no} sicil numaralı personelin ${row.yil} yol izni toplamı ${total} gün; ${rule} En çok ${travelLeaveMaxDays} gün. Kaydı denetleyiniz.`,
        );
      }
    }
  }
  if (kind === 'enforcement') {
    const lines = (rows as { line: number; row: EnforcementRow }[]).filter(({ row }) => row.satir_turu === 'kesinti');
    const months = new Map<string, { line: number; employeeNo: string; year: number; month: number; total: number }>();
    for (const { line, row } of lines) {
      if (row.satir_turu !== 'kesinti') continue;
      const monthKey = `${row.sicil_no}/${row.yil}/${row.ay}`;
      const entry = months.get(monthKey) ?? { line, employeeNo: row.sicil_no, year: row.yil, month: row.ay, total: 0 };
      entry.total += row.tutar_tl;
      months.set(monthKey, entry);
    }
    for (const entry of months.values()) {
      const [payslip] = await db
        .select({ enforcementKurus: payslips.enforcementKurus })
        .from(payslips)
        .where(
          and(
            eq(payslips.registryOid, oid(entry.employeeNo)),
            eq(payslips.year, entry.year),
            eq(payslips.month, entry.month),
          ),
        );
      if (payslip && payslip.enforcementKurus !== entry.total)
        warn(
          entry.line,
          `${entry.employeeNo} sicil numaralı personelin ${entry.month}/${entry.year} icra kesintileri bordrodaki icra satırıyla tutmuyor.`,
        );
    }
  }

  if (options.dryRun) return result;

  await db.transaction(async (tx) => {
    if (kind === 'payroll') {
      for (const { row } of rows as { row: PayrollRow }[]) {
        const values = {
          registryOid: oid(row.sicil_no),
          year: row.yil,
          month: row.ay,
          paymentDate: row.odeme_tarihi,
          baseKurus: row.taban_ucret_tl,
          allowancesKurus: row.ek_odemeler_tl,
          overtimeKurus: row.fazla_mesai_tl,
          bonusKurus: row.ikramiye_tl,
          grossKurus: row.brut_tl,
          sgkKurus: row.sgk_isci_tl,
          unemploymentKurus: row.issizlik_isci_tl,
          incomeTaxBaseKurus: row.gv_matrahi_tl,
          cumulativeBaseKurus: row.kumulatif_matrah_tl,
          incomeTaxKurus: row.gelir_vergisi_tl,
          incomeTaxExemptionKurus: row.gv_istisnasi_tl,
          stampTaxKurus: row.damga_vergisi_tl,
          stampTaxExemptionKurus: row.dv_istisnasi_tl,
          unionDuesKurus: row.sendika_aidati_tl,
          enforcementKurus: row.icra_kesintisi_tl,
          otherDeductionsKurus: row.diger_kesintiler_tl,
          netKurus: row.net_tl,
          employerCostKurus: row.isveren_maliyeti_tl,
          note: row.aciklama,
        };
        await tx
          .insert(payslips)
          .values(values)
          .onConflictDoUpdate({ target: [payslips.registryOid, payslips.year, payslips.month], set: values });
      }
    }
    if (kind === 'leave') {
      const leave = (rows as { row: LeaveRow }[]).map(({ row }) => row);
      // A year in the file is that employee's whole year: its account and records replace the old ones.
      const years = [...new Set(leave.map((row) => `${row.sicil_no}/${row.yil}`))];
      for (const entry of years) {
        const [employeeNo, year] = [
          entry.slice(0, entry.lastIndexOf('/')),
          Number(entry.slice(entry.lastIndexOf('/') + 1)),
        ];
        await tx
          .delete(leaveRecords)
          .where(and(eq(leaveRecords.registryOid, oid(employeeNo)), eq(leaveRecords.year, year)));
      }
      for (const row of leave) {
        if (row.satir_turu === 'hak') {
          const values = {
            registryOid: oid(row.sicil_no),
            year: row.yil,
            entitledDays: row.hak_gun,
            carriedDays: row.devreden_gun,
            usedDays: row.kullanilan_gun,
            remainingDays: row.kalan_gun,
          };
          await tx
            .insert(leaveYears)
            .values(values)
            .onConflictDoUpdate({ target: [leaveYears.registryOid, leaveYears.year], set: values });
        } else {
          const values = {
            registryOid: oid(row.sicil_no),
            recordNo: row.belge_no,
            year: row.yil,
            kind: row.izin_turu,
            startDate: row.baslangic,
            endDate: row.bitis,
            days: row.gun,
          };
          await tx
            .insert(leaveRecords)
            .values(values)
            .onConflictDoUpdate({ target: [leaveRecords.registryOid, leaveRecords.recordNo], set: values });
        }
      }
    }
    if (kind === 'enforcement') {
      for (const { row } of rows as { row: EnforcementRow }[]) {
        if (row.satir_turu === 'dosya') {
          const values = {
            registryOid: oid(row.sicil_no),
            office: row.icra_dairesi,
            fileNo: row.dosya_no,
            creditor: row.alacakli,
            kind: row.tur,
            amountKurus: row.tutar_tl,
            queueOrder: row.sira,
            monthlyKurus: row.aylik_kesinti_tl,
            deductedKurus: row.kesilen_tl,
            remainingKurus: row.kalan_tl,
          };
          await tx
            .insert(enforcementFiles)
            .values(values)
            .onConflictDoUpdate({
              target: [enforcementFiles.registryOid, enforcementFiles.office, enforcementFiles.fileNo],
              set: values,
            });
        }
      }
      for (const { row } of rows as { row: EnforcementRow }[]) {
        if (row.satir_turu !== 'kesinti') continue;
        const values = {
          registryOid: oid(row.sicil_no),
          office: row.icra_dairesi,
          fileNo: row.dosya_no,
          year: row.yil,
          month: row.ay,
          amountKurus: row.tutar_tl,
        };
        await tx
          .insert(enforcementDeductions)
          .values(values)
          .onConflictDoUpdate({
            target: [
              enforcementDeductions.registryOid,
              enforcementDeductions.office,
              enforcementDeductions.fileNo,
              enforcementDeductions.year,
              enforcementDeductions.month,
            ],
            set: values,
          });
      }
    }
    // Counts only: no identity number, salary or creditor in the audit trail's detail.
    await tx.insert(auditLog).values({
      actor: 'import',
      action: 'employees.import',
      entity: kind,
      detail: { source: options.source ?? null, rows: rows.length, warnings: result.warnings.length },
    });
  });
  result.written = true;
  return result;
}
