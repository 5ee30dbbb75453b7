import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { accruals, collections, registries, subscriptions } from '../db/schema';
import { openTestDatabase } from '../test/database';
import { importInboundFile } from './inbound-import';

const root = new URL('../../../../', import.meta.url).pathname;
const example = (name: string) => readFileSync(join(root, 'docs/examples/integration', name), 'utf8');
const now = new Date('2026-11-25T06:00:00Z');

describe('npm run import for the revenue system’s files', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(inject('databaseTemplate'));
  });
  afterAll(() => database.close());

  const run = (kind: Parameters<typeof importInboundFile>[1], text: string, dryRun = false) =>
    importInboundFile(database.db, kind, text, { dryRun, now });

  it('loads every example file of docs/integration.md, and loading them again changes nothing', async () => {
    const order = ['registries', 'subscriptions', 'accruals', 'collections', 'accrual-cancellations'] as const;
    for (const kind of order) {
      const result = await run(kind, example(`${kind}.csv`));
      expect(result.problems, kind).toEqual([]);
      expect(result.notices, kind).toEqual([]);
      expect(Object.keys(result.outcomes), kind).toEqual([kind === 'accrual-cancellations' ? 'updated' : 'created']);
    }
    const [ayse] = await database.db.select().from(registries).where(eq(registries.registryNo, '100001'));
    // Ayşe signed up on the portal first: the revenue system's registry number claimed her registry.
    expect(ayse.oid).toBe('R-DEMO-1');
    const [deposit] = await database.db.select().from(subscriptions).where(eq(subscriptions.subscriberNo, 'SU-200002'));
    expect(deposit.depositKurus).toBe(120_050);
    const pushed = await database.db.select().from(accruals).where(like(accruals.accrualNo, '2026-%-0001%'));
    expect(Object.fromEntries(pushed.map((row) => [row.accrualNo, [row.paidKurus, row.cancelledAt !== null]]))).toEqual(
      {
        '2026-EML-000101': [194_290, false],
        '2026-CTV-000102': [11_250, false],
        '2026-SU-000103': [0, true],
        '2026-ILN-000104': [365_000, false],
      },
    );
    const posted = await database.db
      .select({ receiptNo: collections.receiptNo, total: collections.totalKurus, typeCode: collections.typeCode })
      .from(collections)
      .where(inArray(collections.receiptNo, ['V-2026-000501', 'B-00062-778812']));
    expect(posted.sort((a, b) => a.receiptNo.localeCompare(b.receiptNo))).toEqual([
      { receiptNo: 'B-00062-778812', total: 366_825, typeCode: 2 },
      { receiptNo: 'V-2026-000501', total: 205_540, typeCode: 1 },
    ]);

    for (const kind of order) {
      const again = await run(kind, example(`${kind}.csv`));
      expect(again.problems, kind).toEqual([]);
      // The terkin that followed is newer than the accruals file's row of that accrual: it stays.
      expect(again.outcomes, kind).toEqual(
        kind === 'accruals' ? { unchanged: 3, stale: 1 } : { unchanged: expect.any(Number) },
      );
    }
  });

  it('a malformed file writes nothing and names the line and the column of every problem', async () => {
    const file = [
      'tahakkuk_no;sicil_no;gelir_kodu;yil;taksit;vade;tutar_tl;aciklama;abone_no;durum;surum',
      'BAD-1;100001;EMLAK;2026;1;2026-11-30;1250,50;İyi satır;;open;1',
      'BAD-2;100001;EMLAK;iki bin;1;2026-11-30;100;Yıl yanlış;;open;1',
      'BAD-3;999999;EMLAK;2026;1;2026-11-30;100;Sicil yok;;open;1',
      'BAD-4;100001;EMLAK;2026;1;2026-11-30;1.250,50;Binlik ayırıcı;;open;1',
      'BAD-1;100001;EMLAK;2026;1;2026-11-30;100;Tekrar;;open;2',
      '#TOPLAM;5;155050',
    ].join('\r\n');
    const result = await run('accruals', file);
    expect(result.problems.map((problem) => problem.line)).toEqual([3, 4, 5, 6]);
    expect(result.problems[0].message).toMatch(/^"yil" sütunu: /);
    expect(result.problems[1].message).toBe(
      '"sicil_no" sütunu: Bu sicil numarasıyla bir mükellef yok; önce mükellefi gönderiniz.',
    );
    expect(result.problems[2].message).toMatch(/^"tutar_tl" sütunu: /);
    expect(result.problems[3].message).toBe('tahakkuk_no: "BAD-1" 2. satırda da var.');
    expect(await database.db.select().from(accruals).where(like(accruals.accrualNo, 'BAD-%'))).toEqual([]);
  });

  it('reads amounts as kuruş or as lira with a decimal comma, as the header says', async () => {
    const file = [
      'tahakkuk_no;sicil_no;gelir_kodu;yil;vade;tutar_tl;aciklama;durum;surum',
      'TL-1;100001;EMLAK;2026;2026-11-30;1250,50;Lira ile;open;1',
      'TL-2;100001;EMLAK;2026;2026-11-30;7;Tam lira;open;1',
      '#TOPLAM;2;125750',
    ].join('\n');
    const result = await run('accruals', file);
    expect(result.problems).toEqual([]);
    const rows = await database.db.select().from(accruals).where(like(accruals.accrualNo, 'TL-%'));
    expect(Object.fromEntries(rows.map((row) => [row.accrualNo, row.principalKurus]))).toEqual({
      'TL-1': 125_050,
      'TL-2': 700,
    });
  });

  it('refuses a file cut short (no trailer) or whose trailer disagrees, and writes nothing', async () => {
    const lines = example('accruals.csv').trim().split('\n');
    const cut = await run(
      'accruals',
      lines
        .slice(0, 3)
        .join('\n')
        .replace(/^2026-/gm, 'CUT-'),
    );
    expect(cut.problems).toEqual([{ line: null, message: expect.stringContaining('yarıda kesilmiş') }]);
    const wrong = await run(
      'accruals',
      [...lines.slice(0, 3), '#TOPLAM;4;588990'].join('\n').replace(/^2026-/gm, 'CUT-'),
    );
    expect(wrong.problems.map((problem) => problem.line)).toEqual([4, 4]);
    expect(wrong.problems[0].message).toContain('2 veri satırı var');
    expect(await database.db.select().from(accruals).where(like(accruals.accrualNo, 'CUT-%'))).toEqual([]);
  });

  it('a dry run checks the file and writes nothing', async () => {
    const file = ['tahakkuk_no;gerekce;surum', '2026-CTV-000102;Deneme;9999999999999', '#TOPLAM;1;0'].join('\n');
    const result = await run('accrual-cancellations', file, true);
    expect(result).toMatchObject({ problems: [], outcomes: { updated: 1 } });
    const [row] = await database.db.select().from(accruals).where(eq(accruals.accrualNo, '2026-CTV-000102'));
    expect(row.cancelledAt).toBeNull();
  });

  it('applies a file of more than one batch in one transaction: a bad row in the second writes nothing', async () => {
    const header = 'tahakkuk_no;sicil_no;gelir_kodu;yil;vade;tutar_kurus;aciklama;durum;surum';
    const rows = Array.from(
      { length: 1500 },
      (_, index) =>
        `MANY-${index};100001;${index === 1400 ? 'YOK' : 'CTV'};2026;2026-11-30;100;Çok satır ${index};open;1`,
    );
    const bad = await run('accruals', [header, ...rows, '#TOPLAM;1500;150000'].join('\n'));
    expect(bad.problems).toEqual([{ line: 1402, message: '"gelir_kodu" sütunu: Bu gelir türü kodu tanımlı değil.' }]);
    expect(await database.db.select().from(accruals).where(like(accruals.accrualNo, 'MANY-%'))).toEqual([]);

    const good = await run(
      'accruals',
      [header, ...rows.map((row) => row.replace(';YOK;', ';CTV;')), '#TOPLAM;1500;150000'].join('\n'),
    );
    expect(good).toMatchObject({ problems: [], outcomes: { created: 1500 } });
  });

  it('names the line of a collection’s own line, and counts a receipt already collected as one to refund', async () => {
    const file = [
      'makbuz_no;sicil_no;kanal;tahsil_zamani;tahakkuk_no;anapara_kurus;faiz_kurus',
      'V-X-1;100001;counter;2026-11-25 09:00;TL-1;125050;0',
      'V-X-1;100001;counter;2026-11-25 09:00;YOK-1;100;0',
      '#TOPLAM;2;125150',
    ].join('\n');
    const refused = await run('collections', file);
    expect(refused.problems).toEqual([
      { line: 3, message: '"tahakkuk_no" sütunu: Bu tahakkuk numarasıyla bir tahakkuk yok.' },
    ]);
    const twice = [
      'makbuz_no;sicil_no;kanal;tahsil_zamani;tahakkuk_no;anapara_kurus;faiz_kurus',
      'V-X-2;100001;counter;2026-11-25 09:00;TL-2;700;0',
      'V-X-3;100001;bank;2026-11-25 10:00;TL-2;700;0',
      '#TOPLAM;2;1400',
    ].join('\n');
    const result = await run('collections', twice);
    expect(result.outcomes).toEqual({ created: 1, refund_needed: 1 });
    expect(result.notices).toEqual([{ line: 3, message: expect.stringContaining('V-X-2 numaralı makbuzla') }]);
  });

  it('runs from the command line: 0 for a good file, 1 for a cut one, 2 for a usage mistake', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ebelediye-inbound-'));
    const run = (args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'apps/api/scripts/import.ts', ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          stdout: error.stdout,
          stderr: error.stderr,
        }),
      );
    try {
      const examplePath = join(root, 'docs/examples/integration/registries.csv');
      const dry = await run(['registries', examplePath, '--dry-run']);
      expect(dry.stdout).toContain('Mükellefler (sicil): ');
      expect(dry.stdout).toContain('geçerli, 3 satır (created: 3). Deneme çalıştırması: hiçbir şey yazılmadı.');
      expect(dry.code).toBe(0);

      const cutFile = join(dataDir, 'cut.csv');
      writeFileSync(cutFile, example('registries.csv').split('\n').slice(0, 3).join('\n'));
      const cut = await run(['registries', cutFile]);
      expect(cut.code).toBe(1);
      expect(cut.stderr).toContain('hiçbir satır yazılmadı');
      expect(cut.stderr).toContain('yarıda kesilmiş');

      expect((await run(['registries', join(dataDir, 'missing.csv')])).code).toBe(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
