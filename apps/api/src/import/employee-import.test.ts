import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { auditLog, enforcementDeductions, enforcementFiles, leaveRecords, leaveYears, payslips } from '../db/schema';
import { openTestDatabase } from '../test/database';
import { importEmployeeRecords } from './employee-import';

const examples = join(new URL('../../../../', import.meta.url).pathname, 'docs/examples/employees');
const example = (name: string) => readFileSync(join(examples, name), 'utf8');
const payrollCsv = example('payroll-2027.csv');
const [payrollHeader, january] = payrollCsv.trim().split('\n');
/** The example's January line with one cell changed. */
const januaryWith = (column: string, value: string) => {
  const cells = january.split(';');
  cells[payrollHeader.split(';').indexOf(column)] = value;
  return cells.join(';');
};

describe('npm run import -- payroll|leave|enforcement', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(inject('databaseTemplate'));
  });
  afterAll(() => database.close());
  const db = () => database.db;
  const january2027 = () =>
    db()
      .select()
      .from(payslips)
      .where(and(eq(payslips.registryOid, 'R-DEMO-2'), eq(payslips.year, 2027)));

  it('loads the example payslips, and the same file twice changes nothing', async () => {
    const first = await importEmployeeRecords(db(), 'payroll', payrollCsv, { source: 'payroll-2027.csv' });
    expect(first).toMatchObject({ problems: [], warnings: [], rowCount: 2, written: true });
    const once = await january2027();
    expect(once.map((row) => [row.month, row.netKurus, row.cumulativeBaseKurus])).toEqual([
      [1, 3_203_735, 4_420_000],
      [2, 3_203_734, 8_840_000],
    ]);
    const second = await importEmployeeRecords(db(), 'payroll', payrollCsv);
    expect(second).toMatchObject({ problems: [], written: true });
    expect(await january2027()).toEqual(once);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'employees.import'));
    expect(JSON.stringify(audit.detail)).not.toMatch(/P-1042|3203735|32037/);
  });

  it('refuses the whole file when one line is wrong, naming each line in Turkish', async () => {
    const before = await january2027();
    const file = [
      payrollHeader,
      januaryWith('ay', '3'),
      januaryWith('sicil_no', 'P-9999').replace(';1;', ';4;'),
      januaryWith('net_tl', '32037,36').replace(';1;', ';5;'),
      januaryWith('brut_tl', '52.000,00').replace(';1;', ';6;'),
      januaryWith('ay', '13'),
      januaryWith('ay', '3'),
      januaryWith('odeme_tarihi', '31.02.2027').replace(';1;', ';7;'),
    ].join('\n');
    const result = await importEmployeeRecords(db(), 'payroll', file);
    expect(result.written).toBe(false);
    expect(result.problems).toEqual([
      { line: 4, message: '"net_tl" brüt eksi kesintiler olmalıdır (32.037,35 TL), 32.037,36 TL yazılmış.' },
      {
        line: 5,
        message:
          '"brut_tl" sütunu TL cinsinden bir tutar olmalıdır (ör. 1250 veya 1250,50; binlik ayırıcı kullanmayın).',
      },
      { line: 6, message: '"ay" sütunu 1 ile 12 arasında olmalıdır.' },
      {
        line: 8,
        message: '"odeme_tarihi" sütunu GG.AA.YYYY ya da YYYY-AA-GG biçiminde, takvimde olan bir gün olmalıdır.',
      },
      { line: 7, message: 'Bu satır 2. satırın tekrarı.' },
      { line: 3, message: '"sicil_no" sütunundaki P-9999 numarası personel kayıtlarında yok.' },
    ]);
    const unknown = await importEmployeeRecords(
      db(),
      'payroll',
      [payrollHeader, januaryWith('sicil_no', 'P-9999')].join('\n'),
    );
    expect(unknown.problems).toEqual([
      { line: 2, message: '"sicil_no" sütunundaki P-9999 numarası personel kayıtlarında yok.' },
    ]);
    expect(await january2027()).toEqual(before);
  });

  it('refuses a wrong header and a broken JSON file', async () => {
    const header = await importEmployeeRecords(db(), 'payroll', 'sicil_no;yil;maas\nP-1042;2027;1');
    expect(header.problems[0]).toMatchObject({
      line: 1,
      message: expect.stringContaining('Başlık satırı hatalı (eksik sütun: ay'),
    });
    expect(header.problems[0].message).toContain('bilinmeyen sütun: maas');
    const json = await importEmployeeRecords(db(), 'enforcement', '[{"satir_turu": "dosya",');
    expect(json.problems[0].message).toMatch(/^Dosya geçerli bir JSON değil/);
  });

  it('loads leave, flags an entitlement the law disagrees with for staff, and replaces the year on a second load', async () => {
    const result = await importEmployeeRecords(db(), 'leave', example('leave-2027.csv'));
    expect(result).toMatchObject({ problems: [], warnings: [], rowCount: 4, written: true });
    const records = () =>
      db()
        .select()
        .from(leaveRecords)
        .where(and(eq(leaveRecords.registryOid, 'R-DEMO-2'), eq(leaveRecords.year, 2027)));
    expect((await records()).map((r) => r.recordNo)).toEqual(['IZ-2027-01', 'IZ-2027-02', 'IZ-2027-03']);

    // 20 days where 4857 md. 53 gives 26 after 15 years; the used days do not match the records either.
    const wrong = example('leave-2027.csv')
      .replace('hak;P-1042;2027;26;14;7;33', 'hak;P-1042;2027;20;14;8;26')
      .split('\n')
      .filter((line) => !line.includes('IZ-2027-03'))
      .join('\n');
    const flagged = await importEmployeeRecords(db(), 'leave', wrong);
    expect(flagged.problems).toEqual([]);
    expect(flagged.warnings).toEqual([
      {
        line: 2,
        message: expect.stringContaining(
          '2027 yıllık izin hakkı 20 gün yüklendi; 4857 sayılı Kanun md. 53: "onbeş yıl (dahil) ve daha fazla olanlara yirmialtı gün" kuralına göre 26 gün olmalıydı',
        ),
      },
      {
        line: 2,
        message:
          'P-1042 sicil numaralı personelin 2027 kullanılan yıllık izni 8 gün, dosyadaki yıllık izin kayıtlarının toplamı 5 gün.',
      },
    ]);
    // The file is the year: the record it no longer lists is gone, the account is the imported one.
    expect((await records()).map((r) => r.recordNo)).toEqual(['IZ-2027-01', 'IZ-2027-02']);
    const [account] = await db()
      .select()
      .from(leaveYears)
      .where(and(eq(leaveYears.registryOid, 'R-DEMO-2'), eq(leaveYears.year, 2027)));
    expect(account).toMatchObject({ entitledDays: 20, usedDays: 8, remainingDays: 26 });

    // Travel days (yol izni) load as a leave kind of their own; past four in a year, staff are warned (4857 md. 56).
    const travel = `${example('leave-2027.csv').trimEnd()}\nizin;P-1042;2027;;;;;IZ-2027-04;yol;05.07.2027;06.07.2027;2\nizin;P-1042;2027;;;;;IZ-2027-05;yol;20.07.2027;22.07.2027;3\n`;
    const withTravel = await importEmployeeRecords(db(), 'leave', travel);
    expect(withTravel.problems).toEqual([]);
    expect(withTravel.warnings).toEqual([
      {
        line: 7,
        message: expect.stringMatching(
          /^P-1042 sicil numaralı personelin 2027 yol izni toplamı 5 gün; 4857 sayılı Kanun md\. 56: .*toplam dört güne kadar ücretsiz yol izni.* En çok 4 gün\. Kaydı denetleyiniz\.$/,
        ),
      },
    ]);
    expect((await records()).filter((r) => r.kind === 'yol').map((r) => r.days)).toEqual([2, 3]);

    const bad = await importEmployeeRecords(
      db(),
      'leave',
      'satir_turu;sicil_no;yil;hak_gun;devreden_gun;kullanilan_gun;kalan_gun\nhak;P-1042;2027;26;14;7;30\nozet;P-1042;2027;1;1;1;1',
    );
    expect(bad.problems).toEqual([
      { line: 2, message: '"kalan_gun" hak + devreden − kullanılan olmalıdır (33), 30 yazılmış.' },
      { line: 3, message: '"satir_turu" sütunu hak ya da izin olmalıdır.' },
    ]);
  });

  it('loads enforcement files from JSON, warns where a month disagrees with the payslip, refuses a deduction without a file', async () => {
    const result = await importEmployeeRecords(db(), 'enforcement', example('enforcement-2027.json'));
    // The example payslips of 2027 deduct 3 000 + 6 000 TL a month: they agree.
    expect(result).toMatchObject({ problems: [], warnings: [], rowCount: 6, written: true });
    const [file] = await db()
      .select()
      .from(enforcementFiles)
      .where(and(eq(enforcementFiles.registryOid, 'R-DEMO-2'), eq(enforcementFiles.fileNo, '2026/342')));
    expect(file).toMatchObject({ deductedKurus: 4_800_000, remainingKurus: 0 });
    const deductions = await db()
      .select()
      .from(enforcementDeductions)
      .where(and(eq(enforcementDeductions.registryOid, 'R-DEMO-2'), eq(enforcementDeductions.year, 2027)));
    expect(deductions).toHaveLength(4);

    const lines = example('enforcement-2027.json')
      .trim()
      .slice(1, -1)
      .trim()
      .split(/,\n/)
      .map((line) => line.trim());
    const changed = lines[1].replace('"tutar_tl": "3000"', '"tutar_tl": "3500"');
    const mismatch = await importEmployeeRecords(db(), 'enforcement', [changed].join('\n'));
    expect(mismatch.warnings).toEqual([
      {
        line: 1,
        message: 'P-1042 sicil numaralı personelin 1/2027 icra kesintileri bordrodaki icra satırıyla tutmuyor.',
      },
    ]);

    const orphan = await importEmployeeRecords(db(), 'enforcement', `[\n${lines[1].replace('2025/1187', '2027/1')}\n]`);
    expect(orphan.problems).toEqual([
      {
        line: 2,
        message:
          'Kesinti, ne bu dosyada ne de daha önce yüklenmiş bir icra dosyasına ait (Yeşilvadi 2. İcra Dairesi (Demo) 2027/1).',
      },
    ]);
  });
});
