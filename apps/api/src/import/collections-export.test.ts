import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/database';
import { collectionFilesOfDay, istanbulTimestamp } from './collections-export';

let database: DatabaseHandle;
const run = (query: string) => database.db.execute(sql.raw(query));

/** A card collection through `bank` at `at`, on the demo's first open accruals of `registry`. */
async function collect(
  orderNo: string,
  receiptNo: string,
  registry: string,
  bank: string,
  at: string,
  lines: [number, number][],
) {
  const total = lines.reduce((sum, [principal, interest]) => sum + principal + interest, 0);
  await run(`insert into payment_attempts (order_no, registry_oid, channel, bank_code, store_type, amount_kurus, state)
             values ('${orderNo}', '${registry}', 'member', '${bank}', '3d_pay_hosting', ${total}, 'PAID')`);
  const [{ id }] = (
    (await run(`insert into collections (receipt_no, registry_oid, collected_at, type_code, order_no, total_kurus)
                values ('${receiptNo}', '${registry}', '${at}', 4, '${orderNo}', ${total}) returning id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const accruals = (
    (await run(
      `select id from accruals where registry_oid = '${registry}' order by id limit ${lines.length}`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  for (const [index, [principal, interest]] of lines.entries())
    await run(`insert into collection_lines (collection_id, accrual_id, principal_kurus, interest_kurus)
               values (${id}, ${accruals[index].id}, ${principal}, ${interest})`);
}

beforeAll(async () => {
  database = await openTestDatabase(inject('databaseTemplate'));
  // One registry the revenue system knows (its key goes out), one it does not (the identity number does).
  await run(`update registries set registry_no = 'GYS-77' where oid = 'R-DEMO-1'`);
  await run(`update accruals set accrual_no = 'T-77-' || id where registry_oid = 'R-DEMO-1'`);
  await collect('ORD-A1', '2026-9000001', 'R-DEMO-1', '0010', '2026-11-20T00:30:00+03:00', [[100000, 2550]]);
  await collect('ORD-A2', '2026-9000002', 'R-DEMO-2', '0010', '2026-11-20T23:59:00+03:00', [
    [5000, 0],
    [7000, 120],
  ]);
  await collect('ORD-B1', '2026-9000003', 'R-DEMO-1', '0015', '2026-11-20T12:00:00+03:00', [[42000, 0]]);
  // The day before and the day after in Istanbul, though the 20th in UTC for one of them.
  await collect('ORD-X1', '2026-9000004', 'R-DEMO-1', '0010', '2026-11-19T23:59:59+03:00', [[1, 0]]);
  await collect('ORD-X2', '2026-9000005', 'R-DEMO-1', '0010', '2026-11-21T00:00:00+03:00', [[2, 0]]);
});
afterAll(() => database.close());

describe('the day’s collection files', () => {
  it('a day with two banks gives two files whose totals are the collections of that Istanbul day', async () => {
    const files = await collectionFilesOfDay(database.db, '2026-11-20', { format: 'csv', alwaysBanks: ['0010'] });
    expect(
      files.map(({ fileName, lines, collections, totalKurus }) => ({ fileName, lines, collections, totalKurus })),
    ).toEqual([
      { fileName: 'tahsilat-2026-11-20-0010.csv', lines: 3, collections: 2, totalKurus: 100000 + 2550 + 5000 + 7120 },
      { fileName: 'tahsilat-2026-11-20-0015.csv', lines: 1, collections: 1, totalKurus: 42000 },
    ]);
    const [ziraat] = files;
    const text = ziraat.content.toString();
    const rows = text.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'receiptNo;orderNo;collectedAt;registryNo;identityNo;accrualNo;revenueCode;year;installment;principalKurus;interestKurus',
    );
    expect(rows[1]).toMatch(
      /^2026-9000001;ORD-A1;2026-11-20T00:30:00\+03:00;GYS-77;;T-77-\d+;\w+;\d{4};\d+;100000;2550$/,
    );
    // A person the revenue system does not know goes out by identity number, with no registry number.
    expect(rows[2]).toMatch(/^2026-9000002;ORD-A2;2026-11-20T23:59:00\+03:00;;\d{11};;\w+;\d{4};\d+;5000;0$/);
    expect(rows.at(-1)).toBe(`#TOPLAM;3;${100000 + 2550 + 5000 + 7120}`);
    // What the collections table says those receipts took, to the kuruş.
    const [{ sum }] = (
      (await run(
        `select sum(total_kurus) as sum from collections where receipt_no in ('2026-9000001', '2026-9000002')`,
      )) as unknown as { rows: { sum: number }[] }
    ).rows;
    expect(Number(sum)).toBe(ziraat.totalKurus);
  });

  it('a day with no collection gives the active bank an empty file with a zero total', async () => {
    const files = await collectionFilesOfDay(database.db, '2026-11-22', { format: 'csv', alwaysBanks: ['0010'] });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ fileName: 'tahsilat-2026-11-22-0010.csv', lines: 0, totalKurus: 0 });
    expect(files[0].content.toString()).toBe(
      'receiptNo;orderNo;collectedAt;registryNo;identityNo;accrualNo;revenueCode;year;installment;principalKurus;interestKurus\r\n#TOPLAM;0;0\r\n',
    );
  });

  it('writes staff’s XLSX with lira amounts, a total row and Turkey’s wall-clock time', async () => {
    const [file] = await collectionFilesOfDay(database.db, '2026-11-20', { format: 'xlsx', alwaysBanks: [] });
    expect(file.fileName).toBe('tahsilat-2026-11-20-0010.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(10).value).toBe('Asıl (TL)');
    expect(sheet.getRow(2).getCell(10).value).toBe(1000);
    expect(sheet.getRow(2).getCell(11).value).toBe(25.5);
    expect(sheet.getRow(2).getCell(10).numFmt).toBe('#,##0.00');
    expect((sheet.getRow(2).getCell(3).value as Date).toISOString()).toBe('2026-11-20T00:30:00.000Z');
    expect(sheet.getRow(5).getCell(12).value).toEqual({ formula: 'SUM(L2:L4)', result: 1146.7 });
  });

  it('writes times with Turkey’s offset', () => {
    expect(istanbulTimestamp(new Date('2026-11-23T11:05:00Z'))).toBe('2026-11-23T14:05:00+03:00');
  });
});
