import { formatKurus } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, payslips } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/session';

// The template is seeded for 2026-11-23 (test/database.ts); LastSalaryHideTillDay is 15 in the demo.
const afterPayday = new Date('2026-11-23T09:00:00Z');
const beforePayday = new Date('2026-11-10T09:00:00Z');

interface Slip {
  year: number;
  month: number;
  earnings: Record<string, number>;
  deductions: Record<string, number>;
  netKurus: number;
}

describe('employee records', () => {
  let t: TestApp;
  let mehmet: Record<string, string>;
  let ayse: Record<string, string>;
  let business: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    t.setNow(afterPayday);
    // A second employee (the demo business's account stands in for one) with a payslip of their own.
    await t.db.insert(employees).values({
      registryOid: 'R-DEMO-T1',
      employeeNo: 'P-2001',
      unit: 'Zabıta Müdürlüğü',
      title: 'Memur',
      startDate: '2020-01-06',
      staffLaw: '657',
    });
    await t.db.insert(payslips).values({
      registryOid: 'R-DEMO-T1',
      year: 2026,
      month: 10,
      paymentDate: '2026-10-15',
      baseKurus: 100,
      allowancesKurus: 0,
      overtimeKurus: 0,
      bonusKurus: 0,
      grossKurus: 100,
      sgkKurus: 0,
      unemploymentKurus: 0,
      incomeTaxBaseKurus: 100,
      cumulativeBaseKurus: 100,
      incomeTaxKurus: 0,
      incomeTaxExemptionKurus: 0,
      stampTaxKurus: 0,
      stampTaxExemptionKurus: 0,
      unionDuesKurus: 0,
      enforcementKurus: 0,
      otherDeductionsKurus: 0,
      netKurus: 100,
    });
    mehmet = await signIn(t, '17291716060', 'Demo2026');
    ayse = await signIn(t, '10000000146', 'Demo2026');
    business = await signIn(t, '4540536920', 'Demo2026');
  });
  afterAll(() => t.close());

  const payroll = async (year: number, month: number, headers = mehmet) =>
    (await t.call('GetEmployeePayroll', { year, month }, { headers })).json() as Slip;

  it('lists a year of payslips newest first, each adding up, income tax on the year’s cumulative base', async () => {
    t.setNow(afterPayday);
    const response = await t.call('GetEmployeePayrollList', {}, { headers: mehmet });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.employee).toMatchObject({ name: 'Mehmet Öztürk', employeeNo: 'P-1042', unit: 'Fen İşleri Müdürlüğü' });
    expect(list.hidden).toBeNull();
    expect(list.payslips.map((p: Slip) => `${p.year}-${p.month}`)).toEqual([
      '2026-11',
      '2026-10',
      '2026-9',
      '2026-8',
      '2026-7',
      '2026-6',
      '2026-5',
      '2026-4',
      '2026-3',
      '2026-2',
      '2026-1',
      '2025-12',
    ]);

    let cumulative = 0;
    for (let month = 1; month <= 11; month++) {
      const slip = await payroll(2026, month);
      const e = slip.earnings;
      const d = slip.deductions;
      expect(e.baseKurus + e.allowancesKurus + e.overtimeKurus + e.bonusKurus).toBe(e.grossKurus);
      expect(d.sgkKurus).toBe(Math.round(e.grossKurus * 0.14));
      expect(d.unemploymentKurus).toBe(Math.round(e.grossKurus * 0.01));
      expect(d.incomeTaxBaseKurus).toBe(e.grossKurus - d.sgkKurus - d.unemploymentKurus);
      cumulative += d.incomeTaxBaseKurus;
      expect(d.cumulativeBaseKurus).toBe(cumulative);
      const total =
        d.sgkKurus +
        d.unemploymentKurus +
        d.incomeTaxKurus -
        d.incomeTaxExemptionKurus +
        d.stampTaxKurus -
        d.stampTaxExemptionKurus +
        d.unionDuesKurus +
        d.enforcementKurus +
        d.otherKurus;
      expect(d.totalKurus).toBe(total);
      expect(slip.netKurus).toBe(e.grossKurus - total);
    }
    // July has the bonus: 42 000 + 6 500 + 21 000 = 69 500 TL gross; stamp tax 69 500 × 7,59 ‰ = 527,505 → 527,51 TL.
    const july = await payroll(2026, 7);
    expect(july.earnings.grossKurus).toBe(6_950_000);
    expect(july.deductions.stampTaxKurus).toBe(52_751);
    // Minimum wage 2026, 33 030 TL: its stamp tax 250,70 TL is exempt.
    expect(july.deductions.stampTaxExemptionKurus).toBe(25_070);
  });

  it('holds this month’s payslip back until LastSalaryHideTillDay, and says when it appears', async () => {
    t.setNow(beforePayday);
    try {
      const list = (await t.call('GetEmployeePayrollList', {}, { headers: mehmet })).json();
      expect(list.hidden).toEqual({ year: 2026, month: 11, visibleFrom: '2026-11-15' });
      expect(list.payslips[0]).toMatchObject({ year: 2026, month: 10 });
      const hidden = await t.call('GetEmployeePayroll', { year: 2026, month: 11 }, { headers: mehmet });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().Message).toBe('Bu ay için görüntülenebilecek bir bordro yok.');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/payslips/2026-11.pdf', headers: mehmet })).statusCode,
      ).toBe(404);
      expect((await t.call('GetEmployeePayroll', { year: 2026, month: 10 }, { headers: mehmet })).statusCode).toBe(200);
    } finally {
      t.setNow(afterPayday);
    }
  });

  it('hides a hidden month’s enforcement lines with its payslip, and tells the totals back to the month before', async () => {
    const shown = (await t.call('GetEmployeeEnforcementList', {}, { headers: mehmet })).json().files;
    expect(
      shown.every((f: { deductions: { year: number; month: number }[] }) =>
        f.deductions.some((d) => d.year === 2026 && d.month === 11),
      ),
    ).toBe(true);
    t.setNow(beforePayday);
    try {
      const { files } = (await t.call('GetEmployeeEnforcementList', {}, { headers: mehmet })).json();
      for (const [index, file] of files.entries()) {
        const before = shown[index];
        const november = before.deductions.find(
          (d: { year: number; month: number }) => d.year === 2026 && d.month === 11,
        ).amountKurus;
        expect(
          file.deductions.some((d: { year: number; month: number }) => d.year === 2026 && d.month === 11),
          file.fileNo,
        ).toBe(false);
        expect(file.deductions).toHaveLength(before.deductions.length - 1);
        expect(file.deductedKurus).toBe(before.deductedKurus - november);
        expect(file.remainingKurus).toBe(before.remainingKurus + november);
      }
    } finally {
      t.setNow(afterPayday);
    }
  });

  it('serves the payslip PDF to its employee only', async () => {
    const slip = (await t.call('GetEmployeePayroll', { year: 2026, month: 11 }, { headers: mehmet })).json();
    expect(slip.pdfUrl).toBe('/api/payslips/2026-11.pdf');
    const pdf = await t.app.inject({ method: 'GET', url: slip.pdfUrl, headers: mehmet });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: slip.pdfUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: slip.pdfUrl, headers: ayse })).statusCode).toBe(403);
    // The other employee has no November payslip: theirs is theirs, Mehmet's is not theirs.
    expect((await t.app.inject({ method: 'GET', url: slip.pdfUrl, headers: business })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payslips/2026-13.pdf', headers: mehmet })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/payslips/x.pdf', headers: mehmet })).statusCode).toBe(404);
  });

  it('shows the leave account with the law’s rule it agrees with, and the year’s records', async () => {
    const response = await t.call('GetEmployeeLeaveInformation', {}, { headers: mehmet });
    expect(response.statusCode).toBe(200);
    const leave = response.json();
    expect(leave.years).toEqual([2026, 2025]);
    expect(leave.year).toBe(2026);
    // Started 02.04.2012: 14 years of seniority at the end of 2026 → 20 days (4857 md. 53).
    expect(leave.account).toEqual({ entitledDays: 20, carriedDays: 9, usedDays: 15, remainingDays: 14 });
    // The rule in the article's words (4857 md. 53), the travel days of md. 56; a worker's leave does not lapse.
    expect(leave.rule).toBe('4857 sayılı Kanun md. 53: "beş yıldan fazla onbeş yıldan az olanlara yirmi gün"');
    expect(leave.travelRule).toContain('toplam dört güne kadar ücretsiz yol izni');
    expect(leave.carryOverRule).toBeNull();
    expect(leave.records.map((r: { kind: string }) => r.kind)).toEqual([
      'yillik',
      'rapor',
      'mazeret',
      'yillik',
      'idari',
    ]);
    const last = (await t.call('GetEmployeeLeaveInformation', { year: 2025 }, { headers: mehmet })).json();
    expect(last.account).toEqual({ entitledDays: 20, carriedDays: 4, usedDays: 15, remainingDays: 9 });
  });

  it('lists enforcement files alimony first, their deductions matching the payslips’ enforcement lines', async () => {
    const { files } = (await t.call('GetEmployeeEnforcementList', {}, { headers: mehmet })).json();
    expect(files.map((f: { kind: string; queueOrder: number }) => [f.kind, f.queueOrder])).toEqual([
      ['nafaka', 1],
      ['genel', 2],
    ]);
    for (const file of files) {
      expect(file.deductedKurus).toBe(
        file.deductions.reduce((total: number, d: { amountKurus: number }) => total + d.amountKurus, 0),
      );
      expect(file.remainingKurus).toBe(file.amountKurus - file.deductedKurus);
    }
    const { payslips: list } = (await t.call('GetEmployeePayrollList', {}, { headers: mehmet })).json();
    for (const { year, month } of list) {
      const slip = await payroll(year, month);
      const deducted = files
        .flatMap((f: { deductions: { year: number; month: number; amountKurus: number }[] }) => f.deductions)
        .filter((d: { year: number; month: number }) => d.year === year && d.month === month);
      expect(slip.deductions.enforcementKurus, `${month}/${year}`).toBe(
        deducted.reduce((total: number, d: { amountKurus: number }) => total + d.amountKurus, 0),
      );
    }
  });

  it('keeps each employee to their own records', async () => {
    const other = (await t.call('GetEmployeePayrollList', {}, { headers: business })).json();
    expect(other.payslips).toEqual([expect.objectContaining({ year: 2026, month: 10, netKurus: 100 })]);
    expect((await t.call('GetEmployeeEnforcementList', {}, { headers: business })).json().files).toEqual([]);
    expect((await t.call('GetEmployeeLeaveInformation', {}, { headers: business })).json()).toMatchObject({
      years: [],
      account: null,
      records: [],
    });
    // Mehmet's October is not the other employee's October.
    expect((await payroll(2026, 10)).netKurus).not.toBe(100);
  });

  it('refuses anonymous callers and members who are not employees, and names a bad field', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['GetEmployeePayrollList', {}],
      ['GetEmployeePayroll', { year: 2026, month: 10 }],
      ['GetEmployeeLeaveInformation', {}],
      ['GetEmployeeEnforcementList', {}],
    ];
    for (const [name, body] of calls) {
      expect((await t.call(name, body)).statusCode, name).toBe(401);
      const refused = await t.call(name, body, { headers: ayse });
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json().Message).toBe('Bu bilgiler yalnızca belediye personeline açıktır.');
    }
    const bad = await t.call('GetEmployeePayroll', { year: 2026, month: 13 }, { headers: mehmet });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Message: 'Ay 1 ile 12 arasında olmalıdır.', field: 'month' });
    expect((await t.call('GetEmployeePayroll', { year: 2030, month: 1 }, { headers: mehmet })).statusCode).toBe(404);
    expect((await t.call('GetEmployeeLeaveInformation', { year: 'x' }, { headers: mehmet })).statusCode).toBe(400);
  });
});

describe('the log of employee calls', () => {
  const raw: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line: string) => void raw.push(line) } });
    t.setNow(afterPayday);
  });
  afterAll(() => t.close());

  it('holds no identity number, salary or creditor', async () => {
    const mehmet = await signIn(t, '17291716060', 'Demo2026');
    const slip = (await t.call('GetEmployeePayroll', { year: 2026, month: 11 }, { headers: mehmet })).json();
    await t.call('GetEmployeePayrollList', {}, { headers: mehmet });
    await t.call('GetEmployeeLeaveInformation', {}, { headers: mehmet });
    const { files } = (await t.call('GetEmployeeEnforcementList', {}, { headers: mehmet })).json();
    await t.app.inject({ method: 'GET', url: slip.pdfUrl, headers: mehmet });
    const log = raw.join('\n');
    expect(raw.length).toBeGreaterThan(4);
    expect(log).not.toContain('17291716060');
    expect(log).not.toContain(String(slip.netKurus));
    expect(log).not.toContain(formatKurus(slip.netKurus));
    for (const file of files) expect(log).not.toContain(file.creditor);
  });
});
